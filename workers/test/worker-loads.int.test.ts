import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testRedis } from '../src/testing/redis-server';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const httpPackages = ['koa', 'koa-body', '@koa/router', '@koa/send', 'koa-compress'];
const redis = await testRedis();
/** A test's limit: longer than loadsOf's own 60 s for a start, so a slow start fails with the process's output. */
const startLimit = 90_000;

/** Runs a module with every loaded module recorded; stops it once `ready` is printed (or it exits). */
async function loadsOf(args: string[], env: Record<string, string>, ready: RegExp): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lebe-loads-'));
  const loadsFile = join(dir, 'loads.txt');
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', join(here, 'record-loads.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, ...env, DATA_DIR: dir, LOADS_FILE: loadsFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 60 s:\n${output}`)), 60_000);
    const seen = (chunk: Buffer) => {
      output += chunk;
      if (ready.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return readFileSync(loadsFile, 'utf8').split('\n').filter(Boolean);
}

const httpIn = (loads: string[]) =>
  httpPackages.filter((name) => loads.some((path) => path.includes(`/node_modules/${name}/`)));

describe('what a process loads', () => {
  it(
    'the recorder sees the API load Koa and its HTTP packages (so it would see a worker do it)',
    async () => {
      const loads = await loadsOf(
        ['--input-type=module', '-e', "await import('@lebe/api'); console.log('loaded')"],
        {},
        /loaded/,
      );
      expect(httpIn(loads)).toEqual(expect.arrayContaining(['koa', '@koa/router', 'koa-body']));
    },
    startLimit,
  );

  if (typeof redis === 'string') it.skip(`a started worker: skipped: ${redis}`, () => undefined);
  else
    it(
      'a started worker (projections, feeder and jobs) loads no Koa or other HTTP package',
      async () => {
        try {
          const loads = await loadsOf(['workers/src/main.ts'], { REDIS_URL: redis.url }, /\[workers\] all started/);
          expect(loads.some((path) => path.includes('/projectors/src/'))).toBe(true);
          expect(loads.some((path) => path.includes('/node_modules/bullmq/'))).toBe(true);
          expect(httpIn(loads)).toEqual([]);
        } finally {
          await redis.stop();
        }
      },
      startLimit,
    );
});
