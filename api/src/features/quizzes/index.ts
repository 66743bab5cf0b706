import type { Feature } from '../../platform/feature';
import { quizRoutes } from './routes';

/** Quizzes: a teacher's quizzes for a classroom, drawn from the bank or chosen, assigned, reported (issue 26). */
export const quizzes: Feature = { name: 'quizzes', routes: quizRoutes };
