import type { ComponentType } from 'react';
import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import { useBasename, useResourceDefinitions } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

/** The paths under each page of the menu, so it stays marked on the page's edit screens too (/user/{id}/edit). */
const sections: Record<string, string[]> = {
  userlist: ['/userlist', '/user/'],
  questionfilter: ['/questionfilter'],
  teamlist: ['/teamlist', '/team/'],
  flags: ['/flags'],
  events: ['/events', '/streams/'],
  eventcatalogue: ['/eventcatalogue'],
};

/**
 * The console's own pages, beside the content on a screen wider than a phone: the resources (as react-admin
 * knows them, with their icons), then the event catalogue. The current one is marked for sight and for screen
 * readers (aria-current).
 */
export function ConsoleMenu() {
  const resources = useResourceDefinitions();
  const basename = useBasename();
  const { pathname } = useLocation();
  const here = pathname.slice(basename.length);
  const items: { name: string; label: string; icon?: ComponentType }[] = [
    ...Object.values(resources).map((r) => ({ name: r.name, label: String(r.options?.label ?? r.name), icon: r.icon })),
    { name: 'eventcatalogue', label: 'Event catalogue', icon: MenuBookIcon },
  ];
  return (
    <Box component="nav" aria-label="Console" sx={{ width: 220, flex: 'none', pt: 1 }}>
      <List dense disablePadding>
        {items.map(({ name, label, icon: Icon }) => {
          const current = (sections[name] ?? [`/${name}`]).some(
            (p) => here === p || here.startsWith(`${p}/`) || (p.endsWith('/') && here.startsWith(p)),
          );
          return (
            <ListItem key={name} disablePadding>
              <ListItemButton
                component={Link}
                to={`${basename}/${name}`}
                aria-current={current ? 'page' : undefined}
                sx={{
                  borderLeft: '3px solid transparent',
                  py: 1,
                  ...(current && { borderLeftColor: 'primary.main', color: 'primary.main', fontWeight: 600 }),
                }}
              >
                {Icon && (
                  <ListItemIcon sx={{ minWidth: 40, color: current ? 'primary.main' : 'text.secondary' }}>
                    <Icon />
                  </ListItemIcon>
                )}
                <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: current ? 600 : 400 } } }} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
