import { defineJob } from '../../platform/jobs/jobs';
import { fitDifficultyPrior, type PriorFitResult } from './fit-prior';

/**
 * The nightly fit of the difficulty prior (issue 29), in process or on a worker. A job waits for no read
 * model: what it records is read by the difficulty read model when it gets there.
 */
export const fitPriorJob = defineJob<{ requestedBy?: string }, PriorFitResult>(
  'ability:fit-prior',
  (data, { events, read }) =>
    fitDifficultyPrior(
      { events, read, freshness: { awaitPosition: async () => true } },
      { actor: data.requestedBy ?? null, correlationId: `fit-prior-${new Date().toISOString()}`, now: new Date() },
    ),
);
