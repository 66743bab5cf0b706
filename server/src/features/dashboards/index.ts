import { defineFeature } from '../../platform/feature';
import { dashboardsProjection } from './dashboards.projection';
import { dashboardRoutes } from './routes';

/** The learner's dashboards: figures precomputed per learner and scope, never aggregated per request. */
export const dashboards = defineFeature({
  name: 'dashboards',
  routes: dashboardRoutes,
  projections: [dashboardsProjection],
});

export { classroomFigures, classroomSummary } from './queries';
export { answerCount, donut, questionCount } from './figures';
