import { streamId } from '@lebe/domain';
import { partitioned } from '../runtime';
import { dashboardsProjection } from './dashboards.projection';

// The learner's dashboards: figures precomputed per learner and scope, never aggregated per request.
export * from './dashboards.projection';
export * from './figures';
export * from './queries';
export * from './tally';

/**
 * How many partitions the dashboards read model is split into, by learner (DASHBOARD_PARTITIONS, default
 * 1): each has its own checkpoint, so that many projector workers build it side by side. Every process
 * of one deployment must use the same number; changing it rebuilds the read model.
 */
const partitions = Math.max(1, Number(process.env.DASHBOARD_PARTITIONS) || 1);

export const dashboardsProjections = partitioned(dashboardsProjection, partitions, (event) =>
  streamId(event.streamName),
);
