// Fixtures shared by the pipeline tests and their child worker process.
import { Redis } from 'ioredis';
import { ProjectionRunner, type AnyProjection, type DocumentProjection } from '@lebe/projectors/runtime';
import type { Doc, EventStore, SqliteEventStore } from '@lebe/store';
import { type TestEvent, answerEvent, learnerTally, levelTally, syntheticAnswers } from '@lebe/testing/answer-tally';
import { digestCollections } from '@lebe/testing/digest';
import { tempStores } from '@lebe/testing/stores';

export { learnerTally, levelTally, tempStores };
export const tallies: DocumentProjection<TestEvent, Doc>[] = [learnerTally, levelTally];

/** Appends `count` synthetic answers (seeded by `seed`) in one transaction, spread over learner streams. */
export async function appendAnswers(events: SqliteEventStore, count: number, seed: number): Promise<number> {
  const batch = [...syntheticAnswers(count, 300, seed)].map((a, i) => ({
    stream: `learner-${(seed * 7919 + i) % 500}`,
    events: [answerEvent(a)],
  }));
  return (await events.appendMany(batch)).position;
}

/** Waits until every projection's checkpoint reaches `position` (or is parked, if allowed); false on timeout. */
export async function reached(
  read: { checkpoints(): Promise<Record<string, number>> },
  names: readonly string[],
  position: number,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoints = await read.checkpoints();
    if (names.every((n) => (checkpoints[n] ?? 0) >= position)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The digest of the read models a clean, single-process rebuild from the same log produces. */
export async function cleanDigest(events: EventStore, projections: readonly AnyProjection[]): Promise<string> {
  const clean = tempStores();
  await clean.events.close();
  try {
    await new ProjectionRunner(events, clean.read, projections).catchUp();
    return await digestCollections(
      clean.read,
      projections.map((p) => p.collection.name),
    );
  } finally {
    await clean.read.close();
  }
}

export { digestCollections };

export const uniquePrefix = (name: string) => `test-${name}-${process.pid}-${Date.now().toString(36)}`;

/** Removes every key a test run left under its prefix. */
export async function dropPrefix(url: string, prefix: string) {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it holds; false after the timeout. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await sleep(25);
  }
  return true;
}
