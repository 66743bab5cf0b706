import { z } from 'zod';
import { adminUserRecordBody, badRequest, idParams, simpleRestQuery, type AdminUserRecord } from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { sendList, toFindQuery } from '../../platform/http/simple-rest';
import { changeUser, deleteUser } from './commands';
import { mustLoadUser, publicUser } from './queries';
import type { UserDoc } from './users.projection';

/** The Users resource of the admin console, in the ra-data-simple-rest convention. */
const record = (doc: UserDoc): AdminUserRecord & { version: number } => ({
  id: doc._id,
  ...publicUser(doc),
  createdAt: doc.createdAt,
  version: doc.version,
});

export const adminUserRoutes: AnyRoute[] = [
  route({
    method: 'get',
    path: '/api/admin/users',
    access: 'admin',
    query: simpleRestQuery,
    async handler({ query, ctx, deps }) {
      const find = toFindQuery(query, {
        sortable: ['_id', 'name', 'createdAt', 'isAdmin'],
        filters: { isAdmin: (v) => ({ isAdmin: v === true || v === 'true' }) },
        defaultSort: ['createdAt', 'asc'],
      });
      sendList(ctx, 'users', find.start, await deps.read.find<UserDoc>('users', find), record);
    },
  }),
  route({
    method: 'get',
    path: '/api/admin/users/:id',
    access: 'admin',
    params: idParams,
    handler: async ({ params, deps }) => record(await mustLoadUser(deps, params.id)),
  }),
  route({
    method: 'put',
    path: '/api/admin/users/:id',
    access: 'admin',
    params: idParams,
    // `version`: the revision the form was read at; a stale form is refused with 409.
    body: adminUserRecordBody.extend({ version: z.number().int().min(-1).optional() }),
    async handler({ params, body, meta, deps }) {
      const target = await mustLoadUser(deps, params.id);
      await changeUser(deps, target._id, target, body, meta, { readAt: body.version });
      return record(await mustLoadUser(deps, params.id));
    },
  }),
  route({
    method: 'delete',
    path: '/api/admin/users/:id',
    access: 'admin',
    params: idParams,
    async handler({ params, user, meta, deps }) {
      if (params.id === user._id) throw badRequest('You cannot delete your own account');
      const target = await mustLoadUser(deps, params.id);
      await deleteUser(deps, target._id, target.email, meta);
      return record(target);
    },
  }),
];
