import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../../shared';
import { NotebookEditScreen } from './NotebookEditScreen';
import { NotebookListScreen } from './NotebookListScreen';
import { NotebookModuleScreen } from './NotebookModuleScreen';

const signedIn = (screen: ReactNode) => <RequireAuth>{screen}</RequireAuth>;

export const notebookRoutes: RouteObject[] = [
  ...['/notebook', '/notebook/page/:n', '/notebook/search/:keyword', '/notebook/search/:keyword/page/:n'].map(
    (path) => ({ path, element: signedIn(<NotebookListScreen />) }),
  ),
  { path: '/notebook/module', element: signedIn(<NotebookModuleScreen />) },
  { path: '/notebook/:id/edit', element: signedIn(<NotebookEditScreen />) },
];
