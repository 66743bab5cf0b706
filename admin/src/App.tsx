import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { AdminLayout } from './shared/layout';
import { UserEdit, UserList } from './users/users';
import { questionRoutes, questionViews } from './questions';
import { flagRoutes, flagViews } from './flags';
import { teamRoutes, teamViews } from './team';
import { eventRoutes, eventViews } from './events';

function UserEditRedirect() {
  const { id } = useParams();
  return <Navigate to={`/admin/users/${id}`} replace />;
}

/** The admin console at /admin. The spec's paths (/admin/userlist, ...) lead to the resources. */
export function App() {
  // react-admin defaults to a hash router; the console lives at real paths under /admin instead.
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<Console />} />
      </Routes>
    </BrowserRouter>
  );
}

function Console() {
  return (
    <Admin
      basename="/admin"
      title="Lëbe Admin"
      disableTelemetry
      layout={AdminLayout}
      dataProvider={dataProvider}
      authProvider={authProvider}
      requireAuth
    >
      {/* One line per resource; its spec paths go in CustomRoutes below. */}
      <Resource name="users" list={UserList} edit={UserEdit} options={{ label: 'Users' }} />
      <Resource name="questions" {...questionViews} options={{ label: 'Questions' }} />
      <Resource name="flags" {...flagViews} options={{ label: 'Flags' }} />
      <Resource name="team" {...teamViews} options={{ label: 'Team' }} />
      <Resource name="events" {...eventViews} options={{ label: 'Events' }} />
      <CustomRoutes>
        <Route path="/userlist" element={<Navigate to="/admin/users" replace />} />
        <Route path="/user/:id/edit" element={<UserEditRedirect />} />
        {questionRoutes}
        {flagRoutes}
        {teamRoutes}
        {eventRoutes}
      </CustomRoutes>
    </Admin>
  );
}
