import { join } from 'node:path';
import type { AnswerEvent, NewEvent } from '@lebe/domain';
import { projections as productProjections } from '@lebe/projectors';
import { ProjectionRunner } from '@lebe/projectors/runtime';
import { SqliteEventStore, SqliteReadStore } from '@lebe/store';
import { startTestServer, type TestServer } from '@lebe/testing/test-server';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { rate, scaled, tempDir, type Figure } from './measure';

/**
 * Dashboard reads stay flat as the log grows: every figure is read from one summary document per
 * learner and scope. The same run times the reads of a learner with 1,000 answers in a log of 1,000,
 * then again once the log holds another learner's 1,000,000 answers (BENCH_SCALE scales that
 * learner), and that learner's own reads. It also times POST /api/dashboards until the dashboard
 * shows the answer. Everything goes through HTTP against the embedded stack.
 */
const globalPaths = [
  'globalstudentquestioncount',
  'globalstudentanswercount',
  'globalstudentoverallaccuracy',
  'globalstudentheatmap',
  'globalstudentbarchart',
  'globalstudenttimeseries',
];
const languagePaths = [
  'languagestudentquestioncount',
  'languagestudentanswercount',
  'languagestudentoverallaccuracy',
  'languagestudentaccuracybarchart',
  'languagestudenttrickywords',
  'languagestudentheatmap',
  'languagestudentlebescore',
  'languagestudentmeanscorebarchart',
].map((p) => `${p}?language=french`);
const paths = [...globalPaths, ...languagePaths].map((p) => `/api/dashboards/${p}`);

const languages = ['french', 'spanish', 'german', 'english'];
const day = 24 * 60 * 60 * 1000;

/** A deterministic answer (shared by the dashboard benches): mostly French, levels skewed low, 70% correct, over a year of days. */
export function syntheticAnswer(i: number): { data: AnswerEvent['data']; time: string } {
  const r = (Math.imul(i + 1, 2654435761) >>> 0) / 2 ** 32;
  const score = r < 0.7 ? 'correct' : r < 0.8 ? 'partial' : 'incorrect';
  const q = i % 5000;
  return {
    data: {
      question: `bench-q-${q}`,
      answer: 'x',
      score,
      pointscore: score === 'correct' ? 1 : score === 'partial' ? 0.5 : 0,
      language: languages[Math.floor(r * 10) % 4 === 3 ? 3 : q % 2 ? 0 : Math.floor(r * 3)],
      level: 1 + Math.floor(((q * 7) % 100) ** 2 / 1000),
      questionType: 'multiple_choice',
      knowledgeType: q % 3 ? 'vocabulary' : 'translation',
      questionText: `question ${q}`,
      correctAnswer: `word${q % 2000}`,
      classroom: null,
    },
    time: new Date(Date.UTC(2026, 0, 1) + (i % 365) * day).toISOString(),
  };
}

/** Appends `count` answers to a learner's stream with the store's bulk append, then waits for the projections. */
async function recordAnswers(server: TestServer, learner: string, count: number, from = 0) {
  const events = server.runtime.deps.events as SqliteEventStore;
  let position = 0;
  for (let i = 0; i < count; i += 10_000) {
    const batch: NewEvent[] = [];
    for (let j = i; j < Math.min(count, i + 10_000); j++) {
      const { data, time } = syntheticAnswer(from + j);
      batch.push({
        type: 'AnswerRecorded',
        data,
        metadata: { actor: learner, correlationId: 'bench', time, schemaVersion: 1 },
      } as NewEvent);
    }
    position = (await events.appendMany([{ stream: `learner-${learner}`, events: batch }])).position;
  }
  const started = performance.now();
  if (!(await server.runtime.deps.freshness.awaitPosition(position, 60 * 60 * 1000)))
    throw new Error('projections did not catch up');
  return (performance.now() - started) / 1000;
}

async function get(url: string, token: string, retry = true): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    // A kept-alive socket the server closed during a long projection: one retry on a fresh one.
    if (retry) return get(url, token, false);
    throw error;
  }
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Latency of single dashboard GETs, every endpoint in turn, after a warm-up round. */
async function readLatency(server: TestServer, token: string, rounds = scaled(30)) {
  for (const p of paths) await get(server.url + p, token);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const p of paths) {
      const started = performance.now();
      await get(server.url + p, token);
      times.push(performance.now() - started);
    }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function register(server: TestServer, name: string) {
  const response = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `${name}@bench.test`, password: 'bench-password' }),
  });
  return (await response.json()) as { _id: string; token: string };
}

