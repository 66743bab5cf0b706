import { z } from 'zod';
import { flagReasons, questionTypes, textTypes, type FlagEvent } from '@lebe/domain';
import type { Filter } from '@lebe/store';
import type { FlagDoc } from './flags.projection';
import type { AppDeps } from '../../platform/deps';
import { route, type AnyRoute } from '../../platform/http/route';
import { HttpError } from '../../platform/http/errors';
import { simpleRestQuery, toFindQuery } from '../../platform/http/simple-rest';
import { appendFacts } from '../../platform/commands/command-handler';
import { loadQuestion, questionCommand } from '../questions/commands';
import { withRelations } from './routes';

/** The Flags resource of the admin console (SPEC §2 /admin/flags), in the ra-data-simple-rest convention. */
const idParam = z.object({ id: z.string().min(1).max(64) });

const check =
  <T>(name: string, schema: { safeParse(v: unknown): z.ZodSafeParseResult<T> }, toFilter: (v: T) => Filter) =>
  (value: unknown): Filter => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new HttpError(400, `Invalid filter ${name}: ${JSON.stringify(value)}`);
    return toFilter(parsed.data);
  };
const text = z.string().trim().min(1).max(64);
// The yes/no filters of SPEC §2 arrive as booleans from the console, or as yes/no/true/false words.
const yesNo = z.union([
  z.boolean(),
  z.enum(['yes', 'no', 'true', 'false']).transform((v) => v === 'yes' || v === 'true'),
]);

const filters: Record<string, (value: unknown) => Filter> = {
  level: check('level', z.coerce.number().int().min(1).max(10), (level) => ({ level })),
  userLanguage: check('userLanguage', text, (v) => ({ userLanguage: v.toLowerCase() })),
  targetLanguage: check('targetLanguage', text, (v) => ({ targetLanguage: v.toLowerCase() })),
  questionType: check('questionType', z.enum(questionTypes), (questionType) => ({ questionType })),
  textType: check('textType', z.enum(textTypes), (textType) => ({ textType })),
  resolved: check('resolved', yesNo, (resolved) => ({ resolved })),
  question: check('question', text, (question) => ({ question })),
  ...Object.fromEntries(flagReasons.map((r) => [r, check(r, yesNo, (v) => ({ [r]: v }))])),
};

async function mustLoad(deps: AppDeps, id: string) {
  const doc = await deps.read.get<FlagDoc>('flags', id);
  if (!doc) throw new HttpError(404, 'Flag not found');
  return doc;
}
const record = async (deps: AppDeps, doc: FlagDoc) => {
  const [withData] = await withRelations(deps, [doc]);
  return { id: doc._id, ...withData };
};
const flagStream = (id: string) => `flag-${id}`;

export const adminFlagRoutes: AnyRoute[] = [
  route({
    method: 'get',
    path: '/api/admin/flags',
    access: 'admin',
    query: simpleRestQuery,
    async handler({ query, ctx, deps }) {
      const find = toFindQuery(query, {
        sortable: ['_id', 'createdAt', 'resolved', 'level', 'targetLanguage', 'questionType', ...flagReasons],
        filters,
        defaultSort: ['createdAt', 'desc'],
      });
      if (find.keyword !== undefined && !find.keyword.trim()) delete find.keyword;
      const page = await deps.read.find<FlagDoc>('flags', find);
      const end = page.items.length ? find.start + page.items.length - 1 : find.start;
      ctx.set('Content-Range', `flags ${find.start}-${end}/${page.total}`);
      ctx.set('Access-Control-Expose-Headers', 'Content-Range');
      ctx.body = (await withRelations(deps, page.items)).map((f) => ({ id: f._id, ...f }));
    },
  }),
  route({
    method: 'get',
    path: '/api/admin/flags/:id',
    access: 'admin',
    params: idParam,
    handler: async ({ params, deps }) => record(deps, await mustLoad(deps, params.id)),
  }),
  /**
   * Resolves (or reopens) the flag, and fixes its question in the same step: its text, or whether it stays
   * flagged (out of practice). The console sends the whole record; only these fields are read.
   */
  route({
    method: 'put',
    path: '/api/admin/flags/:id',
    access: 'admin',
    params: idParam,
    body: z.object({
      resolved: yesNo,
      questionData: z
        .object({
          question: z.string().trim().min(1, 'The question text cannot be empty').max(5000).optional(),
          isFlagged: yesNo.optional(),
        })
        .optional(),
    }),
    async handler({ params, body, meta, deps }) {
      const flag = await mustLoad(deps, params.id);
      const fix = body.questionData;
      if (fix && (fix.question !== undefined || fix.isFlagged !== undefined)) {
        await loadQuestion(deps, flag.question);
        const fields = {
          ...(fix.question !== undefined ? { question: fix.question } : {}),
          ...(fix.isFlagged !== undefined ? { isFlagged: fix.isFlagged } : {}),
        };
        await questionCommand(deps, flag.question, { type: 'Edit', fields }, meta);
      }
      if (body.resolved !== flag.resolved) {
        const event: FlagEvent = { type: 'FlagResolved', data: { resolved: body.resolved } };
        await appendFacts(deps, flagStream(flag._id), [event], meta);
      }
      return record(deps, await mustLoad(deps, params.id));
    },
  }),
  route({
    method: 'delete',
    path: '/api/admin/flags/:id',
    access: 'admin',
    params: idParam,
    async handler({ params, meta, deps }) {
      const flag = await mustLoad(deps, params.id);
      const shown = await record(deps, flag);
      const event: FlagEvent = { type: 'FlagDeleted', data: {} };
      await appendFacts(deps, flagStream(flag._id), [event], meta);
      return shown;
    },
  }),
];
