import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import './public.css';

// Split from the landing page's bundle: a visitor loads these only when they open one.
const pages = () => import('./pages');
const lazyPage = (name: keyof Awaited<ReturnType<typeof pages>>) =>
  lazy(() => pages().then((m) => ({ default: m[name] })));
const Languages = lazy(() => import('./LanguagesScreen').then((m) => ({ default: m.LanguagesScreen })));
const About = lazyPage('AboutScreen');
const Mission = lazyPage('MissionScreen');
const Future = lazyPage('FutureScreen');
const Careers = lazyPage('CareersScreen');
const PersonalPage = lazyPage('PersonalPageScreen');
const Levels = lazyPage('LevelsScreen');
const Research = lazyPage('ResearchScreen');
const DashboardSample = lazyPage('DashboardSampleScreen');

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
