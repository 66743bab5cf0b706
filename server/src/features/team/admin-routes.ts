import { z } from 'zod';
import { blankTeamMember, newId } from '@lebe/domain';
import type { TeamMemberDoc } from './team.projection';
import { route, type AnyRoute } from '../../platform/http/route';
import { simpleRestQuery, sendList, toFindQuery } from '../../platform/http/simple-rest';
import { HttpError } from '../../platform/http/errors';
import { teamMemberBody } from '@lebe/domain';
import { loadTeamMember, teamCommand } from './commands';

/** The Team resource of the admin console, in the ra-data-simple-rest convention. */
const idParam = z.object({ id: z.string().min(1).max(64) });
const record = (doc: TeamMemberDoc) => ({ id: doc._id, ...doc });
const text = z.string().trim().min(1).max(200);

export const adminTeamRoutes: AnyRoute[] = [
  route({
    method: 'get',
    path: '/api/admin/team',
    access: 'admin',
    query: simpleRestQuery,
    async handler({ query, ctx, deps }) {
      const find = toFindQuery(query, {
        sortable: ['_id', 'name', 'role', 'category', 'salary', 'createdAt', 'updatedAt'],
        filters: {
          category: (value) => {
            const parsed = text.safeParse(value);
            if (!parsed.success) throw new HttpError(400, `Invalid filter category: ${JSON.stringify(value)}`);
            return { category: parsed.data };
          },
        },
        defaultSort: ['createdAt', 'asc'],
      });
      if (find.keyword !== undefined && !find.keyword.trim()) delete find.keyword; // SPEC §5: blank is no search
      sendList(ctx, 'team', find.start, await deps.read.find<TeamMemberDoc>('team', find), (doc) => doc);
    },
  }),
  route({
    method: 'get',
    path: '/api/admin/team/:id',
    access: 'admin',
    params: idParam,
    handler: async ({ params, deps }) => record(await loadTeamMember(deps, params.id)),
  }),
  route({
    method: 'post',
    path: '/api/admin/team',
    access: 'admin',
    status: 201,
    // A blank member, with whatever fields the create form sent applied to it.
    body: teamMemberBody.partial().optional(),
    async handler({ body, meta, deps }) {
      const id = newId();
      const fields = { ...blankTeamMember, ...(body ?? {}) };
      await teamCommand(deps, id, { type: 'Create', memberId: id, fields }, meta);
      return record(await loadTeamMember(deps, id));
    },
  }),
  route({
    method: 'put',
    path: '/api/admin/team/:id',
    access: 'admin',
    params: idParam,
    body: teamMemberBody,
    async handler({ params, body, meta, deps }) {
      await teamCommand(deps, params.id, { type: 'Edit', fields: body }, meta);
      return record(await loadTeamMember(deps, params.id));
    },
  }),
  route({
    method: 'delete',
    path: '/api/admin/team/:id',
    access: 'admin',
    params: idParam,
    async handler({ params, meta, deps }) {
      const doc = await loadTeamMember(deps, params.id);
      await teamCommand(deps, params.id, { type: 'Delete' }, meta);
      return record(doc);
    },
  }),
];
