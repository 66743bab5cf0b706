import { lazy } from 'react';
import UserIcon from '@mui/icons-material/PeopleOutlined';
import { editRoute, specListView, specRoutes } from '../shared/spec-routes';

// Loaded when first shown: the console's first screen carries only the list it opens on.
const UserList = lazy(() => import('./user-list').then((m) => ({ default: m.UserList })));
const UserEdit = lazy(() => import('./user-edit').then((m) => ({ default: m.UserEdit })));

/** SPEC §2: /admin/userlist (with page and search paths), and a user's edit screen at /admin/user/{id}/edit. */
export default {
  name: 'userlist',
  icon: UserIcon,
  options: { label: 'Users' },
  list: specListView('userlist', UserList),
  routes: [...specRoutes('userlist', UserList), editRoute('/user/:id/edit', 'userlist', UserEdit)],
};
