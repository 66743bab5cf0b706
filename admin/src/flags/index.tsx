import { Navigate, Route, useParams } from 'react-router-dom';
import { listUrl, specRoutes } from '../shared/spec-routes';
import { FlagEdit } from './flag-edit';
import { FlagList } from './flag-list';

export const flagViews = { list: FlagList, edit: FlagEdit };

/** /admin/flags/module/{id}: the flags raised on one question. */
function QuestionFlags() {
  const { id } = useParams();
  return <Navigate to={listUrl('flags', { filter: { question: id } })} replace />;
}

/** SPEC §2: /admin/flags is the resource itself; its page, search, edit and module paths lead to it. */
export const flagRoutes = [
  ...specRoutes('/flags', 'flags', { list: false }),
  <Route key="/flags/module" path="/flags/module/:id" element={<QuestionFlags />} />,
];
