import type { Feature } from '../../platform/feature';
import { eventRoutes } from './routes';

/** Analysts: the event log browsed by admins (the console's Events), exported and replayed (npm run events). */
export const analysts: Feature = { name: 'analysts', routes: [...eventRoutes] };
