import { defineFeature } from '../../platform/feature';
import { levelWindowsProjection } from './level-windows.projection';
import { recentAnswersProjection } from './recent-answers.projection';
import { practiceRoutes } from './routes';

/** Practice: recording answers (graded by the server), what a learner answered last, and the evidence levels rise on. */
export const practice = defineFeature('practice', () => ({
  routes: practiceRoutes,
  projections: [recentAnswersProjection, levelWindowsProjection],
}));

export { recentAnswers, levelWindows } from './queries';
export type { LevelScope } from './level-windows.projection';
