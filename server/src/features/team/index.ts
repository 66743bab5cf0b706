import { defineFeature } from '../../platform/feature';
import { adminTeamRoutes } from './admin-routes';
import { teamProjection } from './team.projection';
import { teamRoutes } from './routes';
import { uploadRoutes } from './upload-routes';

/** The team directory: public pages, the admin's Team, and image uploads for it. */
export const team = defineFeature('team', () => ({
  routes: [...teamRoutes, ...adminTeamRoutes, ...uploadRoutes],
  projections: [teamProjection],
}));
