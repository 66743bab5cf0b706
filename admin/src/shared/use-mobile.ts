import { useMediaQuery } from '@mui/material';

/** SPEC §2: mobile mode at a window width of 760 px or less. Lists there keep only the columns that matter. */
export const mobileQuery = '(max-width:760px)';
export const useMobile = () => useMediaQuery(mobileQuery, { noSsr: true });
