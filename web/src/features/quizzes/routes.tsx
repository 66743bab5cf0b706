import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../../components/ui/require-auth';
import { paths } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';
import './quizzes.css';

const screens = () => import('./components/screens');
const screen = (path: string, pick: (m: Awaited<ReturnType<typeof screens>>) => ComponentType) =>
  lazyRoute(path, screens, pick);

/** The quiz generator and a quiz's report (issue 26, item 4); students take quizzes on their classroom's pages. */
export const quizRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      screen(paths.quizGenerator.path, (m) => m.QuizGeneratorScreen),
      screen(paths.quizReport.path, (m) => m.QuizReportScreen),
    ],
  },
];
