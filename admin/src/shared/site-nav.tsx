import { useId, useState, type FormEvent } from 'react';
import {
  AppBar,
  Box,
  Button,
  CircularProgress,
  IconButton,
  InputBase,
  Link,
  Popover,
  Toolbar,
  useMediaQuery,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useBasename, useLoading, useRefresh } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { NavLink, NavMenu, NavSection, useNavModel } from './nav-items';
import { mobileQuery } from './use-mobile';

/**
 * The product's navigation bar on every console page (SPEC §2 Navigation bar), looking as the learner app's does:
 * the brand with its Beta label, then the search box, links and menus. The page's own title is its heading in the
 * content, so the bar stays on one line at 1280 px; narrower, its items fold behind one button, as the learner
 * app's do on a phone.
 */
export function SiteAppBar() {
  return (
    <AppBar position="static" component="header">
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56, px: { xs: 1, sm: 2 } }}>
        <Link
          href="/"
          color="inherit"
          underline="none"
          sx={{ fontWeight: 800, fontSize: '1.35rem', display: 'flex', alignItems: 'center', gap: 1, mr: 'auto' }}
        >
          Lëbe
          <Box
            component="span"
            sx={{
              fontSize: '0.7rem',
              fontWeight: 700,
              textTransform: 'uppercase',
              bgcolor: '#ffb020',
              color: '#1b2a5e',
              borderRadius: 999,
              px: 1,
              py: '1px',
            }}
          >
            Beta
          </Box>
        </Link>
        <SiteNav />
        <Reload />
      </Toolbar>
    </AppBar>
  );
}

/** Reloads the page's data (react-admin's refresh), and turns while any of it loads. */
function Reload() {
  const loading = useLoading();
  const refresh = useRefresh();
  return (
    <IconButton color="inherit" aria-label="Refresh" title="Refresh" onClick={() => refresh()}>
      {loading ? <CircularProgress color="inherit" size={20} thickness={5} /> : <RefreshIcon />}
    </IconButton>
  );
}

/** Below this width the bar's items do not fit on one line beside the brand. */
const foldedQuery = '(max-width:1100px)';
/** On a phone the console's menu is not shown beside the content, so the folded panel leads to its pages. */
const phoneQuery = mobileQuery;

/** SPEC §2, §5: the query goes to /admin/questionfilter/search/{query}; blank after trimming shows every question. */
function AdminSearchBox() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const basename = useBasename();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = query.trim();
    navigate(`${basename}/questionfilter${keyword ? `/search/${encodeURIComponent(keyword)}` : ''}`);
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 0.5, mr: 1 }}>
      <InputBase
        type="search"
        name="q"
        placeholder="Search questions..."
        inputProps={{ 'aria-label': 'Search questions' }}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 1, px: 1, flex: 1, minWidth: 0 }}
      />
      <Button
        type="submit"
        variant="outlined"
        size="small"
        sx={{ color: '#fff', borderColor: 'rgba(255, 255, 255, 0.7)', '&:hover': { borderColor: '#fff' } }}
      >
        Search
      </Button>
    </Box>
  );
}

/** The folded bar: one button opening a panel with the search box, the links and each menu laid out flat. */
function FoldedNav() {
  const phone = useMediaQuery(phoneQuery, { noSsr: true });
  const { links, groups } = useNavModel(phone);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  // A console page chosen in the panel closes it (the learner app's pages load anew anyway).
  const { pathname } = useLocation();
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setAnchor(null);
  }
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Toggle navigation"
        aria-expanded={!!anchor}
        aria-controls={anchor ? panelId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Popover
        id={panelId}
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Navigation',
            sx: {
              width: 320,
              maxWidth: 'calc(100vw - 16px)',
              p: 1.5,
              display: 'flex',
              flexDirection: 'column',
              background: 'linear-gradient(160deg, #1b2a5e, #2f5bea)',
              color: '#fff',
              '& > a': { justifyContent: 'flex-start' },
            },
          } as object,
        }}
      >
        <AdminSearchBox />
        {links.map((entry) => (
          <NavLink key={entry.label} entry={entry} />
        ))}
        {groups.map((group) => (
          <NavSection key={group.id} group={group} />
        ))}
      </Popover>
    </>
  );
}

function WideNav() {
  const { links, groups } = useNavModel(false);
  return (
    <>
      <AdminSearchBox />
      {links.map((entry) => (
        <NavLink key={entry.label} entry={entry} />
      ))}
      {groups.map((group) => (
        <NavMenu key={group.id} group={group} />
      ))}
    </>
  );
}

function SiteNav() {
  const folded = useMediaQuery(foldedQuery, { noSsr: true });
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {folded ? <FoldedNav /> : <WideNav />}
    </Box>
  );
}
