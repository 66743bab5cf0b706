import { z } from 'zod';
import {
  answerSchema,
  levelSchema,
  notebookEntrySchema,
  questionTypes,
  targetLanguageSchema,
  textTypes,
} from '@lebe/domain';
import type { Filter } from '@lebe/store';
import { notebookEntryId } from '@lebe/domain';
import { type NotebookDoc } from './notebook.projection';
import { route, type AnyRoute } from '../../platform/http/route';
import { idListBody, keyword, pageNumber } from '@lebe/domain';
import { lenientFields, priority } from '@lebe/domain';
import { HttpError } from '../../platform/http/errors';
import { loadQuestion } from '../questions/commands';
import { changeEntry, deleteEntries, ownEntry, saveEntry as saveOrUpdateEntry } from './commands';

const idParam = z.object({ id: z.string().min(1).max(64) });
/** Blank, "all" and level 0 (the client's lowest-level default, SPEC §9) mean no filter. */
const blank = (v: unknown) => (v === '' || v === 'all' || v === '0' ? undefined : v);
const saveBody = notebookEntrySchema
  .partial()
  .extend({
    questionId: z.string().min(1).optional(),
    _id: z.string().optional(),
    answers: z.array(answerSchema).optional(),
    ...lenientFields,
    priority,
  })
  .refine((b) => b.questionId ?? b._id, { message: 'questionId is required' });

async function saveToNotebook({
  body,
  user,
  meta,
  deps,
}: Parameters<AnyRoute['handler']>[0] & { body: z.infer<typeof saveBody> }) {
  const questionId = (body.questionId ?? body._id)!;
  const q = await loadQuestion(deps, questionId);
  const pick = <K extends keyof typeof q & keyof typeof body>(k: K) => body[k] ?? q[k];
  const entry = notebookEntrySchema.parse({
    ...Object.fromEntries(
      (
        [
          'question',
          'answers',
          'category',
          'level',
          'weight',
          'questionType',
          'userLanguage',
          'targetLanguage',
          'isFlagged',
          'citation',
          'textType',
          'knowledgeType',
        ] as const
      ).map((k) => [k, pick(k)]),
    ),
    note: body.note ?? '',
    hint: body.hint ?? '',
    collectionName: body.collectionName ?? '',
    priority: body.priority ?? 1,
    source: body.source || 'Lëbe',
    questionId,
  });
  const id = notebookEntryId(user!._id, questionId);
  const given = {
    note: body.note,
    hint: body.hint,
    collectionName: body.collectionName,
    priority: body.priority,
    source: body.source || undefined,
  };
  const saved = await saveOrUpdateEntry(deps, { entryId: id, user: user!._id, entry, given }, meta);
  return { _id: id, user: user!._id, ...saved, message: 'Successfully added to notebook!' };
}

const listQuery = z.object({
  keyword,
  pageNumber,
  level: z.preprocess(blank, levelSchema.optional()),
  targetLanguage: z.preprocess(blank, targetLanguageSchema.optional()),
  questionType: z.preprocess(blank, z.enum(questionTypes).optional()),
  textType: z.preprocess(blank, z.enum(textTypes).optional()),
  user: z.string().optional(),
});

export const notebookRoutes: AnyRoute[] = [
  route({
    method: 'post',
    path: '/api/notebooks',
    access: 'user',
    status: 201,
    body: saveBody,
    handler: saveToNotebook,
  }),
  route({
    method: 'get',
    path: '/api/notebooks/mynotes',
    access: 'user',
    query: listQuery,
    async handler({ query, user, deps }) {
      if (query.user && query.user !== user._id) throw new HttpError(403, 'Not allowed');
      const where: Filter = { user: user._id };
      for (const k of ['level', 'targetLanguage', 'questionType', 'textType'] as const)
        if (query[k] !== undefined) where[k] = query[k];
      const page = await deps.read.find<NotebookDoc>('notebooks', {
        where,
        keyword: query.keyword,
        page: query.pageNumber,
        pageSize: 20,
        sort: [['createdAt', 'desc']],
      });
      // `questions` as SPEC §3 names list results; `notebooks` as the notebook screens read them.
      return { notebooks: page.items, questions: page.items, page: page.page, pages: page.pages };
    },
  }),
  route({
    method: 'get',
    path: '/api/notebooks/levels',
    access: 'user',
    async handler({ user, deps }) {
      const levels = new Set<number>();
      for (let level = 1; level <= 10; level++) {
        const hit = await deps.read.find('notebooks', {
          where: { user: user._id, level },
          pageSize: 1,
          skipTotal: true,
        });
        if (hit.items.length) levels.add(level);
      }
      return { levels: [...levels] };
    },
  }),
  route({
    method: 'get',
    path: '/api/notebooks/module',
    access: 'user',
    query: z.object({ level: z.preprocess(blank, levelSchema.optional()) }),
    async handler({ query, user, deps }) {
      const where: Filter = query.level ? { user: user._id, level: query.level } : { user: user._id };
      const page = await deps.read.find<NotebookDoc>('notebooks', {
        where,
        sort: [['dueKey', 'asc']],
        pageSize: 50,
        skipTotal: true,
      });
      return { notebooks: page.items, questions: page.items, level: query.level ?? null };
    },
  }),
  route({
    method: 'delete',
    path: '/api/notebooks/delete/notebooksbulk',
    access: 'user',
    body: idListBody('notebooks', 'notebook'),
    async handler({ body, user, meta, deps }) {
      await deleteEntries(deps, user._id, body.notebooks, meta);
      return { message: 'Notebooks removed', deleted: body.notebooks.length };
    },
  }),
  route({
    method: 'get',
    path: '/api/notebooks/:id',
    access: 'user',
    params: idParam,
    handler: async ({ params, user, deps }) => ownEntry(deps, user._id, params.id),
  }),
  route({
    method: 'put',
    path: '/api/notebooks/:id',
    access: 'user',
    params: idParam,
    body: notebookEntrySchema.partial().extend({
      _id: z.string().optional(),
      user: z.unknown().optional(),
      ...lenientFields,
      priority,
    }),
    async handler({ params, body, user, meta, deps }) {
      const current = await ownEntry(deps, user._id, params.id);
      const { _id, user: _u, questionId: _q, ...fields } = body;
      const changes = Object.fromEntries(
        Object.entries(fields).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(current[k])),
      );
      if (Object.keys(changes).length)
        await changeEntry(deps, params.id, { type: 'NotebookEntryEdited', data: { changes } }, meta);
      return ownEntry(deps, user._id, params.id);
    },
  }),
  route({
    method: 'delete',
    path: '/api/notebooks/:id',
    access: 'user',
    params: idParam,
    async handler({ params, user, meta, deps }) {
      await deleteEntries(deps, user._id, [params.id], meta);
      return { message: 'Notebook removed' };
    },
  }),
];
