import { lazy } from 'react';
import TeamIcon from '@mui/icons-material/BadgeOutlined';
import { editRoute, specListView, specRoutes } from '../shared/spec-routes';

// Loaded when first shown: the console's first screen carries only the list it opens on.
const TeamList = lazy(() => import('./team-list').then((m) => ({ default: m.TeamList })));
const TeamEdit = lazy(() => import('./team-edit').then((m) => ({ default: m.TeamEdit })));
const TeamCreate = lazy(() => import('./team-create').then((m) => ({ default: m.TeamCreate })));

/** SPEC §2: /admin/teamlist (with page and search paths), and a member's edit screen at /admin/team/{id}/edit. */
export default {
  name: 'teamlist',
  icon: TeamIcon,
  options: { label: 'Team' },
  list: specListView('teamlist', TeamList),
  create: TeamCreate,
  routes: [...specRoutes('teamlist', TeamList), editRoute('/team/:id/edit', 'teamlist', TeamEdit)],
};
