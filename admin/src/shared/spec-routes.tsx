import type { ComponentType } from 'react';
import { ResourceContextProvider, useBasename, type Identifier } from 'react-admin';
import { Route } from 'react-router-dom';
import { pathListElement, type PathListProps } from './path-list';

/**
 * The console's resources are named after the spec's list paths (SPEC §2: /admin/userlist, /admin/questionfilter,
 * /admin/teamlist, /admin/flags), so react-admin's list URLs are the spec's. Their edit screens sit where the spec
 * puts them, which for users and team members is outside the list's path.
 */
const editPaths: Record<string, (id: string) => string> = {
  userlist: (id) => `/user/${id}/edit`,
  teamlist: (id) => `/team/${id}/edit`,
  questionfilter: (id) => `/questionfilter/${id}/edit`,
  flags: (id) => `/flags/${id}/edit`,
};

/** The spec's edit path of a record, under the console's basename. */
export function useEditPath() {
  const basename = useBasename();
  return (resource: string, id: Identifier) => {
    const path = editPaths[resource] ?? ((i: string) => `/${resource}/${i}`);
    return `${basename}${path(encodeURIComponent(String(id)))}`;
  };
}

/**
 * A list at its own path and the spec's page and search paths (SPEC §2: `<list>`, `<list>/page/{n}`,
 * `<list>/search/{keyword}`, `<list>/search/{keyword}/page/{n}`). For CustomRoutes, which react-admin ranks above
 * the resource's own `<list>/*`; one element for all of them, so moving between them keeps the list mounted.
 */
export function specRoutes(resource: string, list: ComponentType<PathListProps>) {
  const element = pathListElement(resource, list);
  return [
    <Route key={`${resource}/l`} path={`/${resource}`} element={element} />,
    <Route key={`${resource}/p`} path={`/${resource}/page/:page`} element={element} />,
    <Route key={`${resource}/s`} path={`/${resource}/search/:keyword`} element={element} />,
    <Route key={`${resource}/sp`} path={`/${resource}/search/:keyword/page/:page`} element={element} />,
  ];
}

/** The list element of a resource's own route, the same as its spec paths show. */
export function specListView(resource: string, list: ComponentType<PathListProps>) {
  const element = pathListElement(resource, list);
  return function SpecListView() {
    return element;
  };
}

/** An edit screen at a spec path outside its list's path (/admin/user/{id}/edit, /admin/team/{id}/edit). */
export function editRoute(path: string, resource: string, Edit: ComponentType) {
  return (
    <Route
      key={path}
      path={path}
      element={
        <ResourceContextProvider value={resource}>
          <Edit />
        </ResourceContextProvider>
      }
    />
  );
}

/** A list at one more spec path (/admin/flags/module/{id}), the same element as its other paths show. */
export function listRoute(path: string, resource: string, list: ComponentType<PathListProps>) {
  return <Route key={path} path={path} element={pathListElement(resource, list)} />;
}

/** A console page that is not a resource's list or edit (the event catalogue, a stream's history). */
export function pageRoute(path: string, Page: ComponentType) {
  return <Route key={path} path={path} element={<Page />} />;
}
