import type { Feature } from '../../platform/feature';
import { placementRoutes } from './routes';

/** The placement test: adaptive questions for a learner new to a language, which set the level practice starts at. */
export const placement: Feature = { name: 'placement', routes: [...placementRoutes] };
