import {
  deleteNotebooksBody,
  editNotebookBody,
  forbidden,
  idParams,
  notebookListQuery,
  notebookModuleQuery,
  saveNotebookBody,
} from '@lebe/domain';
import type { Filter } from '@lebe/store';
import { route, type AnyRoute } from '../../platform/http/route';
import { deleteEntries, editEntry, ownEntry, saveEntry } from './commands';
import { type NotebookDoc, notebooksCollection } from '@lebe/projectors/notebook';
import { pagedList } from '../../platform/http/paged-list';

export const notebookRoutes: AnyRoute[] = [
  route({
    method: 'post',
    path: '/api/notebooks',
    access: 'user',
    status: 201,
    body: saveNotebookBody,
    async handler({ body, user, meta, deps }) {
      return { ...(await saveEntry(deps, user._id, body, meta)), message: 'Successfully added to notebook!' };
    },
  }),
  route({
    method: 'get',
    path: '/api/notebooks/mynotes',
    access: 'user',
    query: notebookListQuery,
    async handler({ query, user, deps }) {
      if (query.user && query.user !== user._id) throw forbidden();
      const where: Filter = { user: user._id };
      for (const k of ['level', 'targetLanguage', 'questionType', 'textType'] as const)
        if (query[k] !== undefined) where[k] = query[k];
      const list = { collection: notebooksCollection, where, pageSize: 20, sort: ['createdAt', 'desc'] } as const;
      const page = await pagedList(deps.read, query, list, 'notebooks', (docs: NotebookDoc[]) => docs);
      // `questions` as SPEC §3 names list results; `notebooks` as the notebook screens read them.
      return { ...page, questions: page.notebooks };
    },
  }),
  route({
    method: 'get',
    path: '/api/notebooks/levels',
    access: 'user',
    async handler({ user, deps }) {
      const levels = new Set<number>();
      for (let level = 1; level <= 10; level++) {
        const hit = await deps.read.find(notebooksCollection, {
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
    query: notebookModuleQuery,
    async handler({ query, user, deps }) {
      const where: Filter = query.level ? { user: user._id, level: query.level } : { user: user._id };
      const page = await deps.read.find<NotebookDoc>(notebooksCollection, {
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
    body: deleteNotebooksBody,
    async handler({ body, user, meta, deps }) {
      await deleteEntries(deps, user._id, body.notebooks, meta);
      return { message: 'Notebooks removed', deleted: body.notebooks.length };
    },
  }),
  route({
    method: 'get',
    path: '/api/notebooks/:id',
    access: 'user',
    params: idParams,
    handler: async ({ params, user, deps }) => ownEntry(deps, user._id, params.id),
  }),
  route({
    method: 'put',
    path: '/api/notebooks/:id',
    access: 'user',
    params: idParams,
    body: editNotebookBody,
    async handler({ params, body, user, meta, deps }) {
      const { _id, user: _u, questionId: _q, ...changes } = body;
      return editEntry(deps, user._id, params.id, changes, meta);
    },
  }),
  route({
    method: 'delete',
    path: '/api/notebooks/:id',
    access: 'user',
    params: idParams,
    async handler({ params, user, meta, deps }) {
      await deleteEntries(deps, user._id, [params.id], meta);
      return { message: 'Notebook removed' };
    },
  }),
];
