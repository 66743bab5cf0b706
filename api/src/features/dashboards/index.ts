import type { Feature } from '../../platform/feature';
import { dashboardRoutes } from './routes';

/** The learner's dashboards: figures precomputed per learner and scope (projectors/dashboards). */
export const dashboards: Feature = { name: 'dashboards', routes: [...dashboardRoutes] };
