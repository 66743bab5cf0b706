import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../lib/auth';
import { routes } from './router';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
