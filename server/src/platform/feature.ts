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

/**
 * Declares a feature whose parts are read when the list of features is built, not when its index.ts is
 * evaluated: features use one another (through their index.ts), and a module entered from inside a
 * feature (a bench, a test) must not find a neighbour half-initialised.
 */
export function defineFeature(name: string, parts: () => Omit<Feature, 'name'>): () => Feature {
  return () => ({ name, ...parts() });
}
