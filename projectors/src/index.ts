import type { AnyProjection } from './runtime';
import { abilityProjection } from './ability';
import {
  classroomQuestionsProjection,
  classroomGroupsProjection,
  classroomsProjection,
  followersProjection,
  removedStudentsProjection,
} from './classrooms';
import { dashboardsProjections } from './dashboards';
import { flagsProjection, reportedProjection } from './flags';
import { notebookProjection } from './notebook';
import {
  answerIndexProjection,
  levelWindowsProjection,
  practiceRoundsProjection,
  recentAnswersProjection,
} from './practice';
import { quizResultsProjection, quizzesProjection } from './quizzes';
import { classroomReportsProjection } from './reports';
import { bankStatsProjection, questionBankProjection } from './questions';
import { teamProjection } from './team';
import { usersProjection } from './users';

/**
 * Every read model of the product, in the order they are built: the projection registry that the API
 * (in process), the workers and the operators' CLI all run. A new read model is added here.
 */
export const projections: readonly AnyProjection[] = [
  usersProjection,
  questionBankProjection,
  bankStatsProjection,
  recentAnswersProjection,
  levelWindowsProjection,
  flagsProjection,
  reportedProjection,
  notebookProjection,
  ...dashboardsProjections,
  classroomsProjection,
  followersProjection,
  classroomQuestionsProjection,
  teamProjection,
  // Issue 26: classroom practice rounds, re-grading's index, teacher reports, quizzes.
  practiceRoundsProjection,
  answerIndexProjection,
  classroomReportsProjection,
  // Issue 38: learner groups inside a classroom.
  classroomGroupsProjection,
  removedStudentsProjection,
  quizzesProjection,
  quizResultsProjection,
  // Issue 29: item difficulty and learner ability, one sequence over the log (never partitioned).
  abilityProjection,
];
