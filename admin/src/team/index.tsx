import { Navigate, Route, useParams } from 'react-router-dom';
import { specRoutes } from '../shared/spec-routes';
import { TeamEdit, TeamList } from './team';

export const teamViews = { list: TeamList, edit: TeamEdit };

function ToEdit() {
  const { id } = useParams();
  return <Navigate to={`/admin/team/${id}`} replace />;
}

/** SPEC §2: /admin/teamlist (with page and search paths) and /admin/team/{id}/edit lead to the Team resource. */
export const teamRoutes = [
  ...specRoutes('/teamlist', 'team'),
  <Route key="/team/e" path="/team/:id/edit" element={<ToEdit />} />,
];
