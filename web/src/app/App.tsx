import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider, Loader } from '../shared';
import { Layout } from './Layout';
import { withPreloading } from './preload-routes';
import { featureRoutes } from './routes';

const router = createBrowserRouter([
  // Shown while the first screen's chunk loads when a visitor opens a page other than the landing page.
  { element: <Layout />, hydrateFallbackElement: <Loader />, children: withPreloading(featureRoutes) },
]);

export function App() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
