import { idParams, listQuery, teamMemberEditBody } from '@lebe/domain';
import { fieldsFor, route, type AnyRoute } from '../../platform/http/route';
import {
  createTeamMember,
  editTeamMember,
  fullTeamMember,
  loadTeamMember,
  publicTeamMember,
  removeTeamMember,
} from './commands';
import { type TeamMemberDoc, teamCollection } from '@lebe/projectors/team';
import { pagedList } from '../../platform/http/paged-list';

/** 12 fills whole rows of the 1/2/3/4-column grid (SPEC §9). */
export const teamPageSize = 12;

/** The team directory of SPEC §7 "Team and upload": public reads, admin writes. */
export const teamRoutes: AnyRoute[] = [
  route({
    method: 'get',
    path: '/api/team',
    access: 'public',
    query: listQuery,
    handler: ({ query, user, deps }) =>
      pagedList(
        deps.read,
        query,
        { collection: teamCollection, pageSize: teamPageSize, sort: ['createdAt', 'asc'] },
        'teamMembers',
        (docs: TeamMemberDoc[]) => docs.map(user?.isAdmin ? fullTeamMember : publicTeamMember),
      ),
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
    handler: async ({ meta, deps }) => fullTeamMember(await createTeamMember(deps, {}, meta)),
  }),
  route({
    method: 'put',
    path: '/api/team/:id',
    access: 'admin',
    params: idParams,
    body: teamMemberEditBody,
    handler: async ({ params, body, meta, deps }) =>
      fullTeamMember(await editTeamMember(deps, params.id, fieldsFor(params.id, body), meta)),
  }),
  route({
    method: 'delete',
    path: '/api/team/:id',
    access: 'admin',
    params: idParams,
    async handler({ params, meta, deps }) {
      await removeTeamMember(deps, params.id, meta);
      return { message: 'Team member removed' };
    },
  }),
];
