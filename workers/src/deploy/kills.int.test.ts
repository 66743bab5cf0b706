import { afterAll, describe, expect, it } from '@jest/globals';
import {
  AnswerRecorded,
  ClassroomCodeReleased,
  ClassroomCodeReserved,
  ClassroomCreated,
  ClassroomDeleted,
  EmailReleased,
  EmailReserved,
  UserDeleted,
  UserRegistered,
  isEventOf,
  type RecordedEvent,
} from '@lebe/domain';
import { testPostgres } from '@lebe/store/testing/postgres-server';
import { client } from '@lebe/testing/http';
import { freePort, startProcessServer, startWorkerProcess, type ProductProcess } from '@lebe/testing/process-server';
import { testRedis } from '../testing/redis-server';
import { caughtUp, differencesFromRebuild, seedQuestions, stackEnv, startTimeoutMs, wholeLog } from '../testing/deploy';

/**
 * Kills on the distributed stack (issue 39): the API, the feeder and two projector workers run as processes on
 * PostgreSQL + Redis while learners answer, people register and a teacher creates classrooms. Each process
 * kind is SIGKILLed three times at a random moment and started again; clients retry what got no reply with
 * the same request id, as a browser's retry would. Then: every acknowledged write is in the log exactly once,
 * nothing is there twice, no e-mail or classroom code is reserved for an account or class that does not
 * exist, and every read model equals a clean rebuild from the log.
 */
const [postgres, redis] = await Promise.all([testPostgres(), testRedis()]);
const missing = [postgres, redis].filter((s): s is string => typeof s === 'string');

const learners = 4;
const killsPerKind = 3;
const writesEach = 3000; // at most, per client: the load is bounded even on a fast machine
const kinds = ['api', 'feeder', 'worker'] as const;
type Kind = (typeof kinds)[number];
const timeoutMs = startTimeoutMs;
const retryForMs = timeoutMs + 30_000; // a client retries for longer than a restart takes

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const random = (from: number, to: number) => from + Math.floor(Math.random() * (to - from));

let retried = 0; // requests that got their reply only on a later try
let finished = false; // the test is over (failed, maybe): clients stop retrying

/**
 * Sends one request until it gets a reply that is not the stack's failure (no connection, 5xx), always with
 * the same request id, so the server can tell a retry from a new request.
 */
async function send(url: () => string, path: string, body: unknown, token: string | undefined, requestId: string) {
  const until = Date.now() + retryForMs;
  let attempts = 0;
  while (Date.now() < until && !finished) {
    attempts++;
    const reply = await client(url())
      .call('POST', path, { body, token, headers: { 'x-request-id': requestId } })
      .catch(() => null);
    if (reply && reply.status < 500) {
      if (attempts > 1) retried++;
      return { status: reply.status, attempts, body: reply.body };
    }
    await sleep(200);
  }
  return { status: null, attempts, body: null };
}

/** Holders of reservation streams whose account or classroom does not exist (the log's own view). */
function orphans(log: RecordedEvent[]) {
  const holders = new Map<string, string | null>();
  const users = new Set<string>();
  const classrooms = new Set<string>();
  for (const e of log) {
    if (isEventOf(EmailReserved, e)) holders.set(e.streamName, `user-${e.data.userId}`);
    else if (isEventOf(ClassroomCodeReserved, e)) holders.set(e.streamName, `classroom-${e.data.classroomId}`);
    else if (isEventOf(EmailReleased, e) || isEventOf(ClassroomCodeReleased, e)) holders.set(e.streamName, null);
    else if (isEventOf(UserRegistered, e)) users.add(e.data.userId);
    else if (isEventOf(UserDeleted, e)) users.delete(e.streamName.slice('user-'.length));
    else if (isEventOf(ClassroomCreated, e)) classrooms.add(e.data.classroomId);
    else if (isEventOf(ClassroomDeleted, e)) classrooms.delete(e.streamName.slice('classroom-'.length));
  }
  const exists = (holder: string) =>
    holder.startsWith('user-')
      ? users.has(holder.slice('user-'.length))
      : classrooms.has(holder.slice('classroom-'.length));
  return [...holders]
    .filter(([, holder]) => holder && !exists(holder))
    .map(([stream, holder]) => `${stream} → ${holder}`);
}

