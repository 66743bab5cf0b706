import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { specRoutes } from '../shared/spec-routes';
import { TeamEdit, TeamList } from './team';

export const teamViews = { list: TeamList, edit: TeamEdit };

/** SPEC §2: /admin/teamlist (with page and search paths), and a member's edit screen at /admin/team/{id}/edit. */
export const teamRoutes = [
  ...specRoutes('teamlist', TeamList),
  <Route
    key="/team/e"
    path="/team/:id/edit"
    element={
      <ResourceContextProvider value="teamlist">
        <TeamEdit />
      </ResourceContextProvider>
    }
  />,
];
