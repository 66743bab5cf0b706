import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The learner app's look (web/src/styles/app.css) in MUI terms, so the console reads as the same product: its
 * palette, type, rounded cards and the navy-to-blue header. Every text colour keeps WCAG AA contrast on the
 * backgrounds it sits on (the stock blue did not, behind white text).
 */
const brand = '#2f5bea';
const brandDark = '#1f3fb0';
const navy = '#1b2a5e';
const ink = '#1c2333';
const muted = '#5b6478';
const line = '#e2e6ef';
const page = '#f5f7fb';
const shadow = '0 1px 2px rgba(20, 30, 60, 0.06), 0 4px 16px rgba(20, 30, 60, 0.06)';

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Tibetan"',
  'sans-serif',
].join(', ');

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: brand, dark: brandDark, contrastText: '#fff' },
    secondary: { main: navy, contrastText: '#fff' },
    error: { main: '#c62828' },
    // Darker than MUI's own, so white text on them stays readable (the delete confirmation's button is warning).
    warning: { main: '#b45309', contrastText: '#fff' },
    success: { main: '#1e7a46', contrastText: '#fff' },
    info: { main: '#1d5fa8', contrastText: '#fff' },
    text: { primary: ink, secondary: muted },
    background: { default: page, paper: '#fff' },
    divider: line,
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    h1: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...defaultTheme.components,
    MuiAppBar: {
      styleOverrides: {
        root: { background: `linear-gradient(90deg, ${navy}, ${brand})`, color: '#fff', boxShadow: shadow },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: {
      styleOverrides: { root: { borderRadius: 12, border: `1px solid ${line}`, boxShadow: shadow } },
    },
    MuiTableCell: {
      styleOverrides: {
        ...defaultTheme.components?.MuiTableCell?.styleOverrides,
        head: { fontWeight: 600, color: muted, backgroundColor: page },
      },
    },
    MuiLink: { defaultProps: { color: brand } },
    // The form's toolbar on the page's own light background (react-admin's grey left the outlined Go Back below
    // AA contrast), set off from the form by a line.
    RaToolbar: { styleOverrides: { root: { backgroundColor: page, borderTop: `1px solid ${line}` } } },
    // A filter's select is wide enough for its label ("Target Language") beside its arrow.
    RaFilterForm: { styleOverrides: { root: { '& .MuiFormControl-root': { minWidth: '11rem' } } } },
    // A list never widens the page: a table wider than the screen scrolls inside its card.
    RaList: {
      styleOverrides: {
        root: { minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
      },
    },
  },
};
