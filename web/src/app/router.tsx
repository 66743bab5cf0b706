import type { RouteObject } from 'react-router-dom';
import { authRoutes } from '../features/users/routes';
import { classroomRoutes } from '../features/classrooms/routes';
import { dashboardRoutes } from '../features/dashboards/routes';
import { notebookRoutes } from '../features/notebook/routes';
import { placementRoutes } from '../features/placement/routes';
import { practiceRoutes } from '../features/practice/routes';
import { publicRoutes } from '../features/public/routes';
import { quizRoutes } from '../features/quizzes/routes';
import { reportRoutes } from '../features/reports/routes';
import { teamRoutes } from '../features/team/routes';
import { Layout } from './layout';
import { NotFoundScreen } from './not-found-screen';
import { SectionError } from './section-error';

/** A section of the app: its routes share an error boundary, so a failing screen leaves the rest working. */
const section = (name: string, children: RouteObject[]): RouteObject => ({
  errorElement: <SectionError section={name} />,
  children,
});

/** Every screen of the app, composed from the features' route lists under the layout (header and footer). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      section('the public pages', publicRoutes),
      section('your account', authRoutes),
      section('practice', practiceRoutes),
      section('the placement test', placementRoutes),
      section('the notebook', notebookRoutes),
      section('the dashboard', dashboardRoutes),
      section('classrooms', classroomRoutes),
      section('the teacher dashboard', reportRoutes),
      section('quizzes', quizRoutes),
      section('the team pages', teamRoutes),
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
