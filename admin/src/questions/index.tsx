import { specRoutes } from '../shared/spec-routes';
import { QuestionEdit } from './question-edit';
import { QuestionList } from './question-list';

export const questionViews = { list: QuestionList, edit: QuestionEdit };

/** SPEC §2: /admin/questionfilter and its page, search and edit paths (the learner app's search box goes here). */
export const questionRoutes = specRoutes('/questionfilter', 'questions');
