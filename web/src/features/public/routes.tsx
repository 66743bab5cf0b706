import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';
import { LandingScreen } from './components/landing-screen';
import './public.css';

// The landing page is in the first download; the other pages load when a visitor opens one.
const pages = () => import('./components/pages');
const page = (path: string, pick: (m: Awaited<ReturnType<typeof pages>>) => ComponentType) =>
  lazyRoute(path, pages, pick);

/** The landing page, the languages' live figures and the static pages (SPEC §2 Public routes). */
export const publicRoutes: RouteObject[] = [
  { path: paths.home.path, element: <LandingScreen /> },
  lazyRoute(
    paths.languages.path,
    () => import('./components/languages-screen'),
    (m) => m.LanguagesScreen,
  ),
  page(paths.about.path, (m) => m.AboutScreen),
  page(paths.mission.path, (m) => m.MissionScreen),
  page(paths.future.path, (m) => m.FutureScreen),
  page(paths.careers.path, (m) => m.CareersScreen),
  page(paths.personalPage.path, (m) => m.PersonalPageScreen),
  page(paths.levels.path, (m) => m.LevelsScreen),
  page(paths.research.path, (m) => m.ResearchScreen),
  page(paths.dashboardSample.path, (m) => m.DashboardSampleScreen),
];
