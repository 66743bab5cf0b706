import { describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { useTestServer } from '@lebe/testing/use-test-server';
import { testPasswordCost } from '@lebe/testing/test-server';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { createClassroom, joinClassroom } from '@lebe/testing/classrooms';
import { seedAdmin } from '.';
import { commonPasswordMessage } from '../../platform/auth/password-policy';

const { server, api } = useTestServer({ env: { LOGIN_LIMIT_PER_EMAIL: '3' } });
let n = 0;
const fresh = () => ({
  name: `Learner ${++n}`,
  email: `learner${n}.${Date.now()}@example.com`,
  password: 'secret-pass',
});

describe('registration and login', () => {
  it('registers a user, who is signed in with the user info of the spec', async () => {
    const who = fresh();
    const res = await api.post('/api/users', who);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([
      '_id',
      'customLevels',
      'email',
      'isAdmin',
      'name',
      'token',
      'userLevels',
    ]);
    expect(res.body).toMatchObject({
      name: who.name,
      email: who.email,
      isAdmin: false,
      userLevels: {},
      customLevels: {},
    });
    const profile = await api.get('/api/users/profile', res.body.token);
    expect(profile.body).toMatchObject({ _id: res.body._id, email: who.email });
  });

  it('refuses a taken e-mail, whatever its case, with 409 and a message', async () => {
    const who = fresh();
    await api.post('/api/users', who);
    const again = await api.post('/api/users', { ...who, email: who.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'User already exists' });
  });

  it('lets exactly one of two concurrent registrations with one e-mail succeed', async () => {
    const who = fresh();
    const results = await Promise.all([api.post('/api/users', who), api.post('/api/users', { ...who, name: 'Twin' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const admin = await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword });
    const list = await api.get(`/api/users?keyword=${encodeURIComponent(who.email)}`, admin.body.token);
    expect(list.body.users).toHaveLength(1);
  });

  it('answers bad input with 400 and a message, and writes nothing', async () => {
    const head = (await api.get('/api/health')).body.eventStore.headPosition;
    for (const body of [
      {},
      { ...fresh(), email: 'not-an-email' },
      { ...fresh(), password: '' },
      { ...fresh(), name: '  ' },
    ]) {
      const res = await api.post('/api/users', body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await api.get('/api/health')).body.eventStore.headPosition).toBe(head);
  });

  it('refuses a password under 8 characters or a common one, with the rule in plain words, and writes nothing', async () => {
    const head = (await api.get('/api/health')).body.eventStore.headPosition;
    const short = await api.post('/api/users', { ...fresh(), password: 'a' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: 'Password must be at least 8 characters', field: 'password' });
    const common = await api.post('/api/users', { ...fresh(), password: 'Password1' });
    expect(common.status).toBe(400);
    expect(common.body).toEqual({ message: commonPasswordMessage, field: 'password' });
    expect((await api.get('/api/health')).body.eventStore.headPosition).toBe(head);
    // No composition rules: eight spaces-and-letters of any kind will do.
    expect((await api.post('/api/users', { ...fresh(), password: 'été à la' })).status).toBe(201);
  });

  it('says what is wrong with a field in plain words, never "Invalid body"', async () => {
    const res = await api.post('/api/users', { ...fresh(), name: 'n'.repeat(101) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Name must be at most 100 characters', field: 'name' });
  });

  it('says "Invalid email or password" for a wrong password and for an unknown e-mail alike', async () => {
    const who = fresh();
    await api.post('/api/users', who);
    const wrong = await api.post('/api/users/login', { email: who.email, password: 'nope-nope' });
    const unknown = await api.post('/api/users/login', { email: `x${who.email}`, password: 'nope-nope' });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual({ message: 'Invalid email or password' });
    const ok = await api.post('/api/users/login', { email: who.email.toUpperCase(), password: who.password });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(who.email);
  });

  it('rate-limits failed logins per e-mail with 429', async () => {
    const who = fresh();
    await api.post('/api/users', who);
    for (let i = 0; i < 3; i++)
      expect((await api.post('/api/users/login', { email: who.email, password: 'bad-guess' })).status).toBe(401);
    const limited = await api.post('/api/users/login', { email: who.email, password: who.password });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many login attempts/);
  });

  it('keeps passwords out of the event log and the read models', async () => {
    const who = { ...fresh(), password: 'very-distinctive-password-42' };
    await api.post('/api/users', who);
    for (const file of ['events.sqlite', 'read.sqlite']) {
      const db = new Database(join(server.dataDir, file), { readonly: true });
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type='table'").all() as { name: string }[];
      for (const { name } of tables) {
        const dump = JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all());
        expect(dump).not.toContain(who.password);
      }
      db.close();
    }
  });
});

describe('password hashes on the test server', () => {
  it('are scrypt hashes of the cost it was given (cheap for tests), and sign their owner in', async () => {
    const who = fresh();
    const { body } = await api.post('/api/users', who);
    const db = new Database(join(server.dataDir, 'secrets.sqlite'), { readonly: true });
    const row = db.prepare('SELECT doc FROM rm_credentials WHERE id = ?').get(body._id) as { doc: string };
    db.close();
    const hash: string = JSON.parse(row.doc).hash;
    expect(hash.split('$').slice(0, 2)).toEqual(['scrypt', String(2 ** testPasswordCost)]);
    expect((await api.post('/api/users/login', who)).status).toBe(200);
    expect((await api.post('/api/users/login', { ...who, password: 'not-it' })).status).toBe(401);
  });
});

describe('tokens and sessions', () => {
  it('tells a missing token from a bad one', async () => {
    expect((await api.get('/api/users/profile')).body).toEqual({ message: 'Not authorized, no token' });
    const bad = await api.get('/api/users/profile', 'not.a.token');
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: 'Not authorized, token failed' });
    const { body } = await api.post('/api/users', fresh());
    const tampered = body.token.slice(0, -3) + (body.token.endsWith('abc') ? 'xyz' : 'abc');
    expect((await api.get('/api/users/profile', tampered)).body).toEqual({ message: 'Not authorized, token failed' });
  });

  it('ends other sessions when the password changes, and the new token works', async () => {
    const who = fresh();
    const first = (await api.post('/api/users', who)).body.token;
    const second = (await api.post('/api/users/login', who)).body.token;
    const updated = await api.put(
      '/api/users/profile',
      { name: 'Renamed', email: who.email, password: 'another-secret', currentPassword: who.password },
      second,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.name).toBe('Renamed');
    expect((await api.get('/api/users/profile', first)).body).toEqual({ message: 'Not authorized, token failed' });
    expect((await api.get('/api/users/profile', updated.body.token)).status).toBe(200);
    expect((await api.post('/api/users/login', { email: who.email, password: 'another-secret' })).status).toBe(200);
  });

  it('takes the current password to change the password or the e-mail, not the name', async () => {
    const who = fresh();
    const { token } = (await api.post('/api/users', who)).body;
    const without = await api.put(
      '/api/users/profile',
      { name: who.name, email: who.email, password: 'brand-new-1' },
      token,
    );
    expect(without.status).toBe(400);
    expect(without.body).toEqual({
      message: 'Enter your current password to change your password or email',
      field: 'currentPassword',
    });
    const wrong = await api.put(
      '/api/users/profile',
      { name: who.name, email: `moved.${who.email}`, currentPassword: 'not-my-password' },
      token,
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: 'Your current password is not right', field: 'currentPassword' });
    expect((await api.get('/api/users/profile', token)).body.email).toBe(who.email);
    const renamed = await api.put('/api/users/profile', { name: 'Only Renamed', email: who.email }, token);
    expect(renamed.status).toBe(200);
    const moved = await api.put(
      '/api/users/profile',
      { name: who.name, email: `moved.${who.email}`, currentPassword: who.password },
      renamed.body.token,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.email).toBe(`moved.${who.email}`);
  });

  it("stops a deleted user's tokens", async () => {
    const { body: user } = await api.post('/api/users', fresh());
    const admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword }))
      .body.token;
    expect((await api.del(`/api/users/${user._id}`, admin)).status).toBe(200);
    expect((await api.get('/api/users/profile', user.token)).body).toEqual({ message: 'Not authorized, token failed' });
    expect((await api.post('/api/users', { ...fresh(), email: user.email })).status).toBe(201);
  });

  it('refuses to take an e-mail another account holds when updating the profile', async () => {
    const a = (await api.post('/api/users', fresh())).body;
    const b = (await api.post('/api/users', fresh())).body;
    const res = await api.put(
      '/api/users/profile',
      { name: b.name, email: a.email, currentPassword: 'secret-pass' },
      b.token,
    );
    expect(res.status).toBe(409);
    expect((await api.get('/api/users/profile', b.token)).body.email).toBe(b.email);
  });
});

