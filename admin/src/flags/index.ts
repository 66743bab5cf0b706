import { lazy } from 'react';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import { listRoute, specListView, specRoutes } from '../shared/spec-routes';

// Loaded when first shown: the console's first screen carries only the list it opens on.
const FlagList = lazy(() => import('./flag-list').then((m) => ({ default: m.FlagList })));
const FlagEdit = lazy(() => import('./flag-edit').then((m) => ({ default: m.FlagEdit })));

/**
 * SPEC §2: /admin/flags with its page and search paths, /admin/flags/module/{id} (the flags raised on one
 * question) and the edit at /admin/flags/{id}/edit (react-admin's own /admin/flags/{id}/*).
 */
export default {
  name: 'flags',
  icon: FlagIcon,
  options: { label: 'Flags' },
  list: specListView('flags', FlagList),
  edit: FlagEdit,
  routes: [...specRoutes('flags', FlagList), listRoute('/flags/module/:question', 'flags', FlagList)],
};
