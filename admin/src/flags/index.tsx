import { Navigate, Route, useParams } from 'react-router-dom';
import { listUrl, specRoutes } from '../shared/spec-routes';
import { FlagEdit } from './flag-edit';
import { FlagList } from './flag-list';

/** The list at /admin/flags; react-admin mounts the edit at /admin/flags/{id}/* (so /admin/flags/{id}/edit). */
export const flagViews = { list: FlagList, edit: FlagEdit };

/** /admin/flags/module/{id}: the flags raised on one question. */
function QuestionFlags() {
  const { id } = useParams();
  return <Navigate to={listUrl('flags', { filter: { question: id } })} replace />;
}

/** SPEC §2: /admin/flags's page, search and module paths. */
export const flagRoutes = [
  ...specRoutes('flags'),
  <Route key="/flags/module" path="/flags/module/:id" element={<QuestionFlags />} />,
];
