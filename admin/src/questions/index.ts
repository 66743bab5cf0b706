import { specRoutes } from '../shared/spec-routes';
import { QuestionEdit } from './question-edit';
import { QuestionList } from './question-list';

/** The list at /admin/questionfilter; react-admin mounts the edit at /admin/questionfilter/{id}/* (so .../edit). */
export const questionViews = { list: QuestionList, edit: QuestionEdit };

/** SPEC §2: /admin/questionfilter's page and search paths (the learner app's search box goes here). */
export const questionRoutes = specRoutes('questionfilter', QuestionList);
