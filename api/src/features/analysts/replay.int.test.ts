import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { SqliteReadStore } from '@lebe/store';
import { tempStores } from '@lebe/testing/stores';
import { isoWeek, answersPerLanguageWeek, type LanguageWeek } from './examples/answers-per-language-week';
import { levelFunnel, type FunnelDoc } from './examples/level-funnel';
import { generateLog, type GeneratedLog } from '@lebe/testing/generated-log';
import { loadProjections, positionAt, replay } from './replay';
import { usersProjection } from '@lebe/projectors/users';

const stores = tempStores();
let log: GeneratedLog;
beforeAll(async () => {
  log = await generateLog(stores.events);
});
afterAll(async () => {
  await stores.events.close();
  await stores.read.close();
});

async function docs<T>(file: string, collection: string): Promise<T[]> {
  const read = new SqliteReadStore(file);
  await read.ensure({ name: collection });
  const page = await read.find(collection, { pageSize: 10_000 });
  await read.close();
  return page.items as T[];
}

/** The weekly figures computed straight from the generated answers. */
function weeklyDirect(answers: GeneratedLog['answers']) {
  const byKey = new Map<string, { answers: number; correct: number }>();
  for (const a of answers) {
    const key = `${a.language}:${isoWeek(a.time)}`;
    const row = byKey.get(key) ?? { answers: 0, correct: 0 };
    row.answers += 1;
    row.correct += a.score === 'correct' ? 1 : 0;
    byKey.set(key, row);
  }
  return Object.fromEntries([...byKey].sort());
}

describe('replay', () => {
  it('answers per language per week equal the figures computed directly, erased learner excluded', async () => {
    const out = join(stores.dir, 'weekly.sqlite');
    await replay(stores.events, [answersPerLanguageWeek], { out });
    const rows = await docs<LanguageWeek>(out, 'answers_per_language_week');
    const replayed = Object.fromEntries(rows.map((r) => [r._id, { answers: r.answers, correct: r.correct }]).sort());
    expect(replayed).toEqual(weeklyDirect(log.answers));
    expect(rows.reduce((n, r) => n + r.answers, 0)).toBe(log.answers.length);
  });

  it('the level funnel counts each learner once per level reached', async () => {
    const out = join(stores.dir, 'funnel.sqlite');
    const projections = await loadProjections(join(import.meta.dirname ?? '.', 'examples', 'level-funnel.ts')).catch(
      () => [levelFunnel],
    );
    await replay(stores.events, projections, { out });
    const steps = (await docs<FunnelDoc>(out, 'level_funnel')).filter((d) => d.kind === 'step');
    const highest = new Map<string, number>();
    for (const [learner, , level] of log.levels) highest.set(learner, Math.max(highest.get(learner) ?? 0, level));
    const direct = [1, 2, 3, 4]
      .map((level) => [...highest.values()].filter((h) => h >= level).length)
      .filter((n) => n > 0);
    expect(steps.sort((a, b) => a.level - b.level).map((s) => s.learners)).toEqual(direct);
  });

  it('stops at a position or a date', async () => {
    const all = await stores.events.readAll({ maxCount: 100_000 });
    const cut = all[Math.floor(all.length / 2)];
    const out = join(stores.dir, 'half.sqlite');
    const result = await replay(stores.events, [answersPerLanguageWeek], { out, untilPosition: cut.position });
    expect(result.until).toBe(cut.position);
    const upTo = all.filter((e) => e.type === 'AnswerRecorded' && e.position <= cut.position).length;
    const rows = await docs<LanguageWeek>(out, 'answers_per_language_week');
    expect(rows.reduce((n, r) => n + r.answers, 0)).toBe(upTo);

    const date = new Date('2026-01-08T00:00:00Z');
    const at = await positionAt(stores.events, date);
    expect(all.filter((e) => e.position <= at).every((e) => Date.parse(e.metadata.time) <= date.getTime())).toBe(true);
    expect(Date.parse(all.find((e) => e.position > at)!.metadata.time)).toBeGreaterThan(date.getTime());
  });

  it('rebuilds a product read model as of a date into a separate store, leaving the product store alone', async () => {
    await stores.read.ensure(usersProjection.collection);
    const out = join(stores.dir, 'users-asof.sqlite');
    const first = new Date(Date.UTC(2026, 0, 5, 0, 2, 30)); // after the third registration
    await replay(stores.events, [usersProjection], { out, untilDate: first });
    expect(await docs(out, usersProjection.collection.name)).toHaveLength(3);
    expect((await stores.read.find(usersProjection.collection.name)).total).toBe(0);
    expect(await stores.read.checkpoints()).toEqual({});
  });
});
