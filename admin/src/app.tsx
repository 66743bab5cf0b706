import { Admin, CustomRoutes, Resource, ResourceContextProvider, memoryStore } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './shared/i18n';
import { AdminLayout } from './shared/layout';
import { UserEdit, UserList } from './users/users';
import { questionRoutes, questionViews } from './questions';
import { flagRoutes, flagViews } from './flags';
import { teamRoutes, teamViews } from './team';
import { eventRoutes, eventViews } from './events';

/** The admin console at /admin, at the spec's paths (SPEC §2 Admin routes). */
export function App() {
  // react-admin defaults to a hash router; the console lives at real paths under /admin instead. Navigations are
  // not transitions: a list at a spec path (/admin/questionfilter/page/2) must show each new path as it comes, and
  // a navigation made inside a transition was never committed while the list refetched.
  return (
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path="/admin/*" element={<Console />} />
      </Routes>
    </BrowserRouter>
  );
}

// Lists remember their filters while the console is open, not across page loads: the learner app's search box
// (a page load of /admin/questionfilter) and a typed address show the list as their URL says.
const store = memoryStore();

function Console() {
  return (
    <Admin
      basename="/admin"
      title="Lëbe Admin"
      disableTelemetry
      layout={AdminLayout}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      requireAuth
    >
      {/* Each resource is named after its spec list path; its other spec paths are in CustomRoutes below. */}
      <Resource name="userlist" list={UserList} options={{ label: 'Users' }} />
      <Resource name="questionfilter" {...questionViews} options={{ label: 'Questions' }} />
      <Resource name="teamlist" list={teamViews.list} options={{ label: 'Team' }} />
      <Resource name="flags" {...flagViews} options={{ label: 'Flags' }} />
      <Resource name="events" {...eventViews} options={{ label: 'Events' }} />
      <CustomRoutes>
        <Route
          path="/user/:id/edit"
          element={
            <ResourceContextProvider value="userlist">
              <UserEdit />
            </ResourceContextProvider>
          }
        />
        {questionRoutes}
        {flagRoutes}
        {teamRoutes}
        {eventRoutes}
      </CustomRoutes>
    </Admin>
  );
}
