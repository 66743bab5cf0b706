import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { blankQuestion, newId } from '@lebe/domain';
import { importNewStreams, openEventStore, storeConfig } from '@lebe/store';
import { testPostgres } from '@lebe/store/testing/postgres-server';
import { client } from '@lebe/testing/http';
import { eventually } from '@lebe/testing/regrade-class';
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
    let api: ReturnType<typeof client>;
    let admin: string;
    let projector: ProductProcess;
    let practised: string;
    let bank: string[];
    let url: string;
    let env: Record<string, string>;
    beforeAll(async () => {
      if (!postgres || typeof postgres === 'string') return;
      url = await postgres.database();
      const redisUrl = new URL(process.env.REDIS_URL!);
      redisUrl.pathname = '/6'; // a Redis database of this stack's own
      const flush = new Redis(redisUrl.toString());
      await flush.flushdb();
      await flush.quit();
      env = { EVENTSTORE_URL: url, READSTORE_URL: url, REDIS_URL: redisUrl.toString() };
      [practised] = await seedBank(url, 1, () => 'Quel mot?');
      bank = await seedBank(url, 5_000);
      const server = await startProcessServer({ env });
      running.push(server);
      projector = await startWorkerProcess({ ...env, WORKER_ROLE: 'projector' });
      running.push(projector, await startWorkerProcess({ ...env, WORKER_ROLE: 'feeder' }));
      api = client(server.url);
      admin = (await api.post('/api/users/login', adminAccount)).body.token;
    }, 120_000);
    afterAll(async () => {
      projector?.signal('SIGCONT');
      await Promise.all(running.map((p) => p.kill('SIGKILL')));
      if (postgres && typeof postgres !== 'string') await postgres.stop();
    });

    it('shows each user what they just wrote, in every feature, while the projections catch up', async () => {
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

    /**
     * The projector paused: no read model moves at all, so whatever a command decides from, or a read by id
     * answers with, must come from the log. Each user's write is followed at once by a write or read that
     * depends on it, and a stranger is still refused.
     */
    it('decides every dependent write from the log while no read model moves, as strictly as before', async () => {
      // Through an API of its own on the same stack, whose replies stop waiting for the paused read models
      // after 0.2 s, not 2 s: every one of them answers before them anyway, from the log.
      const paused = await startProcessServer({ env, args: ['--freshness-timeout-ms=200'] });
      running.push(paused);
      const main = api;
      api = client(paused.url);
      const [teacher, student, learner, stranger] = [
        await registerUser(api, 'Teacher'),
        await registerUser(api, 'Student'),
        await registerUser(api, 'Learner'),
        await registerUser(api, 'Stranger'),
      ];
      projector.signal('SIGSTOP');
      try {
        await classroomChain(teacher.token, student.token, stranger.token);
        await notebookChain(learner.token, stranger.token);
        await teamChain();
        await flagChain(learner.token);
        await accountChain(learner);
        await adminRightChain(stranger);
        await quizChain(teacher.token, student.token);
        await groupChain(teacher.token);
      } finally {
        projector.signal('SIGCONT');
        api = main;
      }
    }, 300_000);

    it('counts toward the quorum the reports raised before the reports stream existed', async () => {
      const [question] = await seedBank(url, 1, () => 'Vieille question ?');
      const learners = await Promise.all(['Ana', 'Bo', 'Cy'].map((name) => registerUser(api, name)));
      // Two reports as they were written before 29 Nov 2026: the flag's own stream only, no QuestionReported.
      const events = await openEventStore(storeConfig({ EVENTSTORE_URL: url, DATA_DIR: tmpdir() }));
      for (const { _id: user } of learners.slice(0, 2)) {
        const flagId = newId();
        const reasons = { inappropriate: false, incorrect: true, wrongAnswer: false, offensive: false, weird: false };
        const asked = { level: 1, userLanguage: 'english', targetLanguage: 'french', textType: '', questionType: '' };
        const data = { flagId, question, user, ...reasons, comment: '', ...asked };
        const metadata = { actor: user, correlationId: flagId, time: new Date().toISOString(), schemaVersion: 1 };
        await events.append(`flag-${flagId}`, [{ type: 'FlagRaised', data, metadata }], 'no_stream');
      }
      await events.close();
      const filter = encodeURIComponent(JSON.stringify({ question }));
      await eventually(
        () => api.get(`/api/admin/flags?filter=${filter}`, admin),
        (listed) => expect(listed.body).toHaveLength(2),
      );
      expect((await api.get(`/api/questions/${question}`, admin)).body.isFlagged).toBe(false);
      expect((await api.post('/api/flags', { question, weird: true }, learners[2].token)).status).toBe(201);
      expect((await api.get(`/api/questions/${question}`, admin)).body.isFlagged).toBe(true);
    }, 120_000);

    /** Create → rename → read; join by code → read → leave; join again → removed → re-admitted. */
    async function classroomChain(teacher: string, student: string, stranger: string) {
      const room = await createClassroom(api, teacher);
      const renamed = await api.put(`/api/classrooms/${room.id}`, { name: 'Renamed' }, teacher);
      expect([renamed.status, renamed.body.name]).toEqual([200, 'Renamed']);
      expect((await api.get(`/api/classrooms/${room.id}`, teacher)).body.name).toBe('Renamed');
      expect((await api.put(`/api/classrooms/${room.id}`, { name: 'Mine' }, stranger)).status).toBe(403);
      expect((await api.del(`/api/classrooms/${room.id}`, stranger)).status).toBe(403);
      expect((await api.get(`/api/classrooms/${room.id}`, stranger)).status).toBe(403);

      const joined = await joinClassroom(api, student, room);
      expect(joined.status).toBe(201);
      expect((await api.get(`/api/classrooms/${room.id}`, student)).body.name).toBe('Renamed');
      expect((await api.del(`/api/followers/${joined.body._id}`, stranger)).status).toBe(403);
      expect((await api.del(`/api/followers/classroom/${room.id}`, student)).status).toBe(200);
      expect((await api.get(`/api/classrooms/${room.id}`, student)).status).toBe(403);
      expect((await api.del(`/api/followers/classroom/${room.id}`, student)).status).toBe(404);

      const again = await joinClassroom(api, student, room);
      expect(again.status).toBe(201);
      const removed = await api.del(`/api/followers/${again.body._id}`, teacher);
      expect([removed.status, removed.body.message]).toEqual([200, 'Student removed from the classroom']);
      expect((await api.post(`/api/followers/${again.body._id}/readmit`, {}, stranger)).status).toBe(403);
      expect((await api.post(`/api/followers/${again.body._id}/readmit`, {}, teacher)).status).toBe(200);
      expect((await api.get(`/api/classrooms/${room.id}`, student)).status).toBe(200);

      expect((await api.del(`/api/classrooms/${room.id}`, teacher)).status).toBe(200);
      expect((await api.get(`/api/classrooms/${room.id}`, teacher)).status).toBe(404);
    }

    /** Add to the notebook → edit → remove; another learner cannot touch it. */
    async function notebookChain(learner: string, stranger: string) {
      const saved = await api.post('/api/notebooks', { questionId: practised, note: 'vert' }, learner);
      expect(saved.status).toBe(201);
      const path = `/api/notebooks/${saved.body._id}`;
      expect((await api.put(path, { note: 'bleu' }, stranger)).status).toBe(404);
      const edited = await api.put(path, { note: 'rouge' }, learner);
      expect([edited.status, edited.body.note]).toEqual([200, 'rouge']);
      expect((await api.del(path, stranger)).status).toBe(404);
      expect((await api.del(path, learner)).status).toBe(200);
      expect((await api.put(path, { note: 'noir' }, learner)).status).toBe(404);
    }

    /** Add a team member → edit → read → remove → gone. */
    async function teamChain() {
      const member = await api.post('/api/team', {}, admin);
      expect(member.status).toBe(201);
      const path = `/api/team/${member.body._id}`;
      expect((await api.put(path, { name: 'Ana', role: 'Teacher' }, admin)).status).toBe(200);
      expect((await api.get(path, admin)).body.name).toBe('Ana');
      expect((await api.del(path, admin)).status).toBe(200);
      expect((await api.get(path, admin)).status).toBe(404);
    }

    /** An admin flags a question just created and reads it; a learner's report is resolved at once. */
    async function flagChain(learner: string) {
      const created = await api.post('/api/questions', {}, admin);
      const flagged = await api.put(`/api/questions/flag/${created.body._id}`, {}, admin);
      expect([flagged.status, flagged.body.isFlagged]).toEqual([200, true]);
      expect((await api.get(`/api/questions/${created.body._id}`, admin)).body.isFlagged).toBe(true);
      const raised = await api.post('/api/flags', { question: practised, weird: true }, learner);
      expect(raised.status).toBe(201);
      const path = `/api/admin/flags/${raised.body._id}`;
      expect((await api.get(path, learner)).status).toBe(403);
      const resolved = await api.put(path, { resolved: true }, admin);
      expect([resolved.status, resolved.body.resolved]).toEqual([200, true]);
      expect((await api.get(path, admin)).body.resolved).toBe(true);
    }

    /**
     * A quiz of bank questions: the student answers the first, the teacher swaps the second, the student answers
     * it all the same (their first answer pinned version 1), sees both answers and hands in.
     */
    async function quizChain(teacher: string, student: string) {
      const room = await createClassroom(api, teacher);
      expect((await joinClassroom(api, student, room)).status).toBe(201);
      const body = { classroom: room.id, title: 'Mots', targetLanguage: 'french', levels: [1], count: 2 };
      const created = await api.post('/api/quizzes', { ...body, questions: bank.slice(0, 2) }, teacher);
      expect(created.status).toBe(201);
      const quiz = created.body._id as string;
      const answer = (i: number) =>
        api.post('/api/mydashboards', { question: bank[i], answer: `mot ${i}`, classroom: room.id, quiz }, student);
      expect((await answer(0)).status).toBe(201);
      const swapped = await api.put(`/api/quizzes/${quiz}/questions/${bank[1]}`, { question: bank[2] }, teacher);
      expect([swapped.status, swapped.body.version]).toEqual([200, 2]);
      expect((await answer(1)).status).toBe(201);
      const view = await api.get(`/api/quizzes/${quiz}`, student);
      expect(view.body).toMatchObject({ version: 1, answered: 2, progress: 'completed', score: 100 });
      const handedIn = await api.post(`/api/quizzes/${quiz}/submit`, {}, student);
      expect(handedIn.body).toMatchObject({ version: 1, submitted: true, score: 100 });
    }

    /** A group made, made again (refused), renamed, its old name taken by another, deleted, its name free again. */
    async function groupChain(teacher: string) {
      const room = await createClassroom(api, teacher);
      const path = `/api/classrooms/${room.id}/groups`;
      const make = (name: string) => api.post(path, { name }, teacher);
      const reds = await make('Reds');
      expect(reds.status).toBe(201);
      expect((await make('REDS')).status).toBe(400);
      expect((await api.put(`${path}/${reds.body._id}`, { name: 'Blues' }, teacher)).status).toBe(200);
      expect((await make('Reds')).status).toBe(201);
      expect((await api.del(`${path}/${reds.body._id}`, teacher)).status).toBe(200);
      expect((await make('Blues')).status).toBe(201);
    }

    /** A new e-mail signs in at once, the old one no longer. */
    async function accountChain(learner: { token: string }) {
      const before = (await api.get('/api/users/profile', learner.token)).body.email as string;
      const email = `moved-${before}`;
      const moved = await api.put('/api/users/profile', { email, currentPassword: 'secret-pass' }, learner.token);
      expect([moved.status, moved.body.email]).toEqual([200, email]);
      expect((await api.post('/api/users/login', { email, password: 'secret-pass' })).status).toBe(200);
      expect((await api.post('/api/users/login', { email: before, password: 'secret-pass' })).status).toBe(401);
      // A new password ends the sessions signed in with the old one at once.
      const password = 'Another-pass-42';
      const changed = await api.put('/api/users/profile', { password, currentPassword: 'secret-pass' }, learner.token);
      expect(changed.status).toBe(200);
      expect((await api.get('/api/users/profile', learner.token)).status).toBe(401);
      expect((await api.get('/api/users/profile', changed.body.token)).body.email).toBe(email);
    }

    /** An admin right given is usable at once, and withdrawn is refused at once. */
    async function adminRightChain(user: { _id: string; token: string }) {
      const { name, email } = (await api.get('/api/users/profile', user.token)).body;
      const path = `/api/users/${user._id}`;
      expect((await api.put(path, { name, email, isAdmin: true }, admin)).body.isAdmin).toBe(true);
      expect((await api.get('/api/users', user.token)).status).toBe(200);
      expect((await api.put(path, { name, email, isAdmin: false }, admin)).body.isAdmin).toBe(false);
      expect((await api.get('/api/users', user.token)).status).toBe(403);
    }
  });
}
