import type { RouteObject } from 'react-router-dom';
import { lazyScreen, RequireAuth } from '../../shared';

// Each screen is its own chunk, loaded when its route opens.
const DashboardScreen = lazyScreen(() => import('./DashboardScreen'), 'DashboardScreen');

export const dashboardRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    element: (
      <RequireAuth>
        <DashboardScreen />
      </RequireAuth>
    ),
  },
];
