import type { Feature } from '../../platform/feature';
import { abilityRoutes } from './routes';

/** Ability (issue 29): the difficulty prior's fit, on an admin's request (and nightly: see jobs.ts). */
export const ability: Feature = {
  name: 'ability',
  routes: [...abilityRoutes],
};
