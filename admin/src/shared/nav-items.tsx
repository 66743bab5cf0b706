import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Menu, MenuItem, Typography } from '@mui/material';
import { useBasename, useGetIdentity, useLogout } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** One entry of the bar: a learner-app page (a full page load), a console page (in place), or an action. */
export type NavEntry = { label: string; bold?: boolean } & (
  { href: string } | { to: string } | { onClick: () => void }
);
export interface NavGroup {
  id: string;
  title: string;
  entries: NavEntry[];
}

/**
 * SPEC §2 Navigation bar: About, Notebook, Dashboard, the Teacher Tools menu, the user menu titled with their name
 * and the Admin menu. Folded (a phone, where the console's side menu is hidden), the Admin group also leads to the
 * console's own pages.
 */
export function useNavModel(folded: boolean) {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const links: NavEntry[] = [
    { label: 'About', href: '/about' },
    { label: 'Notebook', href: '/notebook' },
    { label: 'Dashboard', href: '/dashboard' },
  ];
  const admin: NavEntry[] = [
    { label: 'Users', to: '/userlist' },
    { label: 'Questions', to: '/questionfilter' },
    { label: 'Team', to: '/teamlist' },
    { label: 'Flags', to: '/flags' },
  ];
  if (folded) admin.push({ label: 'Events', to: '/events' }, { label: 'Event catalogue', to: '/eventcatalogue' });
  const groups: NavGroup[] = [
    {
      id: 'teachertools',
      title: 'Teacher Tools',
      entries: [
        { label: 'Teacher Classrooms', href: '/myclassrooms' },
        { label: 'My Questions', href: '/myquestions' },
      ],
    },
    {
      id: 'username',
      title: identity?.fullName ?? '',
      entries: [
        { label: 'Profile', href: '/profile' },
        { label: 'Classrooms', href: '/studentclassrooms' },
        { label: 'Logout', onClick: () => logout(), bold: true },
      ],
    },
    { id: 'adminmenu', title: 'Admin', entries: admin },
  ];
  return { links, groups };
}

/** Where an entry leads, as props of a MUI Button or MenuItem. */
function useEntryProps() {
  const basename = useBasename();
  return (entry: NavEntry) => {
    if ('href' in entry) return { component: 'a', href: entry.href } as const;
    if ('to' in entry) return { component: RouterLink, to: `${basename}${entry.to}` } as const;
    return { onClick: entry.onClick } as const;
  };
}

const barButton = { fontWeight: 500, whiteSpace: 'nowrap', color: 'inherit' } as const;

/** A plain entry of the bar (About, Notebook, Dashboard). */
export function NavLink({ entry }: { entry: NavEntry }) {
  const props = useEntryProps()(entry);
  return (
    <Button {...props} sx={barButton}>
      {entry.label}
    </Button>
  );
}

/** A menu button of the bar: opens its entries below it; Escape or choosing one closes it. */
export function NavMenu({ group }: { group: NavGroup }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const entryProps = useEntryProps();
  return (
    <Box id={group.id} component="span">
      <Button
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={barButton}
      >
        {group.title}
        <Box component="span" aria-hidden sx={{ ml: 0.5, fontSize: '0.8em' }}>
          ▾
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        onClick={() => setAnchor(null)}
      >
        {group.entries.map((entry) => (
          <MenuItem key={entry.label} {...entryProps(entry)} sx={entry.bold ? { fontWeight: 700 } : undefined}>
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

/** A group laid out flat in the folded panel: its title, then its entries, as the learner app does on a phone. */
export function NavSection({ group, children }: { group: NavGroup; children?: ReactNode }) {
  const entryProps = useEntryProps();
  const titleId = useId();
  return (
    <Box id={group.id} role="group" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} variant="overline" sx={{ px: 1, mt: 1, lineHeight: 2 }}>
        {group.title}
      </Typography>
      {group.entries.map((entry) => (
        <Button
          key={entry.label}
          {...entryProps(entry)}
          sx={{ ...barButton, justifyContent: 'flex-start', fontWeight: entry.bold ? 700 : 500 }}
        >
          {entry.label}
        </Button>
      ))}
      {children}
    </Box>
  );
}
