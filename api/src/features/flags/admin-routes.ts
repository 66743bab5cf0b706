import { z } from 'zod';
import { flagReasons, idParams, resolveFlagBody, yesNo, type AdminFlagRecord } from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { route, type AnyRoute } from '../../platform/http/route';
import { filterOf, simpleRestList } from '../../platform/http/simple-rest';
import { questionAttributeFilters } from '../../platform/http/question-attribute-filters';
import { loadFlag, withRelations, flagsCollection, type FlagDoc } from '@lebe/projectors/flags';
import { flagCommand, questionCommand } from '../../platform/commands';

/** The Flags resource of the admin console (SPEC §2 /admin/flags), in the ra-data-simple-rest convention. */
const text = z.string().trim().min(1).max(64);

const filters = {
  ...questionAttributeFilters,
  resolved: filterOf('resolved', yesNo, (resolved) => ({ resolved })),
  question: filterOf('question', text, (question) => ({ question })),
  ...Object.fromEntries(flagReasons.map((r) => [r, filterOf(r, yesNo, (v) => ({ [r]: v }))])),
};

async function records(deps: AppDeps, docs: FlagDoc[]): Promise<AdminFlagRecord[]> {
  const shown = await withRelations(deps.read, docs);
  return shown.map((f, i) => ({ id: f._id, ...f, version: docs[i].version }));
}
const record = async (deps: AppDeps, doc: FlagDoc) => (await records(deps, [doc]))[0];

export const adminFlagRoutes: AnyRoute[] = [
  simpleRestList(
    {
      resource: 'flags',
      collection: flagsCollection,
      sortable: ['_id', 'createdAt', 'resolved', 'level', 'targetLanguage', 'questionType', ...flagReasons],
      filters,
      defaultSort: ['createdAt', 'desc'],
    },
    (docs: FlagDoc[], deps) => records(deps, docs),
  ),
  route({
    method: 'get',
    path: '/api/admin/flags/:id',
    access: 'admin',
    params: idParams,
    handler: async ({ params, deps }) => record(deps, await loadFlag(deps.events, params.id)),
  }),
  /**
   * Resolves (or reopens) the flag, and fixes its question in the same step: its text, or whether it stays
   * flagged (out of practice). The console sends the whole record; only these fields are read.
   */
  route({
    method: 'put',
    path: '/api/admin/flags/:id',
    access: 'admin',
    params: idParams,
    body: resolveFlagBody,
    async handler({ params, body, meta, deps }) {
      const flag = await loadFlag(deps.events, params.id);
      // The decision first: a stale form is refused before anything changes.
      await flagCommand(deps, flag._id, { type: 'Resolve', resolved: body.resolved }, meta, { readAt: body.version });
      const fix = body.questionData;
      if (fix && (fix.question !== undefined || fix.isFlagged !== undefined)) {
        const fields = {
          ...(fix.question !== undefined ? { question: fix.question } : {}),
          ...(fix.isFlagged !== undefined ? { isFlagged: fix.isFlagged } : {}),
        };
        await questionCommand(deps, flag.question, { type: 'Edit', fields }, meta);
      }
      return record(deps, await loadFlag(deps.events, params.id));
    },
  }),
  route({
    method: 'delete',
    path: '/api/admin/flags/:id',
    access: 'admin',
    params: idParams,
    async handler({ params, meta, deps }) {
      const shown = await record(deps, await loadFlag(deps.events, params.id));
      await flagCommand(deps, params.id, { type: 'Delete' }, meta);
      return shown;
    },
  }),
];
