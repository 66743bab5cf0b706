import { z } from 'zod';
import {
  adminQuestionBody,
  adminQuestionCreateBody,
  idParams,
  simpleRestQuery,
  type AdminQuestionRecord,
} from '@lebe/domain';
import type { Filter } from '@lebe/store';
import type { AppDeps } from '../../platform/deps';
import { route, type AnyRoute } from '../../platform/http/route';
import { filterOf, parseJson, sendList, toFindQuery } from '../../platform/http/simple-rest';
import { questionAttributeFilters } from '../../platform/http/question-attribute-filters';
import { openFlagQuestions } from '@lebe/projectors/flags';
import { difficultiesOf } from '@lebe/projectors/ability';
import { publicQuestion, questionFromLog, questionsCollection, type QuestionDoc } from '@lebe/projectors/questions';
import { createQuestion, deleteQuestion, editQuestion } from './commands';

/** The Questions resource of the admin console, in the ra-data-simple-rest convention. */
const record = (doc: QuestionDoc): AdminQuestionRecord => ({
  id: doc._id,
  ...publicQuestion(doc),
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
  version: doc.version,
});

const flagValues = z.enum(['flagged', 'unflagged', 'save']);
/** Filters whose values are all indexed fields of the question bank (see question-bank.projection.ts). */
const filters = {
  ...questionAttributeFilters,
  isFlagged: filterOf('isFlagged', z.boolean(), (isFlagged) => ({ isFlagged })),
};

/**
 * SPEC §3's filter flag values: flagged, unflagged, and `save` ("Saved for Later"): the questions learners
 * flagged whose flags still wait for an admin's decision, read from the open flags (they are few).
 */
async function flagFilter(deps: AppDeps, value: z.infer<typeof flagValues>): Promise<Filter> {
  if (value !== 'save') return { isFlagged: value === 'flagged' };
  return { _id: { in: await openFlagQuestions(deps.read) } };
}

/** The `flag` filter needs a lookup, so it is taken out of the filter before the rest is parsed. */
function splitFlag(filter: string | undefined) {
  const parsed = parseJson(z.record(z.string().max(50), z.unknown()), filter, 'filter') ?? {};
  const { flag, ...others } = parsed;
  const value = flag === undefined || flag === '' ? undefined : flagValues.safeParse(flag);
  if (value && !value.success) throw filterOf('flag', flagValues, () => ({}))(flag);
  return { flag: value?.data, filter: filter === undefined ? undefined : JSON.stringify(others) };
}

export const adminQuestionRoutes: AnyRoute[] = [
  route({
    method: 'get',
    path: '/api/admin/questions',
    access: 'admin',
    query: simpleRestQuery,
    async handler({ query, ctx, deps }) {
      const { flag, filter } = splitFlag(query.filter);
      const find = toFindQuery(
        { ...query, filter },
        {
          sortable: ['_id', 'createdAt', 'level', 'questionType', 'textType', 'userLanguage', 'targetLanguage'],
          filters,
          defaultSort: ['createdAt', 'desc'],
        },
      );
      if (flag) find.where = { ...find.where, ...(await flagFilter(deps, flag)) };
      const list = { resource: 'questions', collection: questionsCollection, find };
      await sendList(ctx, deps.read, list, (docs: QuestionDoc[]) => docs.map(record));
    },
  }),
  route({
    method: 'get',
    path: '/api/admin/questions/:id',
    access: 'admin',
    params: idParams,
    async handler({ params, deps }) {
      // From its stream: the console opens a question's edit screen as soon as it has created it.
      const question = record(await questionFromLog(deps.events, params.id));
      // Issue 29: how hard its answers say it is (b on the ability scale), once answered.
      const difficulty = (await difficultiesOf(deps.read, [params.id])).get(params.id);
      return difficulty ? { ...question, difficulty: { b: difficulty.b, answers: difficulty.answers } } : question;
    },
  }),
  route({
    method: 'post',
    path: '/api/admin/questions',
    access: 'admin',
    status: 201,
    // Create New Question makes a blank question (SPEC §2); fields sent along are applied to it.
    body: adminQuestionCreateBody,
    handler: async ({ body, meta, deps }) => record(await createQuestion(deps, body ?? {}, meta)),
  }),
  route({
    method: 'put',
    path: '/api/admin/questions/:id',
    access: 'admin',
    params: idParams,
    // `version`: the revision the form was read at; a stale form is refused with 409.
    body: adminQuestionBody.extend({ version: z.number().int().min(-1).optional() }),
    async handler({ params, body, meta, deps }) {
      const { version, ...fields } = body;
      return record(await editQuestion(deps, params.id, fields, meta, version));
    },
  }),
  route({
    method: 'delete',
    path: '/api/admin/questions/:id',
    access: 'admin',
    params: idParams,
    handler: async ({ params, meta, deps }) => record(await deleteQuestion(deps, params.id, meta)),
  }),
];
