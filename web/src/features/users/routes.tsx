import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../../components/ui/require-auth';
import { paths } from '../../config/paths';
import { lazyRoute } from '../../lib/lazy-route';

/** Sign in, registration, the profile (SPEC §2) and the password reset. */
export const authRoutes: RouteObject[] = [
  lazyRoute(
    paths.login.path,
    () => import('./components/login-screen'),
    (m) => m.LoginScreen,
  ),
  lazyRoute(
    paths.register.path,
    () => import('./components/register-screen'),
    (m) => m.RegisterScreen,
  ),
  lazyRoute(
    paths.forgotPassword.path,
    () => import('./components/forgot-password-screen'),
    (m) => m.ForgotPasswordScreen,
  ),
  lazyRoute(
    paths.resetPassword.path,
    () => import('./components/reset-password-screen'),
    (m) => m.ResetPasswordScreen,
  ),
  {
    element: <RequireAuth />,
    children: [
      lazyRoute(
        paths.profile.path,
        () => import('./components/profile-screen'),
        (m) => m.ProfileScreen,
      ),
    ],
  },
];
