import type { ComponentType } from 'react';
import {
  EditButton,
  useBasename,
  useRecordContext,
  useResourceContext,
  type EditButtonProps,
  type Identifier,
} from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';

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
 * The console's URL of a resource list, opened on a keyword, a page or other filters. The query always says the
 * page and filter, so the list shows exactly these and not the ones it remembered from an earlier visit.
 */
export function listUrl(resource: string, { keyword, page, filter = {} }: ListTarget = {}) {
  const params = new URLSearchParams();
  const q = keyword?.trim(); // SPEC §5: blank after trimming means no search
  const all = { ...filter, ...(q ? { q } : {}) };
  params.set('filter', JSON.stringify(all));
  params.set('page', String(Math.max(1, Number(page) || 1)));
  return `/admin/${resource}?${params.toString()}`;
}
interface ListTarget {
  keyword?: string;
  page?: string;
  filter?: Record<string, unknown>;
}

function ToList({ resource }: { resource: string }) {
  const { keyword, page } = useParams();
  return <Navigate to={listUrl(resource, { keyword, page })} replace />;
}

/**
 * The spec's page and search paths of a list (SPEC §2: `<list>/page/{n}`, `<list>/search/{keyword}`,
 * `<list>/search/{keyword}/page/{n}`), leading to the list at its own path with that page and keyword. For
 * CustomRoutes; react-admin ranks these above the resource's own `<list>/:id/*`.
 */
export function specRoutes(resource: string) {
  const toList = <ToList resource={resource} />;
  return [
    <Route key={`${resource}/p`} path={`/${resource}/page/:page`} element={toList} />,
    <Route key={`${resource}/s`} path={`/${resource}/search/:keyword`} element={toList} />,
    <Route key={`${resource}/sp`} path={`/${resource}/search/:keyword/page/:page`} element={toList} />,
  ];
}
