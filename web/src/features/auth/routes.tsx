import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../../shared';
import { LoginScreen } from './LoginScreen';
import { ProfileScreen } from './ProfileScreen';
import { RegisterScreen } from './RegisterScreen';

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
