import type { Feature } from '../../platform/feature';
import { myQuestionRoutes } from './routes';

/** My questions: the questions a teacher writes for their classrooms (never in the practice bank). */
export const myQuestions: Feature = { name: 'my-questions', routes: [...myQuestionRoutes] };
