import { route, type AnyRoute } from '../../platform/http/route';
import { fitDifficultyPrior } from './fit-prior';

/**
 * POST /api/admin/ability/prior: an admin fits the difficulty prior now (it is also fitted every night),
 * answered with what was fitted; nothing is recorded when the fit is the prior already in effect.
 */
export const abilityRoutes: AnyRoute[] = [
  route({
    method: 'post',
    path: '/api/admin/ability/prior',
    access: 'admin',
    handler: ({ meta, deps }) => fitDifficultyPrior(deps, meta),
  }),
];
