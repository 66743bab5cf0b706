import type { Feature } from '../../platform/feature';
import { practiceRoutes } from './routes';

/** Practice: recording answers, graded by the server. */
export const practice: Feature = { name: 'practice', routes: [...practiceRoutes] };
