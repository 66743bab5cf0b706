import { defineFeature } from '../../platform/feature';
import { classroomQuestionsProjection } from './classroom-questions.projection';
import { classroomsProjection } from './classrooms.projection';
import { classroomFigureRoutes } from './figure-routes';
import { followerRoutes } from './follower-routes';
import { followersProjection } from './followers.projection';
import { classroomQuestionRoutes } from './question-routes';
import { classroomRoutes } from './routes';

/** Classrooms: teachers' classrooms, their students, their question lists and practice, and their figures. */
export const classrooms = defineFeature('classrooms', () => ({
  routes: [...classroomRoutes, ...followerRoutes, ...classroomQuestionRoutes, ...classroomFigureRoutes],
  projections: [classroomsProjection, followersProjection, classroomQuestionsProjection],
}));

export { memberOf } from './commands';
export { classroomHoldsQuestion, mayPractiseQuestion } from './questions';
