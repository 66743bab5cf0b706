import { z } from 'zod';
import { idParams, teamMemberBody } from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { filterOf, simpleRestList } from '../../platform/http/simple-rest';
import { createTeamMember, editTeamMember, fullTeamMember, loadTeamMember, removeTeamMember } from './commands';
import { type TeamMemberDoc, teamCollection } from '@lebe/projectors/team';

/** The Team resource of the admin console, in the ra-data-simple-rest convention. */
const record = (doc: TeamMemberDoc) => ({ id: doc._id, ...fullTeamMember(doc), version: doc.version });
const text = z.string().trim().min(1).max(200);

export const adminTeamRoutes: AnyRoute[] = [
  simpleRestList(
    {
      resource: 'team',
      collection: teamCollection,
      sortable: ['_id', 'name', 'role', 'category', 'salary', 'createdAt', 'updatedAt'],
      filters: { category: filterOf('category', text, (category) => ({ category })) },
      defaultSort: ['createdAt', 'asc'],
    },
    (docs: TeamMemberDoc[]) => docs.map(record),
  ),
  route({
    method: 'get',
    path: '/api/admin/team/:id',
    access: 'admin',
    params: idParams,
    handler: async ({ params, deps }) => record(await loadTeamMember(deps, params.id)),
  }),
  route({
    method: 'post',
    path: '/api/admin/team',
    access: 'admin',
    status: 201,
    // A blank member, with whatever fields the create form sent applied to it.
    body: teamMemberBody.partial().optional(),
    handler: async ({ body, meta, deps }) => record(await createTeamMember(deps, body ?? {}, meta)),
  }),
  route({
    method: 'put',
    path: '/api/admin/team/:id',
    access: 'admin',
    params: idParams,
    // `version`: the revision the form was read at; a stale form is refused with 409.
    body: teamMemberBody.extend({ version: z.number().int().min(-1).optional() }),
    async handler({ params, body, meta, deps }) {
      const { version, ...fields } = body;
      return record(await editTeamMember(deps, params.id, fields, meta, version));
    },
  }),
  route({
    method: 'delete',
    path: '/api/admin/team/:id',
    access: 'admin',
    params: idParams,
    handler: async ({ params, meta, deps }) => record(await removeTeamMember(deps, params.id, meta)),
  }),
];
