import type { Feature } from '../../platform/feature';
import { reportRoutes } from './routes';

/** Reports: a classroom teacher's figures over a period (issue 26), from read models kept per answer. */
export const reports: Feature = { name: 'reports', routes: reportRoutes };
