import { z } from 'zod';
import { blankQuestion, levelSchema, newId, questionTypes, targetLanguageSchema, textTypes } from '@lebe/domain';
import type { Filter } from '@lebe/store';
import type { QuestionDoc } from './question-bank.projection';
import { route, type AnyRoute } from '../../platform/http/route';
import { keyword, pageNumber } from '@lebe/domain';
import { HttpError } from '../../platform/http/errors';
import { drawQuestion } from './draw';
import { questionEditBody } from '@lebe/domain';
import { loadQuestion, publicQuestion, questionCommand } from './commands';

const idParam = z.object({ id: z.string().min(1).max(64) });
export const pageSize = 20;
const blankToUndefined = (v: unknown) => (v === '' || v === 'all' ? undefined : v);

/** The admin filter's query (SPEC §7 Questions). Blank or "all" means no filter. */
export const questionFilterQuery = z.object({
  keyword,
  pageNumber,
  level: z.preprocess(blankToUndefined, levelSchema.optional()),
  userLanguage: z.preprocess(blankToUndefined, z.string().max(50).optional()),
  targetLanguage: z.preprocess(blankToUndefined, targetLanguageSchema.optional()),
  textType: z.preprocess(blankToUndefined, z.enum(textTypes).optional()),
  questionType: z.preprocess(blankToUndefined, z.enum(questionTypes).optional()),
  isFlagged: z.preprocess(blankToUndefined, z.enum(['flagged', 'unflagged', 'true', 'false']).optional()),
});

export function questionFilter(q: z.infer<typeof questionFilterQuery>): Filter {
  const where: Filter = {};
  for (const key of ['level', 'userLanguage', 'targetLanguage', 'textType', 'questionType'] as const)
    if (q[key] !== undefined) where[key] = q[key];
  if (q.isFlagged) where.isFlagged = q.isFlagged === 'flagged' || q.isFlagged === 'true';
  return where;
}

export const questionRoutes: AnyRoute[] = [
  route({
    method: 'get',
    path: '/api/questions',
    access: 'public',
    // A level of 0 or blank (the client's "none yet") starts at 1; a language may come capitalised ("French").
    query: z.object({
      level: z.preprocess((v) => (v === '' || v === '0' ? undefined : v), levelSchema.default(1)),
      targetLanguage: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined),
        targetLanguageSchema.default('english'),
      ),
      userLanguage: z.string().max(50).optional(),
    }),
    async handler({ query, user, deps }) {
      const question = await drawQuestion(deps, query, user?._id ?? null);
      if (!question) throw new HttpError(404, 'No questions found for this language and level');
      return publicQuestion(question);
    },
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
  /**
   * SPEC §7 shows this call with a token only (the learner's Flag button): a learner marks the question
   * flagged, which takes it out of practice until an admin looks; only admins toggle it back.
   */
  route({
    method: 'put',
    path: '/api/questions/flag/:id',
    access: 'user',
    params: idParam,
    async handler({ params, user, meta, deps }) {
      await loadQuestion(deps, params.id);
      await questionCommand(deps, params.id, { type: user.isAdmin ? 'ToggleFlag' : 'Flag' }, meta);
      return publicQuestion(await loadQuestion(deps, params.id));
    },
  }),
  route({
    method: 'post',
    path: '/api/questions',
    access: 'admin',
    status: 201,
    async handler({ meta, deps }) {
      const id = newId();
      await questionCommand(
        deps,
        id,
        { type: 'Create', questionId: id, fields: blankQuestion, origin: 'admin', owner: null },
        meta,
      );
      return publicQuestion(await loadQuestion(deps, id));
    },
  }),
  route({
    method: 'get',
    path: '/api/questions/:id',
    access: 'public',
    params: idParam,
    handler: async ({ params, deps }) => publicQuestion(await loadQuestion(deps, params.id)),
  }),
  route({
    method: 'put',
    path: '/api/questions/:id',
    access: 'admin',
    params: idParam,
    body: questionEditBody,
    async handler({ params, body, meta, deps }) {
      const { _id, user: _user, ...fields } = body;
      if (_id && _id !== params.id) throw new HttpError(400, 'The body _id does not match the route');
      await questionCommand(deps, params.id, { type: 'Edit', fields }, meta);
      return publicQuestion(await loadQuestion(deps, params.id));
    },
  }),
  route({
    method: 'delete',
    path: '/api/questions/:id',
    access: 'admin',
    params: idParam,
    async handler({ params, meta, deps }) {
      await questionCommand(deps, params.id, { type: 'Delete' }, meta);
      return { message: 'Question removed' };
    },
  }),
];
