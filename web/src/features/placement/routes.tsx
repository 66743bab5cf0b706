import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../../components/ui/require-auth';
import { paths } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';

/** The placement test of a language (issue 29): signed-in learners only, as it sets their level. */
export const placementRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      lazyRoute(
        paths.placement.path,
        () => import('./components/placement-screen'),
        (m) => m.PlacementScreen,
      ),
    ],
  },
];