describe('levels', () => {
  it('keeps a level only as far as the recorded answers earn it, only rising, and clears them', async () => {
    // Four right and a miss at level 3 earn nothing; the five right after it earn level 4 (SPEC §4).
    const atThree = await seedQuestions(
      server,
      Array.from({ length: 10 }, (_, i) =>
        multipleChoice(`Trois ${i}?`, 'oui', ['non', 'peut-être', 'jamais'], { targetLanguage: 'french', level: 3 }),
      ),
    );
    const me = (await api.post('/api/users', fresh())).body;
    const put = (suffix: string, body: object) => api.put(`/api/users/${me._id}/${suffix}`, body, me.token);
    const answer = (i: number, text: string) =>
      api.post('/api/dashboards', { question: atThree[i], answer: text }, me.token);
    expect((await put('levels', { language: 'french', level: 4 })).body.userLevels).toEqual({});
    for (let i = 0; i < 4; i++) await answer(i, 'oui');
    await answer(4, 'non');
    expect((await put('levels', { language: 'french', level: 4 })).body.userLevels).toEqual({});
    for (let i = 5; i < 10; i++) await answer(i, 'oui');
    // A claim beyond what was earned is corrected to what was: five right at level 3 earn level 4.
    expect((await put('levels', { language: 'french', level: 9 })).body.userLevels).toEqual({ french: 4 });
    expect((await put('levels', { language: 'french', level: 2 })).body.userLevels).toEqual({ french: 4 });
    const custom = await put('customlevels', { classroom: 'c1', level: 3 });
    expect(custom.body.customLevels).toEqual({});
    expect(typeof custom.body.token).toBe('string');
    expect((await put('customlevels', { classroom: { $ne: 1 }, level: 3 })).status).toBe(400);
    expect((await put('levels', { language: 'klingon', level: 2 })).status).toBe(400);
    expect((await put('levels', { language: 'french', level: 11 })).status).toBe(400);
    expect((await put('levels', { language: 'dutch', level: 9 })).body.message).toMatch(/at most 8 in dutch/);
    for (const level of [true, [3], { $gt: 0 }, 'three', 2.5, null]) {
      for (const [suffix, id] of [
        ['levels', { language: 'french' }],
        ['customlevels', { classroom: 'c1' }],
      ] as const) {
        const refused = await put(suffix, { ...id, level });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toMatch(/Level/);
      }
    }
    expect((await api.get('/api/users/profile', me.token)).body.userLevels).toEqual({ french: 4 });
    const cleared = await put('clearlevels', {});
    expect(cleared.body).toMatchObject({ userLevels: {}, customLevels: {} });
    expect((await put('levels', { language: 'french', level: 4 })).body.userLevels).toEqual({ french: 4 });
  });

  it('earns a level on answers the read models have not applied yet (issue 39)', async () => {
    const atTwo = await seedQuestions(
      server,
      Array.from({ length: 5 }, (_, i) =>
        multipleChoice(`Deux ${i}?`, 'oui', ['non', 'peut-être', 'jamais'], { targetLanguage: 'french', level: 2 }),
      ),
    );
    const me = (await api.post('/api/users', fresh())).body;
    // The projections stop: the level windows stay empty while the learner's stream records five right answers.
    await server.runtime.inProcess!.stop();
    try {
      for (const question of atTwo)
        expect((await api.post('/api/dashboards', { question, answer: 'oui' }, me.token)).body.score).toBe('correct');
      const claimed = await api.put(`/api/users/${me._id}/levels`, { language: 'french', level: 3 }, me.token);
      expect(claimed.body.userLevels).toEqual({ french: 3 });
    } finally {
      await server.runtime.inProcess!.start();
    }
  }, 60_000);

  it("refuses to change another user's levels", async () => {
    const me = (await api.post('/api/users', fresh())).body;
    const other = (await api.post('/api/users', fresh())).body;
    const res = await api.put(`/api/users/${other._id}/levels`, { language: 'french', level: 9 }, me.token);
    expect(res.status).toBe(403);
    expect((await api.get('/api/users/profile', other.token)).body.userLevels).toEqual({});
  });
});

