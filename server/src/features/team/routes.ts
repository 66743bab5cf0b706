import { badRequest, blankTeamMember, idParams, listQuery, newId, teamMemberEditBody } from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { fullTeamMember, loadTeamMember, publicTeamMember, teamCommand } from './commands';
import type { TeamMemberDoc } from './team.projection';

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
      const shown = page.items.map(user?.isAdmin ? fullTeamMember : publicTeamMember);
      return { teamMembers: shown, page: page.page, pages: page.pages };
    },
  }),
  route({
    method: 'get',
    path: '/api/team/:id',
    access: 'public',
    params: idParams,
    async handler({ params, user, deps }) {
      const member = await loadTeamMember(deps, params.id);
      return user?.isAdmin ? fullTeamMember(member) : publicTeamMember(member); // salaries only to admins
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
      return fullTeamMember(await loadTeamMember(deps, id));
    },
  }),
  route({
    method: 'put',
    path: '/api/team/:id',
    access: 'admin',
    params: idParams,
    body: teamMemberEditBody,
    async handler({ params, body, meta, deps }) {
      const { _id, ...fields } = body;
      if (_id && _id !== params.id) throw badRequest('The body _id does not match the route');
      await teamCommand(deps, params.id, { type: 'Edit', fields }, meta);
      return fullTeamMember(await loadTeamMember(deps, params.id));
    },
  }),
  route({
    method: 'delete',
    path: '/api/team/:id',
    access: 'admin',
    params: idParams,
    async handler({ params, meta, deps }) {
      await teamCommand(deps, params.id, { type: 'Delete' }, meta);
      return { message: 'Team member removed' };
    },
  }),
];
