import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';

/** The language picker and main practice (SPEC §2). */
export const practiceRoutes: RouteObject[] = [
  lazyRoute(
    paths.start.path,
    () => import('./components/start-screen'),
    (m) => m.StartScreen,
  ),
  lazyRoute(
    paths.practice.path,
    () => import('./components/practice-screen'),
    (m) => m.PracticeScreen,
  ),
];
