import type { RouteObject } from 'react-router-dom';
import { LandingScreen } from './LandingScreen';
import { PracticeScreen } from './PracticeScreen';
import { StartScreen } from './StartScreen';
import './practice.css';

export const practiceRoutes: RouteObject[] = [
  { path: '/', element: <LandingScreen /> },
  { path: '/start', element: <StartScreen /> },
  { path: '/lebemodule', element: <PracticeScreen /> },
];
