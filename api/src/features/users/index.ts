import type { Feature } from '../../platform/feature';
import { userRoutes } from './routes';
import { adminUserRoutes } from './admin-routes';

/** Accounts: registration, sign-in, profile, levels, and the admin's Users. */
export const users: Feature = { name: 'users', routes: [...userRoutes, ...adminUserRoutes] };

export { seedAdmin } from './seed-admin';
