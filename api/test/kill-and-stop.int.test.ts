import { describe, expect, it } from '@jest/globals';
import { client } from '@lebe/testing/http';
import { adminAccount, startProcessServer } from '@lebe/testing/process-server';

// Crashes and stops of the real server process, mid-work: nothing is left half-done, nothing acknowledged
// is lost (the trustworthy-writes issue). Each test runs the product as its own process.

const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

/**
 * Kills `server` (SIGKILL) once the first of `attempts` is answered, so that the others are under way; returns
 * their outcomes. Some must have been cut off: a kill after they were all done would prove nothing.
 */
async function killMidWay<T>(server: { kill(signal: NodeJS.Signals): Promise<unknown> }, attempts: Promise<T>[]) {
  await Promise.race(attempts).catch(() => undefined);
  await server.kill('SIGKILL');
  const outcomes = await settle(attempts);
  expect(outcomes.filter((o) => o.status === 'rejected').length).toBeGreaterThan(0);
  return outcomes;
}

/**
 * The product's own entry, hashing passwords and keycodes at production's cost: registrations and classroom
 * creations then last as long as they do in production, so a kill lands while they are under way (at the
 * tests' cost all of them are done before it).
 */
const productionEntry = { entry: 'api/src/serve.ts' };

describe('a server killed or stopped mid-work', () => {
  it('leaves no e-mail reserved by nobody when killed during registrations', async () => {
    let server = await startProcessServer(productionEntry);
    const accounts = Array.from({ length: 24 }, (_, i) => ({
      name: `K${i}`,
      email: `kill${i}@x.io`,
      password: 'pw-123456',
    }));
    await killMidWay(
      server,
      accounts.map((a) => client(server.url).post('/api/users', a)),
    );
    server = await startProcessServer({ dataDir: server.dataDir });
    try {
      const api = client(server.url);
      for (const a of accounts) {
        const login = await api.post('/api/users/login', { email: a.email, password: a.password });
        if (login.status === 200) continue;
        // Not registered before the kill: the address is free, not held by an account that never came to be.
        expect((await api.post('/api/users', a)).status).toBe(201);
      }
    } finally {
      await server.kill('SIGTERM');
    }
  }, 120_000);

  it('leaves no classroom code held by no classroom when killed during creations', async () => {
    let server = await startProcessServer(productionEntry);
    const teacher = (await client(server.url).post('/api/users', { name: 'T', email: 't@x.io', password: 'pw-123456' }))
      .body;
    const body = (i: number) => ({
      classroomCode: `KILL-${i}`,
      name: `C${i}`,
      teacher: 'T',
      description: '',
      password: 'k',
    });
    await killMidWay(
      server,
      Array.from({ length: 12 }, (_, i) => client(server.url).post('/api/classrooms', body(i), teacher.token)),
    );
    server = await startProcessServer({ dataDir: server.dataDir });
    try {
      const api = client(server.url);
      const mine = (await api.get('/api/classrooms/myclassrooms', teacher.token)).body.classrooms as {
        classroomCode: string;
      }[];
      const created = new Set(mine.map((c) => c.classroomCode));
      for (let i = 0; i < 12; i++)
        if (!created.has(`KILL-${i}`))
          expect((await api.post('/api/classrooms', body(i), teacher.token)).status).toBe(201);
    } finally {
      await server.kill('SIGTERM');
    }
  }, 120_000);

  it('finishes the requests under way on SIGTERM: every acknowledged answer is in the log once, none fails', async () => {
    let server = await startProcessServer();
    let api = client(server.url);
    const admin = (await api.post('/api/users/login', adminAccount)).body.token;
    const question = {
      question: 'Un?',
      answers: [
        { text: 'one', isCorrect: true },
        { text: 'two', isCorrect: false },
      ],
    };
    const id = (await api.post('/api/admin/questions', question, admin)).body.id;
    const learner = (await api.post('/api/users', { name: 'L', email: 'l@x.io', password: 'pw-123456' })).body;
    const answers = Array.from({ length: 60 }, () =>
      api.post('/api/dashboards', { question: id, answer: 'one' }, learner.token),
    );
    await new Promise((r) => setTimeout(r, 50));
    const stopped = server.kill('SIGTERM');
    const results = await settle(answers);
    expect(await stopped).toBe(0);
    const acknowledged = results.filter((r) => r.status === 'fulfilled' && r.value.status === 201).length;
    for (const r of results) if (r.status === 'fulfilled') expect(r.value.status).toBe(201); // a reply is a success, never a 5xx
    server = await startProcessServer({ dataDir: server.dataDir });
    api = client(server.url);
    try {
      const count = (await api.get('/api/dashboards/globalstudentanswercount', learner.token)).body.answerCount;
      expect(count).toBe(acknowledged);
      expect(acknowledged).toBeGreaterThan(0);
    } finally {
      await server.kill('SIGTERM');
    }
  }, 120_000);

  it('completes the first start after it was killed while importing the question bank', async () => {
    // Two languages' seed (over 6,000 questions, several batches): the same job and the same steps as the
    // whole bank, whose import took minutes of every test run.
    const env = { SEED_QUESTIONS: 'true', SEED_LANGUAGES: 'sango,dzongkha' };
    let server = await startProcessServer({ env });
    await new Promise((r) => setTimeout(r, 1500));
    await server.kill('SIGKILL');
    server = await startProcessServer({
      dataDir: server.dataDir,
      env,
      waitFor: /Question bank imported/,
      timeoutMs: 400_000,
    });
    try {
      const api = client(server.url);
      expect((await api.post('/api/users/login', adminAccount)).status).toBe(200);
      const stats = (await api.get('/api/questions/stats')).body.languages as { language: string; total: number }[];
      const seeded = ['sango', 'dzongkha'];
      for (const { language, total } of stats)
        expect([language, total > 100]).toEqual([language, seeded.includes(language)]);
    } finally {
      await server.kill('SIGTERM');
    }
    // And the next start finds it complete: nothing is imported again.
    server = await startProcessServer({ dataDir: server.dataDir, env });
    await new Promise((r) => setTimeout(r, 2000));
    expect(server.output()).not.toMatch(/Question bank imported/);
    await server.kill('SIGTERM');
  }, 600_000);
});
