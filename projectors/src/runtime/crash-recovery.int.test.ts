import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerEvent, learnerTally, levelTally, syntheticAnswers } from '@lebe/testing/answer-tally';
import { digestCollections } from '@lebe/testing/digest';
import { tempStores } from '@lebe/testing/stores';
import { ProjectionRunner } from './projection-runner';

const here = dirname(fileURLToPath(import.meta.url));
const tsx = resolve(here, '../../../node_modules/.bin/tsx');
const child = resolve(here, '../../../testing/src/replay-child.ts');
const collections = [learnerTally.collection.name, levelTally.collection.name];

/** Runs the replay child; kills it with SIGKILL once its checkpoint passes `killAfter` (if given). */
function replay(dir: string, killAfter?: number): Promise<{ killedAt: number | null }> {
  return new Promise((done, fail) => {
    const proc = spawn(tsx, [child, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let killedAt: number | null = null;
    let buffer = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const reached = Number(line);
        if (killAfter !== undefined && killedAt === null && reached >= killAfter) {
          killedAt = reached;
          proc.kill('SIGKILL');
        }
      }
    });
    proc.on('error', fail);
    proc.on('exit', (code, signal) =>
      signal === 'SIGKILL' || code === 0 ? done({ killedAt }) : fail(new Error(`child exited ${code}`)),
    );
  });
}

describe('crash recovery', () => {
  it('after a SIGKILL in the middle of a long replay, a restart ends with the read models of a clean rebuild', async () => {
    const crashed = tempStores();
    const events: ReturnType<typeof answerEvent>[] = [];
    for (const a of syntheticAnswers(20000, 500)) events.push(answerEvent(a));
    await crashed.events.appendMany(events.map((e, i) => ({ stream: `learner-${i % 700}`, events: [e] })));
    await crashed.events.close();
    await crashed.read.close();

    const { killedAt } = await replay(crashed.dir, 6000);
    expect(killedAt).not.toBeNull();
    const midway = tempStores(crashed.dir);
    const checkpoints = Object.values(await midway.read.checkpoints());
    expect(Math.min(...checkpoints)).toBeLessThan(20000);
    await midway.events.close();
    await midway.read.close();

    await replay(crashed.dir);
    const clean = tempStores(mkdtempSync(join(tmpdir(), 'lebe-clean-')));
    await clean.events.close();
    copyFileSync(join(crashed.dir, 'events.sqlite'), join(clean.dir, 'events.sqlite'));
    const cleanStores = tempStores(clean.dir);
    await new ProjectionRunner(cleanStores.events, cleanStores.read, [learnerTally, levelTally]).catchUp();

    const after = tempStores(crashed.dir);
    await new ProjectionRunner(after.events, after.read, [learnerTally, levelTally]).init();
    expect(await after.read.checkpoints()).toEqual({ testLearnerTally: 20000, testLevelTally: 20000 });
    expect(await digestCollections(after.read, collections)).toBe(
      await digestCollections(cleanStores.read, collections),
    );
    const total = await after.read.get(levelTally.collection.name, 'all:1');
    expect(total).not.toBeNull();
    await Promise.all([after.events.close(), after.read.close(), cleanStores.events.close(), cleanStores.read.close()]);
  }, 120000);
});
