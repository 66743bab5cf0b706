import { defineFeature } from '../../platform/feature';
import { adminFlagRoutes } from './admin-routes';
import { flagsProjection, reportedProjection } from './flags.projection';
import { flagRoutes } from './routes';

/** Flags: learners' reports of questions, and the admin's Flags. */
export const flags = defineFeature('flags', () => ({
  routes: [...flagRoutes, ...adminFlagRoutes],
  projections: [flagsProjection, reportedProjection],
}));

export { reportedBy, openFlagQuestions } from './queries';