describe('admin', () => {
  it('lists, edits and filters users in the simple-rest convention', async () => {
    const admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword }))
      .body.token;
    const someone = (await api.post('/api/users', fresh())).body;
    const list = await api.get('/api/admin/users?range=[0,4]&sort=["createdAt","ASC"]', admin);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^users 0-4\/\d+$/);
    expect(list.body[0]).toMatchObject({ id: expect.any(String), email: server.adminEmail, isAdmin: true });
    const found = await api.get(
      `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: someone.email }))}`,
      admin,
    );
    expect(found.body.map((u: { id: string }) => u.id)).toEqual([someone._id]);
    const edited = await api.put(
      `/api/admin/users/${someone._id}`,
      { name: 'Promoted', email: someone.email, isAdmin: true },
      admin,
    );
    expect(edited.body).toMatchObject({ id: someone._id, name: 'Promoted', isAdmin: true });
    expect((await api.get('/api/users/profile', someone.token)).body.isAdmin).toBe(true);
    expect((await api.get('/api/admin/users?sort=["password","ASC"]', admin)).status).toBe(400);
  });

  it('lists users with when they were created, sortable by it both ways, to admins only', async () => {
    const admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword }))
      .body.token;
    const newest = (await api.post('/api/users', fresh())).body;
    const desc = await api.get('/api/admin/users?range=[0,9]&sort=["createdAt","DESC"]', admin);
    expect(desc.body[0]).toMatchObject({ id: newest._id, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const times = desc.body.map((u: { createdAt: string }) => u.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const asc = await api.get('/api/admin/users?range=[0,0]&sort=["createdAt","ASC"]', admin);
    expect(asc.body[0].email).toBe(server.adminEmail);
    expect((await api.get('/api/admin/users', newest.token)).status).toBe(403);
  });

  it('lists each user’s role and when they were last seen, sortable by both, to admins only (issue 38)', async () => {
    const admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword }))
      .body.token;
    const [question] = await seedQuestions(server, [
      multipleChoice('Rot?', 'red', ['blue'], { targetLanguage: 'german' }),
    ]);
    const teacher = (await api.post('/api/users', fresh())).body;
    const learner = (await api.post('/api/users', fresh())).body;
    const room = await createClassroom(api, teacher.token);
    expect((await joinClassroom(api, learner.token, room, 'Lee')).status).toBe(201);
    // The learner's answer is the latest thing anyone did: they were seen last.
    expect((await api.post('/api/dashboards', { question, answer: 'red' }, learner.token)).status).toBe(201);
    const list = async (sort: string) => (await api.get(`/api/admin/users?range=[0,99]&sort=${sort}`, admin)).body;
    const byId = new Map((await list('["createdAt","ASC"]')).map((u: { id: string }) => [u.id, u]));
    expect(byId.get(teacher._id)).toMatchObject({ role: 'teacher' });
    expect(byId.get(learner._id)).toMatchObject({ role: 'learner', lastSeenAt: expect.stringMatching(/^\d{4}-/) });
    const seen = await list('["lastSeenAt","DESC"]');
    expect(seen[0].id).toBe(learner._id);
    const times = seen.map((u: { lastSeenAt: string }) => u.lastSeenAt);
    expect(times).toEqual([...times].sort().reverse());
    const roles = (await list('["role","ASC"]')).map((u: { role: string }) => u.role);
    expect(roles).toEqual([...roles].sort());
    expect(roles[0]).toBe('admin');
    expect((await api.get('/api/admin/users?sort=["lastSeenAt","DESC"]', learner.token)).status).toBe(403);
  });

  it('seeds the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const res = await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword });
    expect(res.body.isAdmin).toBe(true);
    // Not 'Admin': the header's Admin menu is a button of that name already.
    expect(res.body.name).toBe('Lëbe Admin');
  });

  it('makes one admin account when API instances start together, each keeping it', async () => {
    const email = 'second-admin@example.com';
    const deps = server.runtime.deps;
    const outcomes = await Promise.all([1, 2, 3].map(() => seedAdmin(deps, email, 'first-password')));
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
    const login = await api.post('/api/users/login', { email, password: 'first-password' });
    expect(login.body.isAdmin).toBe(true);
    // A later start with another password keeps the one the admin has.
    expect(await seedAdmin(deps, email, 'another-password')).toBe('kept');
    expect((await api.post('/api/users/login', { email, password: 'another-password' })).status).toBe(401);
  });
});

describe('health', () => {
  it("reports the log's head and every projection's checkpoint and lag", async () => {
    const res = await api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', eventStore: { kind: 'sqlite' }, pipeline: 'in-process' });
    // The users read model under its layout's version (users@v2 since issue 38).
    const users = res.body.projections.find((p: { name: string }) => /^users(@v\d+)?$/.test(p.name));
    expect(users).toMatchObject({ checkpoint: res.body.eventStore.headPosition, lag: 0, status: 'running' });
  });
});
