import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './auth';

/** Screens for signed-in users: a visitor is sent to /login and comes back after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { userInfo } = useAuth();
  const location = useLocation();
  if (!userInfo) {
    const back = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <>{children}</>;
}

/** Screens for admins only: a visitor signs in first; a signed-in learner goes back to the home page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { userInfo } = useAuth();
  if (userInfo && !userInfo.isAdmin) return <Navigate to="/" replace />;
  return <RequireAuth>{children}</RequireAuth>;
}
