import type { AnyRoute } from './http/route';
import type { AnyJob } from './jobs/jobs';
import type { AnyProjection } from './projections/projection';

/**
 * One feature of the server, as its folder's `index.ts` exports it: its HTTP routes, the read models it
 * keeps, and its background jobs. The app's route list, the projection registry and the job list are
 * derived from the one list of features (src/features.ts), never written out by hand.
 */
export interface Feature {
  name: string;
  routes: readonly AnyRoute[];
  projections?: readonly AnyProjection[];
  jobs?: readonly AnyJob[];
}

export const defineFeature = (feature: Feature): Feature => feature;
