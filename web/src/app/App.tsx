import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider, Loader } from '../shared';
import { Layout } from './Layout';
import { withPreloading } from './preload-routes';
import { featureRoutes } from './routes';

const router = createBrowserRouter([{ element: <Layout />, children: withPreloading(featureRoutes, <Loader />) }]);

export function App() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
