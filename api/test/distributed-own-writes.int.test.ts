import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { blankQuestion, newId } from '@lebe/domain';
import { importNewStreams, openEventStore, storeConfig } from '@lebe/store';
import { testPostgres } from '@lebe/store/testing/postgres-server';
import { client } from '@lebe/testing/http';
import { createClassroom, joinClassroom, registerUser } from '@lebe/testing/classrooms';
import {
  adminAccount,
  startProcessServer,
  startWorkerProcess,
  type ProductProcess,
} from '@lebe/testing/process-server';
import { tmpdir } from 'node:os';

/**
 * Read-your-own-writes on the distributed stack used from its first second (issue 39): PostgreSQL (log and
 * read models), Redis, the API, a feeder and a projector worker as their own processes, while the workers
 * are still projecting a bank of 5,000 questions. Every feature's write is followed at once by the same
 * user's next request through the same API, which must show it: an edit of what was just created, a read of
 * what was just written. Run by `.ci/run`, which exports PG_URL and REDIS_URL.
 */
const unset = ['PG_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
const postgres = unset.length ? null : await testPostgres();
const skip = unset.length
  ? `${unset.join(' and ')} unset (.ci/run exports them)`
  : typeof postgres === 'string'
    ? postgres
    : null;

async function seedBank(url: string, count: number, text = (i: number) => `Quel mot ${i}?`) {
  const events = await openEventStore(storeConfig({ EVENTSTORE_URL: url, DATA_DIR: tmpdir() }));
  const ids = Array.from({ length: count }, () => newId());
  const metadata = { actor: null, correlationId: 'own-writes', time: new Date().toISOString(), schemaVersion: 1 };
  await importNewStreams(
    events,
    ids.map((questionId, i) => ({
      stream: `question-${questionId}`,
      events: [
        {
          type: 'QuestionCreated',
          data: {
            questionId,
            origin: 'generated',
            owner: null,
            fields: {
              ...blankQuestion,
              question: text(i),
              answers: [
                { text: `mot ${i}`, isCorrect: true },
                { text: 'autre', isCorrect: false },
              ],
              targetLanguage: 'french',
              level: 1,
            },
          },
          metadata,
        },
      ],
    })),
  );
  await events.close();
  return ids;
}

const editedQuestion = (question: string) => ({
  question,
  answers: [
    { text: 'oui', isCorrect: true },
    { text: 'non', isCorrect: false },
  ],
  questionType: 'multiple_choice',
  targetLanguage: 'french',
  level: 2,
});

if (skip) {
  describe('read-your-own-writes on PostgreSQL + Redis with workers', () =>
    it.skip(`skipped: ${skip}`, () => undefined));
} else {
  describe('read-your-own-writes on PostgreSQL + Redis with workers', () => {
    const running: ProductProcess[] = [];
    afterAll(async () => {
      await Promise.all(running.map((p) => p.kill('SIGKILL')));
      if (postgres && typeof postgres !== 'string') await postgres.stop();
    });

    it('shows each user what they just wrote, in every feature, while the projections catch up', async () => {
      if (!postgres || typeof postgres === 'string') return;
      const url = await postgres.database();
      const redisUrl = new URL(process.env.REDIS_URL!);
      redisUrl.pathname = '/6'; // a Redis database of this stack's own
      const flush = new Redis(redisUrl.toString());
      await flush.flushdb();
      await flush.quit();
      const env = { EVENTSTORE_URL: url, READSTORE_URL: url, REDIS_URL: redisUrl.toString() };
      const [practised] = await seedBank(url, 1, () => 'Quel mot?');
      await seedBank(url, 5_000);
      const server = await startProcessServer({ env });
      running.push(server);
      running.push(
        ...(await Promise.all([
          startWorkerProcess({ ...env, WORKER_ROLE: 'feeder' }),
          startWorkerProcess({ ...env, WORKER_ROLE: 'projector' }),
        ])),
      );
      const api = client(server.url);
      const admin = (await api.post('/api/users/login', adminAccount)).body.token;

      // Admin questions: created, edited at once, read at once (SPEC §7 Questions).
      const created = await api.post('/api/questions', {}, admin);
      expect(created.status).toBe(201);
      const edit = await api.put(`/api/questions/${created.body._id}`, editedQuestion('Admin edit'), admin);
      expect(edit.status).toBe(200);
      expect((await api.get(`/api/questions/${created.body._id}`, admin)).body.question).toBe('Admin edit');

      // A teacher's own question: created, edited, read, listed.
      const teacher = await registerUser(api, 'Teacher');
      const mine = await api.post('/api/myquestions', {}, teacher.token);
      expect(mine.status).toBe(201);
      const path = `/api/myquestions/details/${mine.body._id}`;
      expect((await api.put(path, editedQuestion('Teacher edit'), teacher.token)).status).toBe(200);
      expect((await api.get(path, teacher.token)).body.question).toBe('Teacher edit');
      const listed = await api.get('/api/myquestions/?keyword=&pageNumber=1', teacher.token);
      expect(listed.body.questions.map((q: { _id: string }) => q._id)).toContain(mine.body._id);

      // A classroom: created, read, edited, read; a student joins and sees it among theirs.
      const room = await createClassroom(api, teacher.token);
      expect((await api.get(`/api/classrooms/${room.id}`, teacher.token)).status).toBe(200);
      const renamed = await api.put(`/api/classrooms/${room.id}`, { name: 'Renamed' }, teacher.token);
      expect(renamed.status).toBe(200);
      expect((await api.get(`/api/classrooms/${room.id}`, teacher.token)).body.name).toBe('Renamed');
      const student = await registerUser(api, 'Student');
      await joinClassroom(api, student.token, room);
      const followed = await api.get('/api/followers/myfollowedclassrooms', student.token);
      expect(JSON.stringify(followed.body)).toContain(room.id);

      // A learner's profile, answer, dashboard, notebook and levels.
      const learner = await registerUser(api, 'Learner');
      expect((await api.put('/api/users/profile', { name: 'Lea' }, learner.token)).status).toBe(200);
      expect((await api.get('/api/users/profile', learner.token)).body.name).toBe('Lea');
      const answered = await api.post('/api/dashboards', { question: practised, answer: 'mot 0' }, learner.token);
      expect(answered.status).toBe(201);
      const count = await api.get('/api/dashboards/globalstudentanswercount', learner.token);
      expect(count.body.answerCount).toBe(1);
      const saved = await api.post('/api/notebooks', { questionId: practised, note: 'vert' }, learner.token);
      expect(saved.status).toBe(201);
      expect((await api.get(`/api/notebooks/${saved.body._id}`, learner.token)).body.note).toBe('vert');
      const notes = await api.get('/api/notebooks/mynotes/?keyword=&pageNumber=1', learner.token);
      expect(notes.body.notebooks).toHaveLength(1);

      // The team: a member created, edited, read.
      const member = await api.post('/api/team', {}, admin);
      expect(member.status).toBe(201);
      const named = await api.put(`/api/team/${member.body._id}`, { name: 'Ana', role: 'Teacher' }, admin);
      expect(named.status).toBe(200);
      expect((await api.get(`/api/team/${member.body._id}`, admin)).body.name).toBe('Ana');
    }, 300_000);
  });
}
