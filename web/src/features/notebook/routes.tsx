import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyScreen, RequireAuth } from '../../shared';

// Each screen is its own chunk, loaded when its route opens.
const NotebookEditScreen = lazyScreen(() => import('./NotebookEditScreen'), 'NotebookEditScreen');
const NotebookListScreen = lazyScreen(() => import('./NotebookListScreen'), 'NotebookListScreen');
const NotebookModuleScreen = lazyScreen(() => import('./NotebookModuleScreen'), 'NotebookModuleScreen');

const signedIn = (screen: ReactNode) => <RequireAuth>{screen}</RequireAuth>;

export const notebookRoutes: RouteObject[] = [
  ...['/notebook', '/notebook/page/:n', '/notebook/search/:keyword', '/notebook/search/:keyword/page/:n'].map(
    (path) => ({ path, element: signedIn(<NotebookListScreen />) }),
  ),
  { path: '/notebook/module', element: signedIn(<NotebookModuleScreen />) },
  { path: '/notebook/:id/edit', element: signedIn(<NotebookEditScreen />) },
];
