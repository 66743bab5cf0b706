import type { ComponentType } from 'react';
import {
  EditButton,
  useBasename,
  useRecordContext,
  useResourceContext,
  type EditButtonProps,
  type Identifier,
} from 'react-admin';
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

/** A Datagrid rowClick (or ReferenceField link) that opens the record at its spec edit path. */
export function useEditRowClick() {
  const editPath = useEditPath();
  return (id: Identifier, resource: string) => editPath(resource, id);
}

// react-admin's EditButton passes extra props to its link after its own `to`: this one leads to the spec's path.
const EditButtonTo = EditButton as unknown as ComponentType<EditButtonProps & { to: string }>;

/** react-admin's Edit button, leading to the record's spec edit path. */
export function SpecEditButton(props: EditButtonProps) {
  const record = useRecordContext(props);
  const resource = useResourceContext(props);
  const editPath = useEditPath();
  if (!record || !resource) return null;
  return <EditButtonTo {...props} to={editPath(resource, record.id)} />;
}

/**
 * The spec's page and search paths of a list (SPEC §2: `<list>/page/{n}`, `<list>/search/{keyword}`,
 * `<list>/search/{keyword}/page/{n}`), showing the list at that path. For CustomRoutes; react-admin ranks these
 * above the resource's own `<list>/:id/*`.
 */
export function specRoutes(resource: string, list: ComponentType<PathListProps>) {
  const element = pathListElement(resource, list);
  return [
    <Route key={`${resource}/p`} path={`/${resource}/page/:page`} element={element} />,
    <Route key={`${resource}/s`} path={`/${resource}/search/:keyword`} element={element} />,
    <Route key={`${resource}/sp`} path={`/${resource}/search/:keyword/page/:page`} element={element} />,
  ];
}
