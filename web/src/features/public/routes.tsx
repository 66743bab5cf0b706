import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shared';
import './public.css';

// Split from the landing page's bundle: a visitor loads these only when they open one.
const pages = () => import('./pages');
const Languages = lazyScreen(() => import('./LanguagesScreen'), 'LanguagesScreen');
const About = lazyScreen(pages, 'AboutScreen');
const Mission = lazyScreen(pages, 'MissionScreen');
const Future = lazyScreen(pages, 'FutureScreen');
const Careers = lazyScreen(pages, 'CareersScreen');
const PersonalPage = lazyScreen(pages, 'PersonalPageScreen');
const Levels = lazyScreen(pages, 'LevelsScreen');
const Research = lazyScreen(pages, 'ResearchScreen');
const DashboardSample = lazyScreen(pages, 'DashboardSampleScreen');

export const publicRoutes: RouteObject[] = [
  { path: '/languages', element: <Languages /> },
  { path: '/about', element: <About /> },
  { path: '/mission', element: <Mission /> },
  { path: '/future', element: <Future /> },
  { path: '/careers', element: <Careers /> },
  { path: '/personalpage', element: <PersonalPage /> },
  { path: '/levels', element: <Levels /> },
  { path: '/research', element: <Research /> },
  { path: '/dashboardsample', element: <DashboardSample /> },
];
