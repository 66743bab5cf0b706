import { z } from 'zod';
import type { UserDoc } from './users.projection';
import { route, type AnyRoute } from '../../platform/http/route';
import { HttpError } from '../../platform/http/errors';
import { simpleRestQuery, sendList, toFindQuery } from '../../platform/http/simple-rest';
import { changeUser, deleteUser } from './commands';
import { loadUser, publicUser } from './queries';

/** The Users resource of the admin console, in the ra-data-simple-rest convention. */
const record = (doc: UserDoc) => ({ ...publicUser(doc), createdAt: doc.createdAt });
const idParam = z.object({ id: z.string().min(1) });

async function mustLoad(deps: Parameters<typeof loadUser>[0], id: string) {
  const user = await loadUser(deps, id);
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

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
    params: idParam,
    handler: async ({ params, deps }) => {
      const doc = await mustLoad(deps, params.id);
      return { id: doc._id, ...record(doc) };
    },
  }),
  route({
    method: 'put',
    path: '/api/admin/users/:id',
    access: 'admin',
    params: idParam,
    body: z.object({
      name: z.string().trim().min(1, 'Name is required').max(100),
      email: z.email({ message: 'Please enter a valid email' }).trim(),
      isAdmin: z.boolean(),
    }),
    async handler({ params, body, meta, deps }) {
      const target = await mustLoad(deps, params.id);
      await changeUser(deps, target._id, target, body, meta);
      const doc = await mustLoad(deps, params.id);
      return { id: doc._id, ...record(doc) };
    },
  }),
  route({
    method: 'delete',
    path: '/api/admin/users/:id',
    access: 'admin',
    params: idParam,
    async handler({ params, user, meta, deps }) {
      if (params.id === user._id) throw new HttpError(400, 'You cannot delete your own account');
      const target = await mustLoad(deps, params.id);
      await deleteUser(deps, target._id, target.email, meta);
      return { id: target._id, ...record(target) };
    },
  }),
];
