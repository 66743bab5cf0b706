import type { Feature } from '../../platform/feature';
import { teamRoutes } from './routes';
import { adminTeamRoutes } from './admin-routes';
import { uploadRoutes } from './upload-routes';

/** The team directory: public pages, the admin's Team, and image uploads for it. */
export const team: Feature = { name: 'team', routes: [...teamRoutes, ...adminTeamRoutes, ...uploadRoutes] };
