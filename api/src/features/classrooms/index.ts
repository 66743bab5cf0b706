import type { Feature } from '../../platform/feature';
import { classroomRoutes } from './routes';
import { followerRoutes } from './follower-routes';
import { classroomQuestionRoutes } from './question-routes';
import { classroomFigureRoutes } from './figure-routes';
import { classroomBankRoutes } from './bank-routes';
import { classroomGroupRoutes } from './group-routes';

/** Classrooms: teachers' classrooms, their students, their question lists and practice, and their figures. */
export const classrooms: Feature = {
  name: 'classrooms',
  routes: [
    ...classroomRoutes,
    ...followerRoutes,
    ...classroomQuestionRoutes,
    ...classroomFigureRoutes,
    ...classroomBankRoutes,
    ...classroomGroupRoutes,
  ],
};
