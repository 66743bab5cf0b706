import { afterEach, describe, expect, it } from '@jest/globals';
import type { Doc } from '@lebe/store';
import type { DocumentProjection } from './projection';
import { answerEvent, learnerTally, levelTally, syntheticAnswers, type TestEvent } from '@lebe/testing/answer-tally';
import { digestCollections } from '@lebe/testing/digest';
import { tempStores } from '@lebe/testing/stores';
import { retryProjection } from './failures';
import { InProcessProjections } from './freshness';
import { ProjectionRunner } from './projection-runner';
import { versioned } from './partition';

const collections = [learnerTally.collection.name, levelTally.collection.name];
let open: ReturnType<typeof tempStores>[] = [];
afterEach(async () => {
  for (const s of open) {
    await s.events.close();
    await s.read.close();
  }
  open = [];
});
function stores() {
  const s = tempStores();
  open.push(s);
  return s;
}
async function appendAnswers(s: ReturnType<typeof tempStores>, count: number, seed = 1) {
  for (const a of syntheticAnswers(count, 50, seed)) await s.events.append(`learner-${a.learner}`, [answerEvent(a)]);
}

describe('projection runner', () => {
  it('projects every event once and records the checkpoint', async () => {
    const s = stores();
    await appendAnswers(s, 500);
    const runner = new ProjectionRunner(s.events, s.read, [learnerTally, levelTally], { batchSize: 64 });
    const head = await runner.catchUp();
    expect(head).toBe(500);
    const all = await s.read.find(levelTally.collection.name, { where: { language: 'all' }, pageSize: 100 });
    expect(all.items.reduce((n, d) => n + (d.answers as number), 0)).toBe(500);
    const learners = await s.read.find(learnerTally.collection.name, { pageSize: 100 });
    expect(learners.items.reduce((n, d) => n + (d.answers as number), 0)).toBe(500);
    expect((await runner.status()).map((p) => [p.name, p.checkpoint, p.lag])).toEqual([
      ['testLearnerTally', 500, 0],
      ['testLevelTally', 500, 0],
    ]);
  });

  it('reports lag in events behind, not in positions, which have gaps where streams were erased', async () => {
    const s = stores();
    await appendAnswers(s, 30);
    const runner = new ProjectionRunner(s.events, s.read, [learnerTally], { batchSize: 64 });
    await runner.catchUp();
    for (let i = 0; i < 50; i++)
      await s.events.append('learner-erased', [
        answerEvent({ learner: 'x', language: 'french', level: 1, correct: true }),
      ]);
    await s.events.deleteStream('learner-erased');
    await appendAnswers(s, 3, 9);
    expect(await s.events.headPosition()).toBe(83);
    expect((await runner.status()).map((p) => [p.checkpoint, p.lag])).toEqual([[30, 3]]);
  });

  it('gives the same read models whether built in one go or batch by batch as events arrive', async () => {
    const a = stores();
    const b = stores();
    const live = new ProjectionRunner(b.events, b.read, [learnerTally, levelTally], { batchSize: 7 });
    for (let round = 0; round < 5; round++) {
      await appendAnswers(a, 40, round + 1);
      await appendAnswers(b, 40, round + 1);
      await live.catchUp();
    }
    await new ProjectionRunner(a.events, a.read, [learnerTally, levelTally]).catchUp();
    expect(await digestCollections(b.read, collections)).toBe(await digestCollections(a.read, collections));
  });

  it('never applies an event twice when two runners work on the same read models at once', async () => {
    const s = stores();
    await appendAnswers(s, 2000);
    const first = new ProjectionRunner(s.events, s.read, [learnerTally, levelTally], { batchSize: 50 });
    const second = new ProjectionRunner(s.events, s.read, [learnerTally, levelTally], { batchSize: 30 });
    await Promise.all([first.catchUp(), second.catchUp(), first.catchUp()]);
    const clean = stores();
    await appendAnswers(clean, 2000);
    await new ProjectionRunner(clean.events, clean.read, [learnerTally, levelTally]).catchUp();
    expect(await digestCollections(s.read, [levelTally.collection.name])).toBe(
      await digestCollections(clean.read, [levelTally.collection.name]),
    );
  });

  it('parks a projection at an event it cannot apply, lets the others go on, and retries on demand', async () => {
    const s = stores();
    await appendAnswers(s, 10);
    let broken = true;
    const fragile: DocumentProjection<TestEvent, Doc> = {
      ...learnerTally,
      name: 'fragile',
      collection: { name: 'fragile' },
      evolve: (doc, e, id) => {
        if (broken && e.position === 6) throw new Error('cannot read this one');
        return learnerTally.evolve(doc as never, e, id);
      },
    };
    const runner = new ProjectionRunner(s.events, s.read, [fragile, levelTally]);
    await runner.catchUp();
    const status = await runner.status();
    expect(status.find((p) => p.name === 'fragile')).toMatchObject({
      checkpoint: 5,
      failure: { position: 6, eventType: 'TestAnswerRecorded', error: 'Error: cannot read this one' },
    });
    expect(status.find((p) => p.name === 'testLevelTally')?.checkpoint).toBe(10);
    const tally = await s.read.find('fragile', { pageSize: 100 });
    expect(tally.items.reduce((n, d) => n + (d.answers as number), 0)).toBe(5);

    broken = false;
    expect(await retryProjection(s.read, 'fragile')).toBe(true);
    await runner.catchUp();
    const after = await s.read.find('fragile', { pageSize: 100 });
    expect(after.items.reduce((n, d) => n + (d.answers as number), 0)).toBe(10);
    expect((await runner.status()).every((p) => p.failure === null && p.lag === 0)).toBe(true);
  });

  it('rebuilds a read model from scratch to the same result', async () => {
    const s = stores();
    await appendAnswers(s, 300);
    const runner = new ProjectionRunner(s.events, s.read, [learnerTally, levelTally]);
    await runner.catchUp();
    const before = await digestCollections(s.read, collections);
    await s.read.put(learnerTally.collection.name, { _id: 'garbage', answers: 999 });
    await runner.rebuild(['testLearnerTally']);
    expect(await digestCollections(s.read, collections)).toBe(before);
  });

  it('rebuilds a read model from the log when its version changes, leaving nothing of the old layout', async () => {
    const s = stores();
    await appendAnswers(s, 300);
    await new ProjectionRunner(s.events, s.read, [learnerTally]).catchUp();
    const before = await digestCollections(s.read, [learnerTally.collection.name]);
    await s.read.put(learnerTally.collection.name, { _id: 'old-layout', answers: 999 });
    const v2 = { ...learnerTally, name: versioned(learnerTally.name, 2) };
    await new ProjectionRunner(s.events, s.read, [v2]).catchUp();
    expect(await digestCollections(s.read, [learnerTally.collection.name])).toBe(before);
    expect(Object.keys(await s.read.checkpoints())).toEqual(['testLearnerTally@v2']);
  });
});

