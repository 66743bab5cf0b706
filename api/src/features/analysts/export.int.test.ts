import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PassThrough } from 'node:stream';
import type { RecordedEvent } from '@lebe/domain';
import { tempStores } from '@lebe/testing/stores';
import { csvColumns, exportEvents, type ExportOptions } from './export';
import { generateLog, type GeneratedLog } from '@lebe/testing/generated-log';
import { Pseudonymiser } from './pseudonymise';

const stores = tempStores();
let log: GeneratedLog;
const key = 'test-key';

async function run(options: Partial<ExportOptions> = {}) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const result = await exportEvents(stores.events, out, { format: 'ndjson', key, pageSize: 50, ...options });
  out.end();
  const text = Buffer.concat(chunks).toString('utf8');
  const events =
    options.format === 'csv'
      ? []
      : text
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as RecordedEvent);
  return { result, text, events };
}

beforeAll(async () => {
  log = await generateLog(stores.events);
});
afterAll(async () => {
  await stores.events.close();
  await stores.read.close();
});

describe('export', () => {
  it('exports the whole log in order, pseudonymised, without the erased learner', async () => {
    const { events, result } = await run();
    expect(result.exported).toBe(events.length);
    for (let i = 1; i < events.length; i++) expect(events[i].position).toBeGreaterThan(events[i - 1].position);
    expect(events.filter((e) => e.type === 'AnswerRecorded')).toHaveLength(log.answers.length);
    const text = JSON.stringify(events);
    expect(text).not.toMatch(/learner\d@example\.com|Learner \d|555-0100/);
    for (const learner of log.learners) expect(text).not.toContain(`"${learner}"`);
  });

  it('keeps pseudonyms joinable: one learner has one pseudonym in streams, data and metadata', async () => {
    const p = new Pseudonymiser(key);
    const { events } = await run();
    const u2 = p.pseudonym('u2');
    const registered = events.find((e) => e.type === 'UserRegistered' && (e.data as { userId: string }).userId === u2)!;
    expect(registered.streamName).toBe(`user-${u2}`);
    expect((registered.data as { name: string }).name).toBe(p.pseudonym('Learner 2'));
    const answers = events.filter((e) => e.streamName === `learner-${u2}`);
    expect(answers.length).toBe(log.answers.filter((a) => a.learner === 'u2').length);
    expect(answers.every((e) => e.metadata.actor === u2)).toBe(true);
    const flag = events.find((e) => e.type === 'FlagRaised')!;
    expect(flag.data).toMatchObject({
      user: u2,
      comment: p.pseudonym('Call me on 555-0100, Learner 2'),
      incorrect: true,
    });
    // Another key gives other pseudonyms: an export cannot be joined with another deployment's.
    expect(new Pseudonymiser('other').pseudonym('u2')).not.toBe(u2);
  });

  it('includes personal data in clear only when asked', async () => {
    const { events } = await run({ includePersonal: true, types: ['UserRegistered'] });
    expect(events.map((e) => (e.data as { email: string }).email)).toContain('learner2@example.com');
  });

  it('never exports erased data, even while a store still holds it', async () => {
    const { events } = await run({ includePersonal: true });
    const erased = log.erased;
    expect(events.filter((e) => e.streamName === `learner-${erased}`)).toHaveLength(0);
    expect(events.filter((e) => e.streamName === `user-${erased}` && e.type === 'LevelReached')).toHaveLength(0);
    expect(events.some((e) => e.type === 'LearnerAnswersErased')).toBe(true);
    // A store that erases lazily: the answers are still in the log, the erasure event is there.
    const lazy = tempStores();
    await lazy.events.append('learner-z', [answerLike('z')]);
    await lazy.events.append('user-z', [
      { type: 'LearnerAnswersErased', data: { learner: 'z', answersRemoved: 0 }, metadata: answerLike('z').metadata },
    ]);
    await lazy.events.append('learner-z', [answerLike('z')]); // answered again after the erasure: kept
    const out = new PassThrough();
    const lines: string[] = [];
    out.on('data', (c: Buffer) => lines.push(...c.toString().trim().split('\n')));
    await exportEvents(lazy.events, out, { format: 'ndjson', key, includePersonal: true });
    expect(lines.map((l) => (JSON.parse(l) as RecordedEvent).position)).toEqual([2, 3]);
    await lazy.events.close();
    await lazy.read.close();
  });

  it('filters by category, type, position range and time range', async () => {
    const all = (await run()).events;
    const byCategory = await run({ categories: ['user'] });
    expect(byCategory.events.every((e) => e.streamName.startsWith('user-'))).toBe(true);
    expect(byCategory.events.length).toBe(all.filter((e) => e.streamName.startsWith('user-')).length);
    const byType = await run({ types: ['LevelReached', 'FlagRaised'] });
    expect(new Set(byType.events.map((e) => e.type))).toEqual(new Set(['LevelReached', 'FlagRaised']));
    const [from, to] = [all[10].position, all[30].position];
    const byPosition = await run({ fromPosition: from, toPosition: to });
    expect(byPosition.events.map((e) => e.position)).toEqual(
      all.filter((e) => e.position >= from && e.position <= to).map((e) => e.position),
    );
    const since = new Date('2026-01-10T00:00:00Z');
    const until = new Date('2026-01-12T00:00:00Z');
    const byTime = await run({ from: since, to: until, types: ['AnswerRecorded'] });
    const expected = log.answers.filter((a) => a.time >= since.toISOString() && a.time <= until.toISOString());
    expect(byTime.events).toHaveLength(expected.length);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('writes CSV with a header and one quoted row per event', async () => {
    const { text, result } = await run({ format: 'csv', types: ['FlagRaised'] });
    const rows = text.trim().split('\n');
    expect(rows[0]).toBe(csvColumns.join(','));
    expect(rows).toHaveLength(1 + result.exported);
    expect(rows[1]).toMatch(/,flag-f3,flag,0,FlagRaised,2026-01-\d\dT[^,]+,p_[0-9a-f]{20},gen,1,"{""flagId"":""f3""/);
  });
});

function answerLike(learner: string) {
  return {
    type: 'AnswerRecorded',
    data: { question: 'q', answer: 'a', score: 'correct', pointscore: 1, language: 'french', level: 1 },
    metadata: { actor: learner, correlationId: 'c', time: '2026-02-01T00:00:00.000Z', schemaVersion: 1 },
  };
}
