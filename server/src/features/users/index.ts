import { defineFeature } from '../../platform/feature';
import { adminUserRoutes } from './admin-routes';
import { userRoutes } from './routes';
import { usersProjection } from './users.projection';

/** Accounts: registration, sign-in, profile, levels, and the admin's Users. */
export const users = defineFeature('users', () => ({
  routes: [...userRoutes, ...adminUserRoutes],
  projections: [usersProjection],
}));

export { seedAdmin, seededAdminName } from './seed-admin';
export { userCommand } from './commands';
export { loadUser, publicUser } from './queries';
export type { UserDoc } from './users.projection';
