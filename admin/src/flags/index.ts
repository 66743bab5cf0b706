import { Route } from 'react-router-dom';
import { pathListElement } from '../shared/path-list';
import { specRoutes } from '../shared/spec-routes';
import { FlagEdit } from './flag-edit';
import { FlagList } from './flag-list';

/** The list at /admin/flags; react-admin mounts the edit at /admin/flags/{id}/* (so /admin/flags/{id}/edit). */
export const flagViews = { list: FlagList, edit: FlagEdit };

/** SPEC §2: /admin/flags's page and search paths, and /admin/flags/module/{id}: the flags raised on one question. */
export const flagRoutes = [
  ...specRoutes('flags', FlagList),
  <Route key="/flags/module" path="/flags/module/:question" element={pathListElement('flags', FlagList)} />,
];