describe('batches read in chunks', () => {
  it('commits once per batch however many chunks it reads, to the same result', async () => {
    const s = stores();
    await appendAnswers(s, 500);
    const clean = stores();
    await appendAnswers(clean, 500);
    await new ProjectionRunner(clean.events, clean.read, [learnerTally, levelTally]).catchUp();

    let commits = 0;
    const commit = s.read.commit.bind(s.read);
    s.read.commit = (ops, checkpoint) => ((commits += 1), commit(ops, checkpoint));
    const commitEach = s.read.commitEach?.bind(s.read);
    if (commitEach) s.read.commitEach = (each) => ((commits += each.length), commitEach(each));
    const runner = new ProjectionRunner(s.events, s.read, [learnerTally, levelTally], { batchSize: 100, readChunk: 7 });
    await runner.catchUp();
    expect(commits).toBe(2 * 5);
    expect(await digestCollections(s.read, collections)).toBe(await digestCollections(clean.read, collections));
  });

  it('does not bring back what a purge earlier in the batch deleted', async () => {
    type PerLevel = { _id: string; learner: string; answers: number };
    const perLevel: DocumentProjection<TestEvent, PerLevel> = {
      kind: 'document',
      name: 'perLevel',
      collection: { name: 'per_level', indexes: ['learner'] },
      handles: ['TestAnswerRecorded', 'TestLearnerErased'],
      targets: (e) => (e.type === 'TestAnswerRecorded' ? `${e.data.learner}:${e.data.level}` : null),
      evolve: (doc, e, id) => ({ _id: id, learner: e.data.learner, answers: (doc?.answers ?? 0) + 1 }),
      purge: (e) => (e.type === 'TestLearnerErased' ? { field: 'learner', value: e.data.learner } : null),
    };
    const s = stores();
    const answerAt = (level: number) => answerEvent({ learner: 'l1', language: 'french', level, correct: true });
    await s.events.append('learner-l1', [answerAt(1), answerAt(2)]);
    const runner = new ProjectionRunner(s.events, s.read, [perLevel], { batchSize: 100, readChunk: 1 });
    await runner.catchUp();
    expect(await s.read.get('per_level', 'l1:2')).toMatchObject({ answers: 1 });

    const erased = { type: 'TestLearnerErased', data: { learner: 'l1' }, metadata: answerAt(1).metadata };
    await s.events.append('learner-l1', [erased, answerAt(2)]);
    await runner.catchUp();
    expect(await s.read.get('per_level', 'l1:1')).toBeNull();
    expect(await s.read.get('per_level', 'l1:2')).toMatchObject({ answers: 1 });
  });
});

describe('in-process projections (embedded mode)', () => {
  it('are woken by appends, so a read right after awaitPosition shows the write', async () => {
    const s = stores();
    const runner = new ProjectionRunner(s.events, s.read, [learnerTally]);
    const inProcess = new InProcessProjections(runner);
    await inProcess.start();
    const [a] = [...syntheticAnswers(1)];
    const { position } = await s.events.append(`learner-${a.learner}`, [answerEvent(a)]);
    expect(await inProcess.awaitPosition(position)).toBe(true);
    expect(await s.read.get(learnerTally.collection.name, a.learner)).toMatchObject({ answers: 1 });
    await inProcess.stop();
  });

  it('put off the read models nobody waits for while replies wait, and bring them up for a read that asks', async () => {
    const s = stores();
    const runner = new ProjectionRunner(s.events, s.read, [learnerTally, levelTally]);
    // Never stepped by the clock in this test: only a read that asks brings the put-off one up.
    const inProcess = new InProcessProjections(runner, 60_000, 60_000);
    await inProcess.start();
    const answers = [...syntheticAnswers(3)];
    let position = 0;
    for (const a of answers) {
      ({ position } = await s.events.append(`learner-${a.learner}`, [answerEvent(a)]));
      expect(await inProcess.behind(position, { readModels: [learnerTally.name] })).toEqual([]);
    }
    const levels = async () =>
      (await s.read.find(levelTally.collection.name, { where: { language: 'all' }, pageSize: 100 })).items.reduce(
        (n, d) => n + (d.answers as number),
        0,
      );
    expect((await runner.checkpoints())[levelTally.name]).toBeLessThan(position);
    expect(await levels()).toBeLessThan(answers.length);

    expect(await inProcess.followed()).toEqual([]);
    expect(await levels()).toBe(answers.length);
    expect(inProcess.followed()).toBeNull();
    await inProcess.stop();
  });
});
