import type { AnyProjection } from './projection';
import { usersProjection } from './users/users.projection';
import { questionBankProjection } from './questions/question-bank.projection';
import { recentAnswersProjection } from './answers/recent-answers.projection';
import { flagsProjection } from './flags/flags.projection';
import { notebookProjection } from './notebook/notebook.projection';
import { dashboardsProjection } from './dashboards/dashboards.projection';
import { classroomsProjection } from './classrooms/classrooms.projection';
import { followersProjection } from './classrooms/followers.projection';
import { classroomQuestionsProjection } from './classrooms/classroom-questions.projection';
import { teamProjection } from './team/team.projection';

/** Every read model of the product, in the order they are built. Features add theirs here. */
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
