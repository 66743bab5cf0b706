import { z } from 'zod';
import { blankTeamMember, newId } from '@lebe/domain';
import type { TeamMemberDoc } from './team.projection';
import { route, type AnyRoute } from '../../platform/http/route';
import { HttpError } from '../../platform/http/errors';
import { listQuery } from '@lebe/domain';
import { teamMemberEditBody as teamMemberEdit } from '@lebe/domain';
import { loadTeamMember, publicTeamMember, teamCommand } from './commands';

const idParam = z.object({ id: z.string().min(1).max(64) });
/** 12 fills whole rows of the 1/2/3/4-column grid (SPEC §9). */
export const teamPageSize = 12;

/** The team directory of SPEC §7 "Team and upload": public reads, admin writes. */
export const teamRoutes: AnyRoute[] = [
  route({
    method: 'get',
    path: '/api/team',
    access: 'public',
    query: listQuery,
    async handler({ query, user, deps }) {
      const page = await deps.read.find<TeamMemberDoc>('team', {
        keyword: query.keyword?.trim() || undefined,
        page: query.pageNumber,
        pageSize: teamPageSize,
        sort: [['createdAt', 'asc']],
      });
      const shown = user?.isAdmin ? page.items : page.items.map(publicTeamMember);
      return { teamMembers: shown, page: page.page, pages: page.pages };
    },
  }),
  route({
    method: 'get',
    path: '/api/team/:id',
    access: 'public',
    params: idParam,
    async handler({ params, user, deps }) {
      const member = await loadTeamMember(deps, params.id);
      return user?.isAdmin ? member : publicTeamMember(member); // salaries only to admins
    },
  }),
  route({
    method: 'post',
    path: '/api/team',
    access: 'admin',
    status: 201,
    async handler({ meta, deps }) {
      const id = newId();
      await teamCommand(deps, id, { type: 'Create', memberId: id, fields: blankTeamMember }, meta);
      return loadTeamMember(deps, id);
    },
  }),
  route({
    method: 'put',
    path: '/api/team/:id',
    access: 'admin',
    params: idParam,
    body: teamMemberEdit,
    async handler({ params, body, meta, deps }) {
      const { _id, ...fields } = body;
      if (_id && _id !== params.id) throw new HttpError(400, 'The body _id does not match the route');
      await teamCommand(deps, params.id, { type: 'Edit', fields }, meta);
      return loadTeamMember(deps, params.id);
    },
  }),
  route({
    method: 'delete',
    path: '/api/team/:id',
    access: 'admin',
    params: idParam,
    async handler({ params, meta, deps }) {
      await teamCommand(deps, params.id, { type: 'Delete' }, meta);
      return { message: 'Team member removed' };
    },
  }),
];
