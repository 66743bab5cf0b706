// First: the flags feature, which questions' routes import, reads these while it loads.
export { questionAttributeFilters } from './attribute-filters';
import { defineFeature } from '../../platform/feature';
import { adminQuestionRoutes } from './admin-routes';
import { importQuestionBankJob } from './jobs';
import { bankStatsProjection } from './bank-stats.projection';
import { questionBankProjection } from './question-bank.projection';
import { questionRoutes } from './routes';

/** The question bank: practice draws, the admin's Questions, and the generated bank's import. */
export const questions = defineFeature('questions', () => ({
  routes: [...questionRoutes, ...adminQuestionRoutes],
  projections: [questionBankProjection, bankStatsProjection],
  jobs: [importQuestionBankJob],
}));

export { ensureQuestionBank } from './seed-bank';
export { importBank } from './bank-import';
export { questionCommand } from './commands';
export { loadQuestion, publicQuestion } from './queries';
export { questionFilter } from './draw';
export type { QuestionDoc } from './question-bank.projection';
