import { beforeAll, describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { simpleRestPath } from '@lebe/testing/http';
import { teamPageSize } from './routes';

const { server, api } = useTestServer();
let admin: string;
let learner: string;

const member = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  role: 'Linguist',
  image: '',
  salary: 1000,
  category: 'team',
  description: `${name} writes questions.`,
  ...extra,
});

/** Creates a blank member with POST /api/team, then fills it with PUT as the spec's client does. */
async function addMember(fields: Record<string, unknown>) {
  const created = await api.post('/api/team', undefined, admin);
  expect(created.status).toBe(201);
  const id = created.body._id as string;
  const updated = await api.put(`/api/team/${id}`, { _id: id, user: 'ignored', ...fields }, admin);
  expect(updated.status).toBe(200);
  return id;
}

const list = (params: Record<string, unknown>, token: string | undefined = admin) =>
  api.get(simpleRestPath('/api/admin/team', params), token);

beforeAll(async () => {
  admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword })).body.token;
  learner = (
    await api.post('/api/users', { name: 'Tess', email: `tess${Date.now()}@example.com`, password: 'secret-pass' })
  ).body.token;
});

describe('the team API (SPEC §7 Team)', () => {
  it('creates a blank member, edits it, shows it publicly without the salary (admins see it), and deletes it', async () => {
    const created = await api.post('/api/team', undefined, admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Sample name', role: 'Sample role', salary: 0, image: '' });
    const id = created.body._id;

    const updated = await api.put(
      `/api/team/${id}`,
      { _id: id, ...member('Grace Hopper', { role: 'Compiler whisperer', salary: '1200', image: '/uploads/x.png' }) },
      admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ _id: id, name: 'Grace Hopper', salary: 1200, image: '/uploads/x.png' });

    const seen = await api.get(`/api/team/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ _id: id, name: 'Grace Hopper', role: 'Compiler whisperer', category: 'team' });
    expect(seen.body.salary).toBeUndefined();
    expect((await api.get(`/api/team/${id}`, admin)).body.salary).toBe(1200); // admins see it
    const listed = (token?: string) =>
      api.get('/api/team?keyword=Grace', token).then((r) => r.body.teamMembers[0]?.salary);
    expect([await listed(), await listed(admin)]).toEqual([undefined, 1200]);

    expect((await api.del(`/api/team/${id}`, admin)).body).toEqual({ message: 'Team member removed' });
    const gone = await api.get(`/api/team/${id}`);
    expect([gone.status, gone.body]).toEqual([404, { message: 'Team member not found' }]);
    expect((await api.put(`/api/team/${id}`, { name: 'x' }, admin)).status).toBe(404);
    expect((await api.del(`/api/team/${id}`, admin)).status).toBe(404);
  });

  it('pages the directory and searches name, role and description by keyword', async () => {
    const names = Array.from({ length: teamPageSize + 2 }, (_, i) => `Pager ${String(i + 1).padStart(2, '0')}`);
    for (const name of names) await addMember(member(name));
    await addMember(member('Ada Lovelace', { role: 'Founder', description: 'Started the analytical engine.' }));

    const first = await api.get('/api/team?keyword=&pageNumber=');
    expect(first.status).toBe(200);
    expect(first.body.page).toBe(1);
    expect(first.body.pages).toBe(2);
    expect(first.body.teamMembers).toHaveLength(teamPageSize);
    expect(first.body.teamMembers[0].name).toBe('Pager 01');
    const second = await api.get('/api/team?pageNumber=2');
    expect(second.body.teamMembers.map((m: { name: string }) => m.name)).toEqual([
      'Pager 13',
      'Pager 14',
      'Ada Lovelace',
    ]);

    for (const keyword of ['ada', 'FOUNDER', 'analytical'])
      expect(
        (await api.get(`/api/team?keyword=${keyword}`)).body.teamMembers.map((m: { name: string }) => m.name),
      ).toEqual(['Ada Lovelace']);
    expect((await api.get('/api/team?keyword=%20%20')).body.teamMembers).toHaveLength(teamPageSize);
    const none = await api.get('/api/team?keyword=nobody-here');
    expect(none.body).toEqual({ teamMembers: [], page: 1, pages: 1 });
  });

  it('refuses writes to visitors and non-admins', async () => {
    const id = await addMember(member('Guarded'));
    for (const token of [undefined, learner]) {
      const status = token ? 403 : 401;
      expect((await api.post('/api/team', undefined, token)).status).toBe(status);
      expect((await api.put(`/api/team/${id}`, { name: 'Hacked' }, token)).status).toBe(status);
      expect((await api.del(`/api/team/${id}`, token)).status).toBe(status);
      expect((await api.get('/api/admin/team', token)).status).toBe(status);
      expect((await api.get(`/api/admin/team/${id}`, token)).status).toBe(status);
    }
    expect((await api.get(`/api/team/${id}`)).body.name).toBe('Guarded');
  });

  it('refuses bad bodies with a message', async () => {
    const id = await addMember(member('Strict'));
    const bad = [
      [{ salary: 'lots' }, /^Salary must be a number$/],
      [{ salary: -5 }, /Salary cannot be negative/],
      [{ name: '   ' }, /^Name is required$/],
      [{ name: 42 }, /^Name must be text$/],
      [{ image: 'javascript:alert(1)' }, /Image must be a path or an http\(s\) URL/],
      [{ description: 'x'.repeat(10001) }, /^Description must be at most 10000 characters$/],
      [{ _id: 'another' }, /does not match/],
    ] as const;
    for (const [body, message] of bad) {
      const reply = await api.put(`/api/team/${id}`, body, admin);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(message);
    }
    const incomplete = await api.call('PUT', `/api/admin/team/${id}`, { token: admin, body: { name: 'Only' } });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toMatch(/^Role is required; /);
    expect((await api.get(`/api/team/${id}`)).body.name).toBe('Strict');
  });
});

describe('the admin Team resource (simple-rest)', () => {
  it('lists with range, sort and the keyword, with Content-Range and an id on every record', async () => {
    const created = await api.post('/api/admin/team', member('Zed Simple', { salary: 5 }), admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: created.body._id, name: 'Zed Simple', salary: 5 });
    const id = created.body.id as string;

    const page = await list({ range: [0, 1], sort: ['name', 'DESC'] });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-range')).toMatch(/^team 0-1\/\d+$/);
    expect(page.body).toHaveLength(2);
    expect(page.body[0].name).toBe('Zed Simple');
    expect(page.body.every((m: { id: string; _id: string }) => m.id === m._id)).toBe(true);

    const found = await list({ filter: { q: 'zed' } });
    expect(found.body.map((m: { id: string }) => m.id)).toEqual([id]);
    expect(found.headers.get('content-range')).toBe('team 0-0/1');
    expect((await list({ filter: { category: 'team', q: 'zed' } })).body).toHaveLength(1);
    expect((await list({ filter: { q: ' ' } })).body.length).toBeGreaterThan(1);
    expect((await list({ filter: { nope: 1 } })).status).toBe(400);
    expect((await list({ sort: ['description', 'ASC'] })).status).toBe(400);

    const got = await api.get(`/api/admin/team/${id}`, admin);
    expect(got.body).toMatchObject({ id, name: 'Zed Simple', salary: 5 });
    const updated = await api.put(`/api/admin/team/${id}`, { ...got.body, role: 'Tester', salary: 7 }, admin);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, role: 'Tester', salary: 7 });
    const deleted = await api.del(`/api/admin/team/${id}`, admin);
    expect(deleted.body).toMatchObject({ id, name: 'Zed Simple' });
    expect((await api.get(`/api/admin/team/${id}`, admin)).status).toBe(404);
  });
});
