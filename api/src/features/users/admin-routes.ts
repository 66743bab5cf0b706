import { z } from 'zod';
import { adminUserRecordBody, idParams, type AdminUserRecord } from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { simpleRestList } from '../../platform/http/simple-rest';
import { changeUserAsAdmin, deleteUserAsAdmin, mustLoadAccount } from './commands';
import { publicUser, roleOf, usersCollection, type UserDoc } from '@lebe/projectors/users';

/** The Users resource of the admin console, in the ra-data-simple-rest convention. */
const record = (doc: UserDoc): AdminUserRecord & { version: number } => ({
  id: doc._id,
  ...publicUser(doc),
  createdAt: doc.createdAt,
  role: roleOf(doc),
  lastSeenAt: doc.lastSeenAt ?? null,
  version: doc.version,
});

export const adminUserRoutes: AnyRoute[] = [
  simpleRestList(
    {
      resource: 'users',
      collection: usersCollection,
      sortable: ['_id', 'name', 'createdAt', 'isAdmin', 'role', 'lastSeenAt'],
      filters: { isAdmin: (v) => ({ isAdmin: v === true || v === 'true' }) },
      defaultSort: ['createdAt', 'asc'],
    },
    (docs: UserDoc[]) => docs.map(record),
  ),
  route({
    method: 'get',
    path: '/api/admin/users/:id',
    access: 'admin',
    params: idParams,
    handler: async ({ params, deps }) => record(await mustLoadAccount(deps, params.id)),
  }),
  route({
    method: 'put',
    path: '/api/admin/users/:id',
    access: 'admin',
    params: idParams,
    // `version`: the revision the form was read at; a stale form is refused with 409.
    body: adminUserRecordBody.extend({ version: z.number().int().min(-1).optional() }),
    handler: async ({ params, body, meta, deps }) => record(await changeUserAsAdmin(deps, params.id, body, meta)),
  }),
  route({
    method: 'delete',
    path: '/api/admin/users/:id',
    access: 'admin',
    params: idParams,
    handler: async ({ params, user, meta, deps }) => record(await deleteUserAsAdmin(deps, user._id, params.id, meta)),
  }),
];
