import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shared';
import { LandingScreen } from './LandingScreen';
import './practice.css';

// Each screen is its own chunk, loaded when its route opens.
const PracticeScreen = lazyScreen(() => import('./PracticeScreen'), 'PracticeScreen');
const StartScreen = lazyScreen(() => import('./StartScreen'), 'StartScreen');

export const practiceRoutes: RouteObject[] = [
  { path: '/', element: <LandingScreen /> },
  { path: '/start', element: <StartScreen /> },
  { path: '/lebemodule', element: <PracticeScreen /> },
];
