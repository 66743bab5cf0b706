import type { AnyProjection } from './platform/projections/projection';
import { usersProjection } from './features/users/users.projection';
import { questionBankProjection } from './features/questions/question-bank.projection';
import { recentAnswersProjection } from './features/practice/recent-answers.projection';
import { flagsProjection } from './features/flags/flags.projection';
import { notebookProjection } from './features/notebook/notebook.projection';
import { dashboardsProjection } from './features/dashboards/dashboards.projection';
import { classroomsProjection } from './features/classrooms/classrooms.projection';
import { followersProjection } from './features/classrooms/followers.projection';
import { classroomQuestionsProjection } from './features/classrooms/classroom-questions.projection';
import { teamProjection } from './features/team/team.projection';

/** Every read model of the product, in the order they are built. */
export const productProjections: AnyProjection[] = [
  usersProjection,
  questionBankProjection,
  recentAnswersProjection,
  flagsProjection,
  notebookProjection,
  dashboardsProjection,
  classroomsProjection,
  followersProjection,
  classroomQuestionsProjection,
  teamProjection,
];
