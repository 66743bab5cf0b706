import {
  badRequest,
  blankQuestion,
  idParams,
  newId,
  missing,
  practiceQuery,
  questionEditBody,
  questionFilterQuery,
} from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { route, type AnyRoute } from '../../platform/http/route';
import { recentAnswers } from '../practice';
import { reportedBy } from '../flags';
import { questionCommand } from './commands';
import { drawQuestion, questionFilter } from './draw';
import { loadQuestion, publicQuestion, publicQuestionBytes } from './queries';
import type { QuestionDoc } from './question-bank.projection';
import { bankStats } from './stats';

const pageSize = 20;
const nothingAvoided: ReadonlySet<string> = new Set();

/** What a learner's draw avoids: the questions they answered lately and those they reported. */
async function avoidedBy(deps: AppDeps, learner: string): Promise<ReadonlySet<string>> {
  const [recent, reported] = await Promise.all([recentAnswers(deps, learner), reportedBy(deps, learner)]);
  return new Set([...recent, ...reported]);
}

export const questionRoutes: AnyRoute[] = [
  route({
    method: 'get',
    path: '/api/questions',
    access: 'public',
    query: practiceQuery,
    async handler({ query, user, deps }) {
      const question = await drawQuestion(deps, query, user ? await avoidedBy(deps, user._id) : nothingAvoided);
      if (!question) throw missing('No questions found for this language and level');
      return publicQuestionBytes(question);
    },
  }),
  route({
    method: 'get',
    path: '/api/questions/stats',
    access: 'public',
    handler: ({ deps }) => bankStats(deps),
  }),
  route({
    method: 'get',
    path: '/api/questions/filter',
    access: 'admin',
    query: questionFilterQuery,
    async handler({ query, deps }) {
      const page = await deps.read.find<QuestionDoc>('questions', {
        where: questionFilter(query),
        keyword: query.keyword,
        page: query.pageNumber,
        pageSize,
        sort: [['createdAt', 'desc']],
      });
      return { questions: page.items.map(publicQuestion), page: page.page, pages: page.pages };
    },
  }),
  route({
    method: 'post',
    path: '/api/questions',
    access: 'admin',
    status: 201,
    async handler({ meta, deps }) {
      const id = newId();
      const command = { type: 'Create', questionId: id, fields: blankQuestion, origin: 'admin', owner: null } as const;
      await questionCommand(deps, id, command, meta);
      return publicQuestion(await loadQuestion(deps, id));
    },
  }),
  route({
    method: 'get',
    path: '/api/questions/:id',
    access: 'public',
    params: idParams,
    handler: async ({ params, deps }) => publicQuestion(await loadQuestion(deps, params.id)),
  }),
  route({
    method: 'put',
    path: '/api/questions/:id',
    access: 'admin',
    params: idParams,
    body: questionEditBody,
    async handler({ params, body, meta, deps }) {
      const { _id, user: _user, ...fields } = body;
      if (_id && _id !== params.id) throw badRequest('The body _id does not match the route');
      await questionCommand(deps, params.id, { type: 'Edit', fields }, meta);
      return publicQuestion(await loadQuestion(deps, params.id));
    },
  }),
  route({
    method: 'delete',
    path: '/api/questions/:id',
    access: 'admin',
    params: idParams,
    async handler({ params, meta, deps }) {
      await questionCommand(deps, params.id, { type: 'Delete' }, meta);
      return { message: 'Question removed' };
    },
  }),
];
