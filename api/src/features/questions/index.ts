import type { Feature } from '../../platform/feature';
import { questionRoutes } from './routes';
import { adminQuestionRoutes } from './admin-routes';

/** The question bank: practice draws, the admin's Questions, and the generated bank's import (src/jobs.ts). */
export const questions: Feature = { name: 'questions', routes: [...questionRoutes, ...adminQuestionRoutes] };
