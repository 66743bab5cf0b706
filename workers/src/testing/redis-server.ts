import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '@lebe/testing/process-server';

export interface TestRedis {
  url: string;
  /** Stops the server this helper started (a REDIS_URL given from outside is left running). */
  stop(): Promise<void>;
}

/**
 * A Redis for the pipeline tests: REDIS_URL when set, else a throwaway `redis-server` on a free
 * loopback port that keeps nothing on disk. Returns the reason instead when neither answers, so the
 * tests report themselves skipped with it rather than passing silently.
 */
export async function testRedis(): Promise<TestRedis | string> {
  const given = process.env.REDIS_URL && ownDatabase(process.env.REDIS_URL);
  if (given) {
    const problem = await pingProblem(given);
    return problem ? `REDIS_URL ${given} does not answer (${problem})` : { url: given, stop: async () => undefined };
  }
  const port = await freePort();
  let server: ChildProcess;
  try {
    server = await started(['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  } catch (error) {
    return `no Redis: REDIS_URL is unset and redis-server could not start (${(error as Error).message}); apt-get install redis-server`;
  }
  const url = `redis://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  for (let i = 0; i < 50; i++) {
    if (!(await pingProblem(url))) return { url, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  return `redis-server started on port ${port} but did not answer PING within 5 s`;
}

/**
 * Jest runs suites side by side, one per worker (at most 4, jest.config.js): each worker takes its own database
 * of a shared Redis, 9 to 12 (the suites that pick theirs use 5 to 8), so no two suites share a queue.
 */
function ownDatabase(url: string): string {
  const worker = Number(process.env.JEST_WORKER_ID ?? 0);
  if (!worker) return url;
  const own = new URL(url);
  own.pathname = `/${8 + worker}`;
  return own.toString();
}

function started(args: string[]): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const server = spawn('redis-server', args, { stdio: 'ignore' });
    server.once('error', reject);
    server.once('spawn', () => {
      // Never outlive the test run, even when it ends without calling stop().
      process.once('exit', () => server.kill('SIGKILL'));
      resolve(server);
    });
  });
}

async function pingProblem(url: string): Promise<string | null> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG' ? null : 'no PONG';
  } catch (error) {
    return (error as Error).message;
  } finally {
    client.disconnect();
  }
}
