import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../../components/ui/require-auth';
import { paths } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';

/** The notebook: its list (with search and page variants), an entry's edit screen, and its practice (SPEC §2). */
export const notebookRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      ...paths.notebook.patterns.map((path) =>
        lazyRoute(
          path,
          () => import('./components/notebook-list-screen'),
          (m) => m.NotebookListScreen,
        ),
      ),
      lazyRoute(
        paths.notebookPractice.path,
        () => import('./components/notebook-practice-screen'),
        (m) => m.NotebookPracticeScreen,
      ),
      lazyRoute(
        paths.notebookEdit.path,
        () => import('./components/notebook-edit-screen'),
        (m) => m.NotebookEditScreen,
      ),
    ],
  },
];
