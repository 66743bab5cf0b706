import { beforeAll, describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';

const { server, api } = useTestServer();
let admin = '';
let userId = '';
let userToken = '';

beforeAll(async () => {
  admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword })).body.token;
  const user = await api.post('/api/users', {
    name: 'Eve Events',
    email: `eve${Date.now()}@example.com`,
    password: 'secret-pass',
  });
  [userId, userToken] = [user.body._id, user.body.token];
  await api.put('/api/users/profile', { name: 'Eve Renamed' }, userToken);
});

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

describe('admin events view', () => {
  it('serves the event catalogue to admins only', async () => {
    const reply = await api.get('/api/admin/events/catalogue', admin);
    expect(reply.status).toBe(200);
    const registered = reply.body.find((e: { type: string }) => e.type === 'UserRegistered');
    expect(registered).toMatchObject({ id: 'UserRegistered', category: 'user', stream: 'user-<id>', version: 1 });
    expect((await api.get('/api/admin/events/catalogue', userToken)).status).toBe(403);
  });

  it('lists the log with filters, sorting and Content-Range', async () => {
    const all = await api.get(`/api/admin/events?${q({ range: [0, 499] })}`, admin);
    expect(all.status).toBe(200);
    const total = Number(all.headers.get('content-range')!.split('/')[1]);
    expect(total).toBe(all.body.length);
    const mine = await api.get(`/api/admin/events?${q({ filter: { stream: `user-${userId}` } })}`, admin);
    expect(mine.body.map((e: { type: string }) => e.type)).toEqual(['UserRegistered', 'UserProfileUpdated']);
    expect(mine.headers.get('content-range')).toBe('events 0-1/2');
    const typed = await api.get(
      `/api/admin/events?${q({ filter: { type: 'UserRegistered' }, sort: ['position', 'DESC'], range: [0, 0] })}`,
      admin,
    );
    expect(typed.body).toHaveLength(1);
    expect(typed.headers.get('content-range')).toBe('events 0-0/*'); // more to come, not counted
    const newest = await api.get(`/api/admin/events?${q({ sort: ['position', 'DESC'], range: [1, 2] })}`, admin);
    expect(newest.body.map((e: { position: number }) => e.position)).toEqual([total - 1, total - 2]);
    const some = await api.get(`/api/admin/events?${q({ filter: { id: [2, 1, 999999] } })}`, admin);
    expect(some.body.map((e: { id: number }) => e.id)).toEqual([1, 2]);
    expect(typed.body[0]).toMatchObject({ stream: `user-${userId}`, type: 'UserRegistered' });
    const future = await api.get(`/api/admin/events?${q({ filter: { from: '2999-01-01T00:00:00Z' } })}`, admin);
    expect(future.headers.get('content-range')).toBe('events 0-0/0');
    expect((await api.get(`/api/admin/events?${q({ filter: { nope: 1 } })}`, admin)).status).toBe(400);
  });

  it('finds the events of other streams that name an id in their data', async () => {
    const related = await api.get(`/api/admin/events?${q({ filter: { related: userId }, range: [0, 99] })}`, admin);
    expect(related.status).toBe(200);
    expect(related.body.map((e: { type: string }) => e.type)).toContain('EmailReserved');
    for (const e of related.body) expect(Object.values(e.data)).toContain(userId);
    const none = await api.get(`/api/admin/events?${q({ filter: { related: 'no-such-id' } })}`, admin);
    expect(none.headers.get('content-range')).toBe('events 0-0/0');
  });

  it('shows one event and one stream history', async () => {
    const list = await api.get(`/api/admin/events?${q({ filter: { stream: `user-${userId}` } })}`, admin);
    const one = await api.get(`/api/admin/events/${list.body[1].position}`, admin);
    expect(one.body).toMatchObject({
      id: list.body[1].position,
      type: 'UserProfileUpdated',
      data: { name: 'Eve Renamed' },
    });
    expect((await api.get('/api/admin/events/999999999', admin)).status).toBe(404);
    const history = await api.get(`/api/admin/streams/user-${userId}`, admin);
    expect(history.body).toMatchObject({ id: `user-${userId}`, category: 'user' });
    expect(history.body.events.map((e: { revision: number }) => e.revision)).toEqual([0, 1]);
    expect((await api.get('/api/admin/streams/user-nobody', admin)).status).toBe(404);
  });
});
