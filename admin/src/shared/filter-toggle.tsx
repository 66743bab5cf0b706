import { Button } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useResourceContext, useStore } from 'react-admin';

/**
 * SPEC §2: a filter panel toggled by Show Filters. Hiding the panel keeps the filters applied (they stay in the
 * URL). Whether it is shown is kept for the console's visit, so a filter change that moves the list to another
 * URL, or an edit and back, keeps it open.
 */
export function useFilterToggle(shownAtFirst = false) {
  const resource = useResourceContext();
  const [shown, setShown] = useStore(`${resource}.filtersShown`, shownAtFirst);
  const button = (
    <Button key="toggle" startIcon={<FilterListIcon />} aria-expanded={shown} onClick={() => setShown(!shown)}>
      {shown ? 'Hide Filters' : 'Show Filters'}
    </Button>
  );
  return { shown, button };
}
