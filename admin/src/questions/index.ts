import { lazy } from 'react';
import QuestionIcon from '@mui/icons-material/QuizOutlined';
import { specListView, specRoutes } from '../shared/spec-routes';

// Loaded when first shown: the console's first screen carries only the list it opens on.
const QuestionList = lazy(() => import('./question-list').then((m) => ({ default: m.QuestionList })));
const QuestionEdit = lazy(() => import('./question-edit').then((m) => ({ default: m.QuestionEdit })));
const QuestionCreate = lazy(() => import('./question-create').then((m) => ({ default: m.QuestionCreate })));

/**
 * SPEC §2: the question bank at /admin/questionfilter with its page and search paths (the learner app's search
 * box goes there); react-admin mounts the edit at /admin/questionfilter/{id}/* (so .../edit).
 */
export default {
  name: 'questionfilter',
  icon: QuestionIcon,
  options: { label: 'Questions' },
  list: specListView('questionfilter', QuestionList),
  edit: QuestionEdit,
  create: QuestionCreate,
  routes: specRoutes('questionfilter', QuestionList),
};
