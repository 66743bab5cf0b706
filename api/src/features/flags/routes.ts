import { flagListQuery, flagReasons, idParams, raiseFlagBody, type RaisedFlag } from '@lebe/domain';
import type { Filter } from '@lebe/store';
import { route, type AnyRoute } from '../../platform/http/route';
import { publicQuestion, questionFilter, questionFromLog } from '@lebe/projectors/questions';
import { raiseFlag } from './commands';
import { withRelations, flagsCollection, type FlagDoc } from '@lebe/projectors/flags';
import { questionCommand } from '../../platform/commands';
import { pagedList } from '../../platform/http/paged-list';

const thanks = 'Thank you for your input! Our staff will review the question.';

export const flagRoutes: AnyRoute[] = [
  route({
    method: 'post',
    path: '/api/flags',
    access: 'user',
    status: 201,
    body: raiseFlagBody,
    async handler({ body, user, meta, deps }): Promise<RaisedFlag> {
      const flagId = await raiseFlag(deps, user, body, meta);
      return { _id: flagId, ...body, message: thanks };
    },
  }),
  /**
   * SPEC §7's question flag (the Flag button, empty body). An admin toggles the question's isFlagged; a
   * learner reports it (as POST /api/flags with no reason ticked): it is flagged for them at once, for
   * everyone only by an admin or a quorum of reporters (see raiseFlag).
   */
  route({
    method: 'put',
    path: '/api/questions/flag/:id',
    access: 'user',
    params: idParams,
    async handler({ params, user, meta, deps }) {
      if (user.isAdmin) {
        // A missing question is refused by the command (404), decided from its stream.
        await questionCommand(deps, params.id, { type: 'ToggleFlag' }, meta);
        return publicQuestion(await questionFromLog(deps.events, params.id));
      }
      const none = Object.fromEntries(flagReasons.map((r) => [r, false])) as Record<
        (typeof flagReasons)[number],
        false
      >;
      await raiseFlag(deps, user, { question: params.id, ...none, comment: '' }, meta);
      // As this learner sees it: flagged, and no longer served to them.
      return { ...publicQuestion(await questionFromLog(deps.events, params.id)), isFlagged: true };
    },
  }),
  route({
    method: 'get',
    path: '/api/flags/allflags',
    access: 'admin',
    query: flagListQuery,
    async handler({ query, deps }) {
      const where: Filter = questionFilter(query);
      delete where.isFlagged;
      for (const r of flagReasons) if (query[r]) where[r] = query[r] === 'yes' || query[r] === 'true';
      const list = { collection: flagsCollection, where, pageSize: 20, sort: ['createdAt', 'desc'] } as const;
      return pagedList(deps.read, query, list, 'flags', (docs: FlagDoc[]) => withRelations(deps.read, docs));
    },
  }),
];
