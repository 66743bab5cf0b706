import { Navigate, Route, useParams } from 'react-router-dom';

/** The console's URL of a resource list, opened on a keyword, a page or other filters. */
export function listUrl(resource: string, { keyword, page, filter = {} }: ListTarget = {}) {
  const params = new URLSearchParams();
  const q = keyword?.trim(); // SPEC §5: blank after trimming means no search
  const all = { ...filter, ...(q ? { q } : {}) };
  if (Object.keys(all).length) params.set('filter', JSON.stringify(all));
  if (page && Number(page) > 1) params.set('page', page);
  const query = params.toString();
  return `/admin/${resource}${query ? `?${query}` : ''}`;
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

function ToEdit({ resource }: { resource: string }) {
  const { id } = useParams();
  return <Navigate to={`/admin/${resource}/${id}`} replace />;
}

/**
 * The spec's list paths (SPEC §2: `<path>`, `/page/{n}`, `/search/{keyword}`, `/search/{keyword}/page/{n}`)
 * and `<path>/{id}/edit`, leading to a react-admin resource. For CustomRoutes.
 */
export function specRoutes(path: string, resource: string, { list = true } = {}) {
  const toList = <ToList resource={resource} />;
  return [
    ...(list ? [<Route key={path} path={path} element={toList} />] : []),
    <Route key={`${path}/p`} path={`${path}/page/:page`} element={toList} />,
    <Route key={`${path}/s`} path={`${path}/search/:keyword`} element={toList} />,
    <Route key={`${path}/sp`} path={`${path}/search/:keyword/page/:page`} element={toList} />,
    <Route key={`${path}/e`} path={`${path}/:id/edit`} element={<ToEdit resource={resource} />} />,
  ];
}
