import { defineFeature } from '../../platform/feature';
import { myQuestionRoutes } from './routes';

/** My questions: the questions a teacher writes for their classrooms (never in the practice bank). */
export const myQuestions = defineFeature('my-questions', () => ({ routes: myQuestionRoutes }));

export { ownQuestions } from './queries';
