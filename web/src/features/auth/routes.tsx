import type { RouteObject } from 'react-router-dom';
import { lazyScreen, RequireAuth } from '../../shared';

const LoginScreen = lazyScreen(() => import('./LoginScreen'), 'LoginScreen');
const RegisterScreen = lazyScreen(() => import('./RegisterScreen'), 'RegisterScreen');
const ProfileScreen = lazyScreen(() => import('./ProfileScreen'), 'ProfileScreen');

export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/register', element: <RegisterScreen /> },
  {
    path: '/profile',
    element: (
      <RequireAuth>
        <ProfileScreen />
      </RequireAuth>
    ),
  },
];
