import { beforeAll, describe, expect, it } from '@jest/globals';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { streams } from '@lebe/domain';
import { testEvent } from '@lebe/store/testing/events';
import { useTestServer } from '@lebe/testing/use-test-server';
import { createClassroom, registerUser } from '@lebe/testing/classrooms';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

// The attacks and accidents of the trustworthy-writes issue, each reproduced against the real server.
const { server, api } = useTestServer({ env: { TRUST_PROXY: '1', LOGIN_LIMIT_PER_EMAIL: '5' } });
let admin: string;

beforeAll(async () => {
  admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword })).body.token;
});

/** A request as it reaches us through one trusted proxy from `address`, whatever the client wrote itself. */
const from = (address: string, forged = 'evil') => ({ 'x-forwarded-for': `${forged}, ${address}` });
const login = (email: string, password: string, address: string, forged?: string) =>
  api.call('POST', '/api/users/login', { body: { email, password }, headers: from(address, forged) });

describe('limits that hold', () => {
  it('counts a guess before verifying it: of 40 parallel wrong guesses at most the limit are verified', async () => {
    const who = await registerUser(api, 'Vera');
    const email = (await api.get('/api/users/profile', who.token)).body.email;
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(email, `guess-${i}`, '10.0.0.1', `forged-${i}`)),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // Forged left-most entries did not spread the guesses over many addresses: the right password from
    // the guessing address is refused too, but the account's owner elsewhere signs in at once.
    expect((await login(email, 'secret-pass', '10.0.0.1')).status).toBe(429);
    expect((await login(email, 'secret-pass', '10.0.0.2')).status).toBe(200);
  });

  it('lets a class of 30 typing the right keycode at once from one school address in, past the limit of 5', async () => {
    const teacher = await registerUser(api, 'Theo');
    const room = await createClassroom(api, teacher.token, 'class-keycode');
    const classLogin = (password: string) =>
      api.call('POST', '/api/classrooms/classlogin', {
        body: { classroomCode: room.classroomCode, password },
        headers: from('10.0.2.1'),
      });
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => classLogin('class-keycode')))).map(
      (r) => r.status,
    );
    expect(statuses).toEqual(Array(30).fill(200));
    // Wrong guesses in parallel from that address still get no more checks than the limit.
    const guesses = (await Promise.all(Array.from({ length: 30 }, (_, i) => classLogin(`guess-${i}`)))).map(
      (r) => r.status,
    );
    expect(guesses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(guesses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
  });

  it('puts every keycode check through the same limit, joining included', async () => {
    const teacher = await registerUser(api, 'Tara');
    const student = await registerUser(api, 'Stef');
    const room = await createClassroom(api, teacher.token, 'right-keycode');
    const join = (password: string) =>
      api.call('POST', '/api/followers', {
        token: student.token,
        body: { classroom: room.id, studentName: 'Stef', password },
        headers: from('10.0.1.1'),
      });
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await join(`wrong-${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('registrations', () => {
  const limited = useTestServer({ env: { REGISTRATIONS_PER_HOUR: '3' } });

  it('are limited per address', async () => {
    const http = limited.api;
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await http.post('/api/users', { name: `R${i}`, email: `r${i}@x.io`, password: 'pw-123456' })).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('commands that finish or leave nothing', () => {
  it('an e-mail held by a registration an older version cut off is free for a new one', async () => {
    const orphan = 'a'.repeat(24);
    await server.runtime.deps.events.append(streams.email('orphan@example.com'), [
      testEvent('EmailReserved', { userId: orphan }),
    ]);
    const res = await api.post('/api/users', { name: 'Ora', email: 'orphan@example.com', password: 'pw-123456' });
    expect(res.status).toBe(201);
    expect((await api.post('/api/users/login', { email: 'orphan@example.com', password: 'pw-123456' })).status).toBe(
      200,
    );
  });

  it('a classroom code held by a creation an older version cut off is free for a new classroom', async () => {
    const teacher = await registerUser(api, 'Olga');
    await server.runtime.deps.events.append(streams.classroomCode('LOST-1'), [
      testEvent('ClassroomCodeReserved', { classroomId: 'b'.repeat(24) }),
    ]);
    const body = { classroomCode: 'LOST-1', name: 'Found', teacher: 'Olga', description: '', password: 'k' };
    expect((await api.post('/api/classrooms', body, teacher.token)).status).toBe(201);
  });
});

describe('optimistic concurrency over HTTP', () => {
  it('refuses a stale edit form with 409 and keeps the change it would have overwritten', async () => {
    const [id] = await seedQuestions(server, [multipleChoice('Stale?', 'yes', ['no'], { targetLanguage: 'french' })]);
    const form = (await api.get(`/api/admin/questions/${id}`, admin)).body;
    const first = await api.put(`/api/admin/questions/${id}`, { ...form, question: 'First admin' }, admin);
    expect(first.status).toBe(200);
    const stale = await api.put(`/api/admin/questions/${id}`, { ...form, question: 'Second admin' }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    expect((await api.get(`/api/questions/${id}`)).body.question).toBe('First admin');
    const fresh = await api.put(`/api/admin/questions/${id}`, { ...first.body, question: 'Second admin' }, admin);
    expect(fresh.status).toBe(200);
  });
});

describe('headers and inputs', () => {
  it('sends a strict CSP that forbids framing, a referrer policy, and never lets a token be cached', async () => {
    const page = await fetch(`${server.url}/api/site`);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const token = await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword });
    expect(token.headers.get('cache-control')).toBe('no-store');
  });

  it('answers malformed and escaping paths with 404 whether or not a file is there, never 500', async () => {
    for (const path of ['/%E0%A4%A', '/assets/..%2f..%2fpackage.json', '/assets/..%2f..%2fnothing-here.json'])
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
  });

  it('looks filters up as own properties only, and refuses objects where text is expected', async () => {
    const filter = encodeURIComponent(JSON.stringify({ toString: 'x' }));
    const res = await api.get(`/api/admin/questions?filter=${filter}`, admin);
    expect([res.status, res.body.message]).toEqual([400, 'Unknown filter toString']);
    const me = await registerUser(api, 'Obi');
    const forged = await api.put(`/api/users/${me._id}/customlevels`, { classroom: { a: 1 }, level: 3 }, me.token);
    expect(forged.status).toBe(400);
  });

  it('shows public question reads only the fields of the spec, and saves no question without a right answer', async () => {
    const [id] = await seedQuestions(server, [multipleChoice('Public?', 'yes', ['no'], { targetLanguage: 'german' })]);
    const read = (await api.get(`/api/questions/${id}`)).body;
    expect(Object.keys(read)).not.toEqual(expect.arrayContaining(['owner']));
    for (const hidden of ['owner', 'classrooms', 'inBank', 'rand', 'origin']) expect(read).not.toHaveProperty(hidden);
    const wrongOnly = await api.put(`/api/questions/${id}`, { answers: [{ text: 'no', isCorrect: false }] }, admin);
    expect(wrongOnly.status).toBe(400);
    expect((await api.put(`/api/questions/${id}`, { answers: [] }, admin)).status).toBe(400);
  });

  it('keeps a request id only when it is a short plain token', async () => {
    const huge = 'x'.repeat(10_000);
    const res = await api.call('GET', '/api/site', { headers: { 'x-request-id': huge } });
    expect(res.headers.get('x-request-id')!.length).toBeLessThanOrEqual(64);
    const plain = await api.call('GET', '/api/site', { headers: { 'x-request-id': 'req-42' } });
    expect(plain.headers.get('x-request-id')).toBe('req-42');
  });

  it('keeps the secret files private to their owner', () => {
    for (const file of ['secrets.sqlite', 'limits.sqlite'])
      expect(statSync(join(server.dataDir, file)).mode & 0o077).toBe(0);
  });

  it('serves Prometheus metrics to admins only', async () => {
    const metrics = await api.get('/api/admin/metrics', admin);
    expect(metrics.status).toBe(200);
    expect(String(metrics.body)).toContain('lebe_http_request_duration_seconds');
    expect(String(metrics.body)).toContain('lebe_projection_lag_events');
    const learner = await registerUser(api, 'Met');
    expect((await api.get('/api/admin/metrics', learner.token)).status).toBe(403);
  });
});
