import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, InputBase, Link, Menu, MenuItem } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, useBasename, useGetIdentity, useLogout, useStore } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

/**
 * The product's navigation bar on every console page (SPEC §2 Navigation bar): About, Notebook, Dashboard, Teacher
 * Tools, the user menu, the Admin menu and the question search box. Pages of the learner app are plain links (a
 * full page load into that app); the console's own pages navigate in place.
 */
export function SiteAppBar() {
  return (
    <AppBar userMenu={false} toolbar={<SiteNav />}>
      <Link href="/" color="inherit" underline="none" sx={{ fontWeight: 700, fontSize: '1.25rem', mr: 2 }}>
        Lëbe
      </Link>
      <TitlePortal />
    </AppBar>
  );
}

/** SPEC §2, §5: the query goes to /admin/questionfilter/search/{query}; blank after trimming shows every question. */
function AdminSearchBox() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const basename = useBasename();
  const [, setListParams] = useStore('questionfilter.listParams');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = query.trim();
    if (keyword) return navigate(`${basename}/questionfilter/search/${encodeURIComponent(keyword)}`);
    setListParams(undefined); // the list forgets an earlier search
    navigate(`${basename}/questionfilter`);
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
        sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 1, px: 1, width: { xs: 140, md: 200 } }}
      />
      <Button type="submit" color="inherit" variant="outlined" size="small" sx={{ textTransform: 'none' }}>
        Search
      </Button>
    </Box>
  );
}

/** A menu button of the bar: opens its items below it; Escape or choosing an item closes it. */
function NavMenu({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <Box id={id} component="span">
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {title}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        onClick={() => setAnchor(null)}
      >
        {children}
      </Menu>
    </Box>
  );
}

const appLink = (href: string, label: string) => (
  <Button color="inherit" href={href} sx={{ textTransform: 'none' }}>
    {label}
  </Button>
);

function SiteNav() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const basename = useBasename();
  const consoleItem = (path: string, label: string) => (
    <MenuItem component={RouterLink} to={`${basename}${path}`}>
      {label}
    </MenuItem>
  );
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
      <AdminSearchBox />
      {appLink('/about', 'About')}
      {appLink('/notebook', 'Notebook')}
      {appLink('/dashboard', 'Dashboard')}
      <NavMenu id="teachertools" title="Teacher Tools">
        <MenuItem component="a" href="/myclassrooms">
          Teacher Classrooms
        </MenuItem>
        <MenuItem component="a" href="/myquestions">
          My Questions
        </MenuItem>
      </NavMenu>
      <NavMenu id="username" title={identity?.fullName ?? ''}>
        <MenuItem component="a" href="/profile">
          Profile
        </MenuItem>
        <MenuItem component="a" href="/studentclassrooms">
          Classrooms
        </MenuItem>
        <MenuItem onClick={() => logout()} sx={{ fontWeight: 700 }}>
          Logout
        </MenuItem>
      </NavMenu>
      <NavMenu id="adminmenu" title="Admin">
        {consoleItem('/userlist', 'Users')}
        {consoleItem('/questionfilter', 'Questions')}
        {consoleItem('/teamlist', 'Team')}
        {consoleItem('/flags', 'Flags')}
      </NavMenu>
      <LoadingIndicator />
    </Box>
  );
}
