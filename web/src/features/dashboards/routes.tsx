import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../../components/ui/require-auth';
import { paths } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';

export const dashboardRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      lazyRoute(
        paths.dashboard.path,
        () => import('./components/dashboard-screen'),
        (m) => m.DashboardScreen,
      ),
    ],
  },
];
