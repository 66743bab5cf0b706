import { execFile, execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blankQuestion, newId, streams } from '@lebe/domain';
import { importNewStreams, SqliteEventStore } from '@lebe/store';
import { toNewEvent } from '@lebe/api/commands';
import { freePort, startProcessServer } from '@lebe/testing/process-server';
import { repoRoot } from '@lebe/testing/test-server';
import { scaled, tempDir, type Figure } from './measure';

/**
 * The practice request (GET /api/questions?level=3&targetLanguage=french, a visitor's next question)
 * against its ceiling measured in the same run: a bare Koa app answering the same JSON body. Both run in
 * their own process and are loaded by the same client (autocannon) with the same connections; the server
 * runs as the production image runs it, bundled to plain JavaScript (`npm run bundle`). The unknown-route
 * 404 shows what the middleware chain alone costs.
 */
const path = '/api/questions?level=3&targetLanguage=french';
const languages = ['dutch', 'dzongkha', 'english', 'french', 'german', 'portuguese', 'sango', 'spanish'] as const;

export async function seedBankForBench(dataDir: string, perLevel: number) {
  const events = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  const meta = { actor: null, correlationId: 'bench', now: new Date() };
  const batch = [];
  for (const targetLanguage of languages)
    for (let level = 1; level <= 10; level++)
      for (let i = 0; i < perLevel; i++) {
        const id = newId();
        const fields = {
          ...blankQuestion,
          question: `Which is “word ${i}” in ${targetLanguage}?`,
          answers: [1, 2, 3, 4].map((n) => ({ text: `answer ${i}-${n}`, isCorrect: n === 1 })),
          targetLanguage,
          level,
        };
        const data = { questionId: id, fields, origin: 'generated', owner: null };
        batch.push({ stream: streams.question(id), events: [toNewEvent({ type: 'QuestionCreated', data }, meta)] });
      }
  await importNewStreams(events, batch);
  await events.close();
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon');

/**
 * autocannon in a process of its own, as for any server: run in this one, its pace would depend on the
 * heap the earlier benches left here.
 */
async function load(url: string, seconds: number) {
  const args = [autocannonCli, '--json', '-c', '50', '-p', '1', '-d', String(seconds), url];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 << 20 });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number };
    errors: number;
    non2xx: number;
  };
  return { rps: result.requests.average, p50: result.latency.p50, errors: result.errors + result.non2xx };
}

export async function practiceRequestBench(): Promise<Figure[]> {
  const dataDir = tempDir('practice');
  await seedBankForBench(dataDir, scaled(100));
  execFileSync(process.execPath, [join(repoRoot(), 'scripts/bundle.mjs')], { stdio: 'ignore' });
  const server = await startProcessServer({ dataDir, entry: 'dist/server.js', env: { LOG_REQUESTS: 'false' } });
  const bodyFile = join(dataDir, 'body.json');
  const bare = await freePort();
  let koa: ReturnType<typeof spawn> | undefined;
  try {
    // Wait until the bank is projected, then take one answer as the bare app's body.
    for (let tries = 0; tries < 600; tries++) {
      const res = await fetch(`${server.url}${path}`);
      if (res.ok) {
        writeFileSync(bodyFile, JSON.stringify(await res.json()));
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    koa = spawn(
      process.execPath,
      ['--import', 'tsx', join(repoRoot(), 'bench/src/bare-koa.ts'), String(bare), bodyFile],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise((resolve) => koa!.stdout!.once('data', resolve));
    const seconds = Math.max(2, scaled(10));
    // Each target is loaded for 2 s unmeasured first, so that both are measured warm (compiled, sampled).
    const measure = async (url: string) => (await load(url, 2), load(url, seconds));
    const ceiling = await measure(`http://127.0.0.1:${bare}/`);
    const practice = await measure(`${server.url}${path}`);
    const missing = await measure(`${server.url}/api/no-such-route`);
    return [
      { name: 'bare Koa, same JSON body (the ceiling)', value: ceiling.rps, unit: 'req/s' },
      { name: 'GET /api/questions?level=3&targetLanguage=french', value: practice.rps, unit: 'req/s' },
      { name: 'practice request / bare Koa (goal ≥ 0.5)', value: practice.rps / ceiling.rps, unit: 'ratio' },
      { name: 'practice request p50', value: practice.p50, unit: 'ms' },
      { name: 'unknown /api route (404 through the chain)', value: missing.rps, unit: 'req/s' },
      { name: 'unknown route / bare Koa', value: missing.rps / ceiling.rps, unit: 'ratio' },
      { name: 'errors during the practice load', value: practice.errors, unit: 'requests' },
    ];
  } finally {
    koa?.kill('SIGTERM');
    await server.kill('SIGTERM');
  }
}
