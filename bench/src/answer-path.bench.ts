import { execFileSync, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { testPostgres } from '@lebe/store/testing/postgres-server';
import { freePort, startProcessServer, startWorkerProcess, type ProductProcess } from '@lebe/testing/process-server';
import { repoRoot } from '@lebe/testing/test-server';
import { seedBankForBench } from './practice-request.bench';
import { scaled, tempDir, type Figure } from './measure';

/**
 * The learner's answer (POST /api/dashboards, issue 39) against its ceiling measured in the same run: 40
 * signed-in learners, each with its own connection, post answers to French questions as fast as the server
 * answers; the ceiling is a bare Koa app that parses the same body, appends one event row to SQLite (WAL,
 * synchronous=NORMAL, one transaction) and answers (bare-koa.ts). The server runs bundled, as the production
 * image runs it. With PG_URL and REDIS_URL set, the same load on PostgreSQL + Redis with a feeder and a
 * projector worker is printed beside it (no goal).
 */
const learners = 40;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  stale: number;
  /** CPU time the server process spent per request (user + system): what the machine's load does not change. */
  cpuMs: number;
}

/** CPU time a process has used so far, in ms (Linux's /proc; clock ticks of 10 ms). */
function cpuTime(pid: number | undefined): number {
  if (!pid) return NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `learners` loops, each posting one answer after the other on its own kept-alive connection, for `seconds`. */
async function load(
  url: string,
  tokens: string[],
  body: (learner: number, i: number) => unknown,
  seconds: number,
  pid?: number,
): Promise<Load> {
  const agent = new Agent({ keepAlive: true, maxSockets: tokens.length });
  const latencies: number[] = [];
  let errors = 0;
  let stale = 0;
  const cpuBefore = cpuTime(pid);
  const until = performance.now() + seconds * 1000;
  const post = (token: string, payload: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  await Promise.all(
    tokens.map(async (token, learner) => {
      for (let i = 0; performance.now() < until; i++) {
        const started = performance.now();
        const res = await post(token, JSON.stringify(body(learner, i))).catch(() => ({ status: 0, text: '' }));
        latencies.push(performance.now() - started);
        if (res.status !== 201 && res.status !== 200) errors++;
        else if (res.text.includes('"stale"')) stale++;
      }
    }),
  );
  const cpuMs = (cpuTime(pid) - cpuBefore) / latencies.length;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors, stale, cpuMs };
}

async function learnersOf(url: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let l = 0; l < learners; l++) {
    const res = await fetch(`${url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Learner ${l}`, email: `bench${l}-${Date.now()}@lebe.test`, password: 'pw-123456' }),
    });
    tokens.push(((await res.json()) as { token: string }).token);
  }
  return tokens;
}