/** From POST /api/dashboards to the next dashboard read showing the answer. */
async function postToVisible(server: TestServer, token: string, question: string, count = scaled(50)) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const before = (await get(`${server.url}/api/dashboards/globalstudentanswercount`, token)).answerCount as number;
    const started = performance.now();
    const posted = await fetch(`${server.url}/api/dashboards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ question, answer: 'one', score: 'correct', pointscore: 1 }),
    });
    if (posted.status !== 201) throw new Error(`POST /api/dashboards: ${posted.status}`);
    while ((await get(`${server.url}/api/dashboards/globalstudentanswercount`, token)).answerCount === before);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** The same read models rebuilt from nothing over the same log, in a store of their own: their top rate. */
async function rebuildRate(server: TestServer) {
  const events = new SqliteEventStore(join(server.dataDir, 'events.sqlite'));
  const read = new SqliteReadStore(join(tempDir('dashboards-rebuild'), 'read.sqlite'));
  const runner = new ProjectionRunner(events, read, productProjections, { rebuildBatchSize: 100_000 });
  await runner.init();
  const head = await events.headPosition();
  const { perSecond } = await rate(head, async () => void (await runner.rebuild()));
  await Promise.all([events.close(), read.close()]);
  return perSecond;
}

export async function dashboardBench(): Promise<Figure[]> {
  const server = await startTestServer();
  try {
    const [question] = await seedQuestions(server, [
      multipleChoice('un', 'one', ['two'], { targetLanguage: 'french' }),
    ]);
    const small = await register(server, 'small');
    const large = await register(server, 'large');
    const big = scaled(1_000_000);

    await recordAnswers(server, small._id, 1000);
    const smallLog = await readLatency(server, small.token);
    const smallPost = await postToVisible(server, small.token, question);

    const projectSeconds = await recordAnswers(server, large._id, big);
    const smallInBigLog = await readLatency(server, small.token);
    const largeReads = await readLatency(server, large.token);
    const largePost = await postToVisible(server, large.token, question);
    const shown = (await get(`${server.url}/api/dashboards/globalstudentanswercount`, large.token)).answerCount;
    if (shown !== big + scaled(50))
      throw new Error(`expected ${big + scaled(50)} answers, the dashboard shows ${shown}`);

    const rebuild = await rebuildRate(server);
    const catchUp = big / projectSeconds;
    const n = big.toLocaleString('en-US');
    return [
      { name: 'GET p50, learner with 1,000 answers, log of 1,000', value: smallLog.p50, unit: 'ms' },
      { name: 'GET p95, learner with 1,000 answers, log of 1,000', value: smallLog.p95, unit: 'ms' },
      { name: `GET p50, learner with 1,000 answers, log of ${n} more`, value: smallInBigLog.p50, unit: 'ms' },
      { name: `GET p50, learner with ${n} answers`, value: largeReads.p50, unit: 'ms' },
      { name: `GET p95, learner with ${n} answers`, value: largeReads.p95, unit: 'ms' },
      {
        name: `GET p50 ratio, ${n} / 1,000 answers (goal <= 1.2)`,
        value: largeReads.p50 / smallLog.p50,
        unit: 'ratio',
      },
      { name: `catch-up of one learner's ${n} answers (all projections)`, value: catchUp, unit: 'events/s' },
      { name: 'the same read models rebuilt from nothing', value: rebuild, unit: 'events/s' },
      { name: 'catch-up / rebuild rate (goal >= 0.3)', value: catchUp / rebuild, unit: 'ratio' },
      { name: 'POST /api/dashboards to shown, p50 (log of 1,000)', value: smallPost.p50, unit: 'ms' },
      { name: `POST /api/dashboards to shown, p50 (log of ${n})`, value: largePost.p50, unit: 'ms' },
      { name: `POST /api/dashboards to shown, p95 (log of ${n})`, value: largePost.p95, unit: 'ms' },
    ];
  } finally {
    await server.close();
  }
}
