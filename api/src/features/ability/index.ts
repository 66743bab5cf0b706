import type { Feature } from '../../platform/feature';
import { fitPriorJob } from './jobs';
import { abilityRoutes } from './routes';

/** Ability (issue 29): the difficulty prior's fit, nightly and on an admin's request. */
export const ability: Feature = {
  name: 'ability',
  routes: [...abilityRoutes],
  daily: [{ id: 'ability-fit-prior', job: fitPriorJob, data: {}, hourUtc: 2 }],
};
