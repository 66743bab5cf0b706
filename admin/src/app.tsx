import { lazy } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, CustomRoutes, LoadingPage, Notification, Resource, memoryStore } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { queryClient } from './providers/query-client';
import { ErrorPage } from './shared/error-page';
import { i18nProvider } from './shared/i18n';
import { AdminLayout } from './shared/layout';
import { theme } from './shared/theme';
import users from './users';
import questions from './questions';
import team from './team';
import flags from './flags';
import events from './events';

/** The console's resources, each named after its spec list path, in the order of the Admin menu (SPEC §2). */
const resources = [users, questions, team, flags, events];

// A resource whose page at the loaded address needs data first asks for it now, before the first render.
for (const resource of resources) if ('early' in resource) resource.early(window.location.pathname);

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

const NotFound = lazy(() => import('./shared/not-found').then((m) => ({ default: m.NotFound })));

/**
 * react-admin's <Admin>, from the parts the console uses: <Admin> also brings its login page, dark theme and
 * stock not-found page into the first download, and the console has none of them (admins sign in on the
 * learner app's /login).
 */
function Console() {
  return (
    <AdminContext
      basename="/admin"
      theme={theme}
      darkTheme={null}
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="Lëbe Admin"
          disableTelemetry
          requireAuth
          layout={AdminLayout}
          loading={LoadingPage}
          error={ErrorPage}
          catchAll={NotFound}
        >
          {resources.map(({ routes: _routes, ...resource }) => (
            <Resource key={resource.name} {...withoutEarly(resource)} />
          ))}
          {/* The spec's other paths of each resource: page and search paths, edit screens outside the list's path. */}
          <CustomRoutes>{resources.flatMap((r) => r.routes)}</CustomRoutes>
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}

/** A resource's props for react-admin's <Resource>, without the console's own start hook. */
function withoutEarly<R extends object>(resource: R): Omit<R, 'early'> {
  const { early: _early, ...rest } = resource as R & { early?: unknown };
  return rest;
}
