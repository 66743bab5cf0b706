import type { AuthProvider } from 'react-admin';
import { clearSession, toLogin, userInfo } from './session';

/** Admins only: anyone else goes to the learner app's /login (a separate page, a full load). */
export const authProvider: AuthProvider = {
  login: async () => toLogin(),
  // Only an admin's own Logout ends the session; react-admin also calls this after a refused check,
  // where a visitor or learner is already on the way to /login with their session intact.
  logout: async () => {
    if (!userInfo()?.isAdmin) return false;
    clearSession();
    window.location.assign('/login');
    return false;
  },
  checkAuth: async () => {
    if (!userInfo()?.isAdmin) {
      toLogin();
      // Keep a learner's session for the learner app, and let the page load above do the redirect.
      throw { logoutUser: false, redirectTo: false, message: false };
    }
  },
  checkError: async (error: { status?: number; message?: string }) => {
    if (error?.message === 'Not authorized, token failed') {
      clearSession();
      window.location.assign('/login');
      throw error;
    }
    if (error?.status === 401 || error?.status === 403) {
      toLogin();
      throw error;
    }
  },
  getIdentity: async () => {
    const user = userInfo();
    if (!user) throw new Error('Not signed in');
    return { id: user._id, fullName: user.name };
  },
  getPermissions: async () => (userInfo()?.isAdmin ? 'admin' : 'none'),
};
