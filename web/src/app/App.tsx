import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../shared';
import { Layout } from './Layout';
import { featureRoutes } from './routes';

const router = createBrowserRouter([{ element: <Layout />, children: featureRoutes }]);

export function App() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