/** French questions the server serves (drawn until enough distinct ones are seen), for the answers to name. */
async function frenchQuestions(url: string, count: number) {
  const seen = new Map<string, string>();
  for (let tries = 0; seen.size < count && tries < 2000; tries++) {
    const res = await fetch(`${url}/api/questions?level=${1 + (tries % 10)}&targetLanguage=french`);
    if (!res.ok) {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    const q = (await res.json()) as { _id: string; answers: { text: string }[] };
    seen.set(q._id, q.answers[0]?.text ?? '');
  }
  return [...seen];
}

async function measureServer(url: string, seconds: number, pid?: number) {
  const questions = await frenchQuestions(url, 200);
  const tokens = await learnersOf(url);
  const body = (learner: number, i: number) => {
    const [question, answer] = questions[(learner * 7 + i) % questions.length];
    return { question, answer };
  };
  await load(`${url}/api/dashboards`, tokens, body, 2); // warm: compiled, sampled
  return { questions, result: await load(`${url}/api/dashboards`, tokens, body, seconds, pid) };
}

/**
 * Waits (up to five minutes) until the workers have projected the seeded bank, so the load measures answers,
 * not the first start's import.
 */
async function projectionsCaughtUp(url: string) {
  const served = async () => (await fetch(`${url}/api/questions?level=1&targetLanguage=french`)).ok;
  const lagless = async () =>
    ((await (await fetch(`${url}/api/health`)).json()) as { projections: { lag: number }[] }).projections.every(
      (p) => p.lag === 0,
    );
  for (const until = performance.now() + 300_000; performance.now() < until;) {
    if ((await served()) && (await lagless())) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log('answer path on PostgreSQL + Redis: the projections had not caught up after 5 minutes');
}

async function distributed(seconds: number): Promise<Load | string> {
  if (!process.env.PG_URL || !process.env.REDIS_URL) return 'PG_URL or REDIS_URL unset';
  const postgres = await testPostgres();
  if (typeof postgres === 'string') return postgres;
  const running: ProductProcess[] = [];
  try {
    const url = await postgres.database();
    const redisUrl = new URL(process.env.REDIS_URL);
    redisUrl.pathname = '/5';
    const flush = new Redis(redisUrl.toString());
    await flush.flushdb();
    await flush.quit();
    const env = { EVENTSTORE_URL: url, READSTORE_URL: url, REDIS_URL: redisUrl.toString(), LOG_REQUESTS: 'false' };
    const dataDir = tempDir('answer-pg');
    const server = await startProcessServer({
      dataDir,
      entry: 'dist/server.js',
      env: { ...env, SEED_QUESTIONS: 'true' },
    });
    running.push(server);
    running.push(
      await startWorkerProcess({ ...env, WORKER_ROLE: 'feeder' }),
      await startWorkerProcess({ ...env, WORKER_ROLE: 'projector' }),
    );
    await projectionsCaughtUp(server.url);
    return (await measureServer(server.url, seconds)).result;
  } finally {
    await Promise.all(running.map((p) => p.kill('SIGTERM')));
    await postgres.stop();
  }
}

export async function answerPathBench(): Promise<Figure[]> {
  const dataDir = tempDir('answer');
  await seedBankForBench(dataDir, scaled(20));
  execFileSync(process.execPath, [join(repoRoot(), 'scripts/bundle.mjs')], { stdio: 'ignore' });
  const seconds = Math.max(2, scaled(10));
  // BENCH_CPU_PROF=dir: the server writes a V8 CPU profile of the run there (node --cpu-prof) when it stops.
  const profile = process.env.BENCH_CPU_PROF;
  const server = await startProcessServer({
    dataDir,
    entry: 'dist/server.js',
    env: { LOG_REQUESTS: 'false' },
    nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  });
  let koa: ReturnType<typeof spawn> | undefined;
  try {
    const { questions, result: answers } = await measureServer(server.url, seconds, server.pid);
    const replyFile = join(dataDir, 'reply.json');
    const tokens = await learnersOf(server.url);
    const sample = await fetch(`${server.url}/api/dashboards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
      body: JSON.stringify({ question: questions[0][0], answer: questions[0][1] }),
    });
    writeFileSync(replyFile, JSON.stringify(await sample.json()));
    const bare = await freePort();
    koa = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(repoRoot(), 'bench/src/bare-koa.ts'),
        String(bare),
        replyFile,
        join(dataDir, 'bare.sqlite'),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => koa!.stdout!.once('data', resolve));
    const body = (learner: number, i: number) => ({
      question: questions[(learner + i) % questions.length][0],
      answer: 'x',
    });
    await load(`http://127.0.0.1:${bare}/`, tokens, body, 2);
    const ceiling = await load(`http://127.0.0.1:${bare}/`, tokens, body, seconds, koa.pid);
    const pg = await distributed(seconds);
    return [
      { name: `bare Koa + one SQLite append (the ceiling), ${learners} learners`, value: ceiling.rps, unit: 'req/s' },
      { name: 'POST /api/dashboards, embedded default', value: answers.rps, unit: 'req/s' },
      { name: 'answer path / ceiling (goal ≥ 0.25)', value: answers.rps / ceiling.rps, unit: 'ratio' },
      { name: 'answer p50', value: answers.p50, unit: 'ms' },
      {
        name: 'server CPU per answer (ceiling: per request)',
        value: answers.cpuMs,
        unit: 'ms',
        ceiling: ceiling.cpuMs,
      },
      { name: 'answer p99 (goal ≤ 50)', value: answers.p99, unit: 'ms' },
      { name: 'answers replied stale (a wait timed out)', value: answers.stale, unit: 'replies' },
      { name: 'errors during the answer load', value: answers.errors, unit: 'requests' },
      ...(typeof pg === 'string'
        ? (console.log(`answer path on PostgreSQL + Redis: skipped (${pg})`), [])
        : [
            { name: 'POST /api/dashboards, PostgreSQL + Redis + workers', value: pg.rps, unit: 'req/s' },
            { name: 'PostgreSQL answer p99', value: pg.p99, unit: 'ms' },
            { name: 'PostgreSQL answers replied stale', value: pg.stale, unit: 'replies' },
            { name: 'PostgreSQL errors', value: pg.errors, unit: 'requests' },
          ]),
    ];
  } finally {
    koa?.kill('SIGTERM');
    await server.kill('SIGTERM');
  }
}
