import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../../components/ui/require-auth';
import { paths } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';
import './reports.css';

const screens = () => import('./components/screens');
const screen = (path: string, pick: (m: Awaited<ReturnType<typeof screens>>) => ComponentType) =>
  lazyRoute(path, screens, pick);

/** The teacher dashboard: a classroom's reports over a period, and one student's page (issue 26, item 3). */
export const reportRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      screen(paths.teacherDashboard.path, (m) => m.TeacherDashboardScreen),
      screen(paths.studentReport.path, (m) => m.StudentReportScreen),
    ],
  },
];
