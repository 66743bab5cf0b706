import { z } from 'zod';
import { blankQuestion, newId, questionFieldsSchema, questionTypes, textTypes } from '@lebe/domain';
import type { Filter } from '@lebe/store';
import type { FlagDoc } from '../flags/flags.projection';
import type { QuestionDoc } from './question-bank.projection';
import type { AppDeps } from '../../platform/deps';
import { route, type AnyRoute } from '../../platform/http/route';
import { HttpError } from '../../platform/http/errors';
import { simpleRestQuery, sendList, toFindQuery } from '../../platform/http/simple-rest';
import { lenientFields } from '@lebe/domain';
import { loadQuestion, publicQuestion, questionCommand } from './commands';

/** The Questions resource of the admin console, in the ra-data-simple-rest convention. */
const idParam = z.object({ id: z.string().min(1).max(64) });
const record = (doc: QuestionDoc) => ({ id: doc._id, ...publicQuestion(doc) });

/** Parses one filter value with a schema, answering 400 with the filter's name when it does not fit. */
const check =
  <T>(name: string, schema: { safeParse(v: unknown): z.ZodSafeParseResult<T> }, toFilter: (value: T) => Filter) =>
  (value: unknown): Filter => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new HttpError(400, `Invalid filter ${name}: ${JSON.stringify(value)}`);
    return toFilter(parsed.data);
  };
const text = z.string().trim().min(1).max(50);
const flagValues = z.enum(['flagged', 'unflagged', 'save']);

/** Filters whose values are all indexed fields of the question bank (projectors/src/questions). */
const filters = {
  level: check('level', z.coerce.number().int().min(1).max(10), (level) => ({ level })),
  userLanguage: check('userLanguage', text, (userLanguage) => ({ userLanguage: userLanguage.toLowerCase() })),
  targetLanguage: check('targetLanguage', text, (targetLanguage) => ({ targetLanguage: targetLanguage.toLowerCase() })),
  questionType: check('questionType', z.enum(questionTypes), (questionType) => ({ questionType })),
  textType: check('textType', z.enum(textTypes), (textType) => ({ textType })),
  isFlagged: check('isFlagged', z.boolean(), (isFlagged) => ({ isFlagged })),
};

/**
 * "Saved for later" (SPEC §3 filter flag value `save`): the questions learners flagged whose flags still
 * wait for an admin's decision. Open flags are few, so their questions are read from the indexed flags.
 */
async function savedForLater(deps: AppDeps): Promise<Filter> {
  const open = await deps.read.find<FlagDoc>('flags', { where: { resolved: false }, pageSize: 500, skipTotal: true });
  return { _id: { in: [...new Set(open.items.map((f) => f.question))] } };
}

/** A full question as the edit screen sends it; echoed read-model fields (id, user, dates) are ignored. */
const questionBody = questionFieldsSchema.extend({
  ...lenientFields,
  level: lenientFields.level.unwrap(),
  weight: lenientFields.weight.unwrap(),
  isFlagged: lenientFields.isFlagged.unwrap(),
  knowledgeType: questionFieldsSchema.shape.knowledgeType.optional(),
  citation: z.string().max(2000).default(''),
  fullQuestion: z.string().max(10000).default(''),
  answers: questionFieldsSchema.shape.answers.min(1, 'A question needs at least one answer'),
});

export const adminQuestionRoutes: AnyRoute[] = [
  route({
    method: 'get',
    path: '/api/admin/questions',
    access: 'admin',
    query: simpleRestQuery,
    async handler({ query, ctx, deps }) {
      // `flag` needs a lookup, so it is taken out before the generic parsing of the filter.
      let flag: z.infer<typeof flagValues> | undefined;
      let rest = query;
      if (query.filter) {
        let parsed: Record<string, unknown>;
        try {
          parsed = JSON.parse(query.filter) as Record<string, unknown>;
        } catch {
          throw new HttpError(400, `Invalid filter: ${query.filter}`);
        }
        const { flag: value, ...others } = parsed ?? {};
        if (value !== undefined && value !== '') {
          const result = flagValues.safeParse(value);
          if (!result.success) throw new HttpError(400, `Invalid filter flag: ${JSON.stringify(value)}`);
          flag = result.data;
        }
        rest = { ...query, filter: JSON.stringify(others) };
      }
      const find = toFindQuery(rest, {
        sortable: ['_id', 'createdAt', 'level', 'questionType', 'textType', 'userLanguage', 'targetLanguage'],
        filters,
        defaultSort: ['createdAt', 'desc'],
      });
      if (find.keyword !== undefined && !find.keyword.trim()) delete find.keyword; // SPEC §5: blank is no search
      if (flag === 'flagged' || flag === 'unflagged') find.where = { ...find.where, isFlagged: flag === 'flagged' };
      if (flag === 'save') find.where = { ...find.where, ...(await savedForLater(deps)) };
      sendList(ctx, 'questions', find.start, await deps.read.find<QuestionDoc>('questions', find), publicQuestion);
    },
  }),
  route({
    method: 'get',
    path: '/api/admin/questions/:id',
    access: 'admin',
    params: idParam,
    handler: async ({ params, deps }) => record(await loadQuestion(deps, params.id)),
  }),
  route({
    method: 'post',
    path: '/api/admin/questions',
    access: 'admin',
    status: 201,
    // Create New Question makes a blank question (SPEC §2); fields sent along are applied to it.
    body: questionFieldsSchema
      .partial()
      .extend({ ...lenientFields })
      .optional(),
    async handler({ body, meta, deps }) {
      const id = newId();
      const fields = { ...blankQuestion, ...(body ?? {}) };
      await questionCommand(deps, id, { type: 'Create', questionId: id, fields, origin: 'admin', owner: null }, meta);
      return record(await loadQuestion(deps, id));
    },
  }),
  route({
    method: 'put',
    path: '/api/admin/questions/:id',
    access: 'admin',
    params: idParam,
    body: questionBody,
    async handler({ params, body, meta, deps }) {
      await loadQuestion(deps, params.id);
      await questionCommand(deps, params.id, { type: 'Edit', fields: body }, meta);
      return record(await loadQuestion(deps, params.id));
    },
  }),
  route({
    method: 'delete',
    path: '/api/admin/questions/:id',
    access: 'admin',
    params: idParam,
    async handler({ params, meta, deps }) {
      const doc = await loadQuestion(deps, params.id);
      await questionCommand(deps, params.id, { type: 'Delete' }, meta);
      return record(doc);
    },
  }),
];
