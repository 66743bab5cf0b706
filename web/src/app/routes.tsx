import type { RouteObject } from 'react-router-dom';
import { authRoutes } from '../features/auth/routes';
import { classroomRoutes } from '../features/classrooms/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { notebookRoutes } from '../features/notebook/routes';
import { practiceRoutes } from '../features/practice/routes';
import { publicRoutes } from '../features/public/routes';
import { teamRoutes } from '../features/team/routes';
import { NotFoundScreen } from './NotFoundScreen';

/** Every screen of the app. Each feature exports its route list; add yours here with one line. */
export const featureRoutes: RouteObject[] = [
  ...authRoutes,
  ...classroomRoutes,
  ...dashboardRoutes,
  ...notebookRoutes,
  ...practiceRoutes,
  ...publicRoutes,
  ...teamRoutes,
  { path: '*', element: <NotFoundScreen /> },
];
