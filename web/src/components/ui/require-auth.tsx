import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';

/**
 * Screens for signed-in users: a visitor is sent to /login and comes back after signing in. As a layout
 * route it guards every route under it (its Outlet).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { userInfo } = useAuth();
  const location = useLocation();
  if (!userInfo) return <Navigate to={paths.login.href(location.pathname + location.search)} replace />;
  return <>{children ?? <Outlet />}</>;
}
