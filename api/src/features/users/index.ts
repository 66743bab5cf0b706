import type { Feature } from '../../platform/feature';
import { userRoutes } from './routes';
import { adminUserRoutes } from './admin-routes';
import { passwordResetRoutes } from './password-reset';

/** Accounts: registration, sign-in, profile, password reset, levels, and the admin's Users. */
export const users: Feature = { name: 'users', routes: [...userRoutes, ...passwordResetRoutes, ...adminUserRoutes] };

export { seedAdmin } from './seed-admin';
