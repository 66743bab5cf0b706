import type { Feature } from '../../platform/feature';
import { flagRoutes } from './routes';
import { adminFlagRoutes } from './admin-routes';

/** Flags: learners' reports of questions, and the admin's Flags. */
export const flags: Feature = { name: 'flags', routes: [...flagRoutes, ...adminFlagRoutes] };