/** How many times each value appears. */
function counted(values: string[]) {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

if (missing.length) {
  describe('kills on the distributed stack', () => it.skip(`skipped: ${missing.join('; ')}`, () => undefined));
} else if (typeof postgres !== 'string' && typeof redis !== 'string') {
  describe('kills on the distributed stack', () => {
    const running = new Set<ProductProcess>();
    afterAll(async () => {
      finished = true;
      await Promise.all([...running].map((p) => p.kill('SIGKILL')));
      await postgres.stop();
      await redis.stop();
    });

    it('loses no acknowledged write, doubles none, leaves no orphan reservation and rebuilds to the same read models, with the API, the feeder and a worker each killed three times', async () => {
      const url = await postgres.database();
      const env = await stackEnv(url, redis.url, 8);
      const questions = await seedQuestions(url, 20);
      const port = await freePort();
      const started = async <P extends ProductProcess>(process: Promise<P>) => {
        const p = await process;
        running.add(p);
        return p;
      };
      const start: Record<Kind, () => Promise<ProductProcess>> = {
        // Registrations are many from one address here: the hourly limit would refuse them.
        api: () => started(startProcessServer({ env: { ...env, REGISTRATIONS_PER_HOUR: '100000' }, port, timeoutMs })),
        feeder: () => started(startWorkerProcess({ ...env, WORKER_ROLE: 'feeder' }, { timeoutMs })),
        worker: () =>
          started(startWorkerProcess({ ...env, WORKER_ROLE: 'projector', WORKER_CONCURRENCY: '2' }, { timeoutMs })),
      };
      const processes: Record<Kind, ProductProcess[]> = {
        api: [await start.api()],
        feeder: [await start.feeder()],
        worker: await Promise.all([start.worker(), start.worker()]),
      };
      const apiUrl = () => `http://127.0.0.1:${port}`;
      await caughtUp(client(apiUrl()));

      const teacher = await send(
        apiUrl,
        '/api/users',
        { name: 'T', email: 'teacher@kills.test', password: 'pw-123456' },
        undefined,
        'teacher',
      );
      expect(teacher.status).toBe(201);
      const people = await Promise.all(
        Array.from({ length: learners }, (_, l) =>
          send(
            apiUrl,
            '/api/users',
            { name: `L${l}`, email: `l${l}@kills.test`, password: 'pw-123456' },
            undefined,
            `learner-${l}`,
          ),
        ),
      );
      expect(people.map((p) => p.status)).toEqual(people.map(() => 201));

      // The load, until the kills are over: each request is a distinct write with its own request id.
      let loading = true;
      let inFlight = 0;
      const acknowledged = { answers: [] as string[], emails: [] as string[], codes: [] as string[] };
      const refused: string[] = []; // a 4xx the retries alone cannot explain
      const unanswered: string[] = [];
      const loop = async (next: (i: number) => Promise<void>) => {
        for (let i = 0; loading && !finished && i < writesEach; i++) {
          inFlight++;
          await next(i).finally(() => inFlight--);
        }
      };
      const answers = people.map((learner, l) =>
        loop(async (i) => {
          const tag = `a-${l}-${i}`;
          const reply = await send(
            apiUrl,
            '/api/dashboards',
            { question: questions[(l + i) % questions.length], answer: tag },
            learner.body.token,
            tag,
          );
          if (reply.status === 201) acknowledged.answers.push(tag);
          else if (reply.status === null) unanswered.push(tag);
          else refused.push(`${tag}: ${reply.status}`);
        }),
      );
      // A retried registration or creation that the first try already made is refused with 409: it was made.
      const created = (list: string[], key: string) => (reply: { status: number | null; attempts: number }) => {
        if (reply.status === 201 || (reply.status === 409 && reply.attempts > 1)) list.push(key);
        else if (reply.status === null) unanswered.push(key);
        else refused.push(`${key}: ${reply.status}`);
      };
      const registrations = loop(async (i) => {
        const email = `r${i}@kills.test`;
        const reply = await send(
          apiUrl,
          '/api/users',
          { name: `R${i}`, email, password: 'pw-123456' },
          undefined,
          `r-${i}`,
        );
        created(acknowledged.emails, email)(reply);
      });
      const classrooms = loop(async (i) => {
        const code = `KILLS-${i}`;
        const body = { classroomCode: code, name: `C${i}`, teacher: 'T', description: '', password: 'k' };
        const reply = await send(apiUrl, '/api/classrooms', body, teacher.body.token, `c-${i}`);
        created(acknowledged.codes, code)(reply);
      });

      // The kills: each kind's at random moments while writes are under way, the process started again at
      // once; the kinds apart, so one restarts while another is killed.
      const kills: string[] = [];
      const killing = kinds.map(async (kind) => {
        for (let k = 0; k < killsPerKind && !finished; k++) {
          const before = acknowledged.answers.length;
          await sleep(random(300, 3000));
          for (const until = Date.now() + 20_000; acknowledged.answers.length <= before && Date.now() < until;)
            await sleep(50);
          const which = random(0, processes[kind].length);
          const doomed = processes[kind][which];
          kills.push(`${kind} with ${inFlight} writes in flight`);
          await doomed.kill('SIGKILL');
          running.delete(doomed);
          const restart = Date.now();
          processes[kind][which] = await start[kind]();
          console.info(`killed ${kind}; restarted in ${Date.now() - restart} ms`);
        }
      });
      await Promise.all(killing);
      await sleep(1000);
      loading = false;
      await Promise.all([...answers, registrations, classrooms]);

      const { answers: a, emails, codes } = acknowledged;
      console.info(`${a.length} answers, ${emails.length} accounts, ${codes.length} classrooms; ${retried} retried`);
      expect(kills).toHaveLength(kinds.length * killsPerKind);
      expect(refused).toEqual([]);
      expect(unanswered).toEqual([]);
      // Writes of each kind were acknowledged through the kills, the answers between every two of them.
      expect(a.length).toBeGreaterThan(kills.length);
      expect(emails.length).toBeGreaterThan(0);
      expect(codes.length).toBeGreaterThan(0);

      await caughtUp(client(apiUrl()));
      const log = await wholeLog(url);
      // Every acknowledged write is in the log exactly once; nothing (retried) is there twice.
      const answered = counted(log.flatMap((e) => (isEventOf(AnswerRecorded, e) ? [e.data.answer] : [])));
      expect(acknowledged.answers.filter((tag) => answered.get(tag) !== 1)).toEqual([]);
      expect([...answered].filter(([, n]) => n > 1)).toEqual([]);
      const registered = counted(log.flatMap((e) => (isEventOf(UserRegistered, e) ? [e.data.email] : [])));
      expect(acknowledged.emails.filter((email) => registered.get(email) !== 1)).toEqual([]);
      expect([...registered].filter(([, n]) => n > 1)).toEqual([]);
      const opened = counted(log.flatMap((e) => (isEventOf(ClassroomCreated, e) ? [e.data.classroomCode] : [])));
      expect(acknowledged.codes.filter((code) => opened.get(code) !== 1)).toEqual([]);
      expect([...opened].filter(([, n]) => n > 1)).toEqual([]);
      // No e-mail or classroom code is held for an account or a classroom that never came to be.
      expect(orphans(log)).toEqual([]);
      // Every read model the workers kept through the kills equals a clean rebuild from the log.
      expect(await differencesFromRebuild(url)).toEqual([]);
    }, 600_000);
  });
}
