import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { startPipeline, type Pipeline } from './pipeline';
import { testRedis } from '../testing/redis-server';
import {
  appendAnswers,
  cleanDigest,
  digestCollections,
  dropPrefix,
  reached,
  sleep,
  tallies,
  tempStores,
  uniquePrefix,
} from '../testing/pipeline';

const redis = await testRedis();
const root = resolve(process.cwd(), process.cwd().endsWith('workers') ? '..' : '.');
const child = resolve(root, 'workers/src/testing/worker-process.ts');
const names = tallies.map((p) => p.name);
const collections = tallies.map((p) => p.collection.name);

/**
 * How long a worker process may take to get ready: tsx compiles the pipeline's modules as it loads them, and
 * two start at once beside Jest: 6–8 s each at a load of 16 on two cores, past 20 s for the two at 20–24.
 * The test's own bound is this and the minute the rest of it may take.
 */
const readyWithinMs = 60_000;

/**
 * Starts a projector worker process on the shared SQLite files; resolves once it listens for wake-ups. One
 * that does not get ready is killed, so a failed start leaves no projector running after the test.
 */
function worker(dir: string, url: string, prefix: string): Promise<ChildProcess> {
  return new Promise((done, fail) => {
    // Node with tsx's loader, not the tsx launcher: the launcher runs the script in a child of its own,
    // which a SIGKILL sent to the launcher would leave running.
    const proc = spawn(process.execPath, ['--import', 'tsx', child, dir, url, prefix], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      fail(new Error(`worker process did not get ready in ${readyWithinMs / 1000} s`));
    }, readyWithinMs);
    proc.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        done(proc);
      }
    });
    proc.once('error', fail);
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`worker process exited early (${code ?? signal})`));
    });
  });
}

function stopped(proc: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((done) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return done();
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
    proc.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    proc.kill(signal);
  });
}

/** Job ids a worker process reported starting ("active <id>" lines), read as they come. */
const reports = new WeakMap<ChildProcess, string[]>();
function jobsStarted(proc: ChildProcess): { ids: string[]; from: number } {
  let ids = reports.get(proc);
  if (!ids) {
    const list: string[] = [];
    createInterface({ input: proc.stdout! }).on(
      'line',
      (line) => line.startsWith('active ') && list.push(line.slice(7)),
    );
    reports.set(proc, (ids = list));
  }
  return { ids, from: ids.length };
}

interface Cut {
  projection: string;
  before: number;
  checkpoint: number;
  head: number;
}

/**
 * Waits for the process to start a wake-up, then SIGKILLs it as soon as that projection's checkpoint has
 * moved past `before` (so it dies between two batches of its catch-up). Null if it took no job in 2 s.
 */
async function killMidway(
  proc: ChildProcess,
  jobs: { ids: string[]; from: number },
  before: number,
  head: number,
  read: { checkpoint(name: string): Promise<number> },
): Promise<Cut | null> {
  const deadline = Date.now() + 2000;
  while (jobs.ids.length === jobs.from && Date.now() < deadline) await sleep(1);
  if (jobs.ids.length === jobs.from) return null;
  const projection = jobs.ids[jobs.from].split('@')[0];
  let checkpoint = await read.checkpoint(projection);
  // Poll gently: a busy loop here would starve the worker processes on a two-core machine.
  while (checkpoint <= before && Date.now() < deadline + 8000) {
    await sleep(2);
    checkpoint = await read.checkpoint(projection);
  }
  proc.kill('SIGKILL');
  return { projection, before, checkpoint, head };
}

if (typeof redis === 'string') {
  describe('projector worker processes', () => it.skip(`skipped: ${redis}`, () => undefined));
} else {
  describe('projector worker processes', () => {
    const prefix = uniquePrefix('processes');
    afterAll(async () => {
      await dropPrefix(redis.url, prefix);
      await redis.stop();
    });

    it('when one of two workers is killed midway, the survivor brings every projection to the head, each event applied once', async () => {
      const stores = tempStores();
      const processes: ChildProcess[] = [];
      let feeder: Pipeline | null = null;
      try {
        // Both started, both stopped in the end even when one fails to start.
        const starts = await Promise.allSettled([1, 2].map(() => worker(stores.dir, redis.url, prefix)));
        for (const start of starts) if (start.status === 'fulfilled') processes.push(start.value);
        for (const start of starts) if (start.status === 'rejected') throw start.reason;
        const [doomed, survivor] = processes;
        feeder = await startPipeline({
          redisUrl: redis.url,
          prefix,
          role: 'feeder',
          events: stores.events,
          read: stores.read,
          projections: tallies,
        });

        let head = 0;
        for (let burst = 1; burst <= 10; burst++) {
          head = await appendAnswers(stores.events, 100, burst);
          await sleep(burst % 5 === 0 ? 60 : 5);
        }
        expect(await reached(stores.read, names, head, 15000)).toBe(true);

        // A big burst, and the doomed worker killed once it has committed part of its catch-up.
        let cut: Cut | null = null;
        for (let attempt = 1; attempt <= 5 && !cut; attempt++) {
          const before = head;
          const started = jobsStarted(doomed);
          head = await appendAnswers(stores.events, 1000, 100 + attempt);
          cut = await killMidway(doomed, started, before, head, stores.read);
          if (!cut) expect(await reached(stores.read, names, head, 15000)).toBe(true);
        }
        expect(cut).not.toBeNull();
        expect(cut!.checkpoint).toBeGreaterThan(cut!.before);
        expect(cut!.checkpoint).toBeLessThan(cut!.head);

        for (let burst = 11; burst <= 25; burst++) {
          head = await appendAnswers(stores.events, 100, burst);
          await sleep(burst % 5 === 0 ? 60 : 5);
        }
        expect(await reached(stores.read, names, head, 30000)).toBe(true);
        expect(survivor.exitCode).toBeNull();
        expect(await stores.read.checkpoints()).toEqual({ testLearnerTally: head, testLevelTally: head });
        expect(await digestCollections(stores.read, collections)).toBe(await cleanDigest(stores.events, tallies));
      } finally {
        await feeder?.close();
        await Promise.all(processes.map((p) => stopped(p, 'SIGTERM')));
        await Promise.all([stores.events.close(), stores.read.close()]);
      }
    }, 120_000);
  });
}
