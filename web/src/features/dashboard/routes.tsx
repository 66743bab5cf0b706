import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../../shared';
import { DashboardScreen } from './DashboardScreen';

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
