import { streamId } from '@lebe/domain';
import { defineFeature } from '../../platform/feature';
import { partitioned } from '../../platform/projections/partition';
import { dashboardsProjection } from './dashboards.projection';
import { dashboardRoutes } from './routes';

/**
 * How many partitions the dashboards read model is split into, by learner (DASHBOARD_PARTITIONS, default
 * 1): each has its own checkpoint, so that many projector workers build it side by side. Every process
 * of one deployment must use the same number; changing it rebuilds the read model.
 */
const partitions = Math.max(1, Number(process.env.DASHBOARD_PARTITIONS) || 1);

/** The learner's dashboards: figures precomputed per learner and scope, never aggregated per request. */
export const dashboards = defineFeature('dashboards', () => ({
  routes: dashboardRoutes,
  projections: partitioned(dashboardsProjection, partitions, (event) => streamId(event.streamName)),
}));

export { classroomFigures, classroomSummary } from './queries';
export { answerCount, donut, questionCount } from './figures';
