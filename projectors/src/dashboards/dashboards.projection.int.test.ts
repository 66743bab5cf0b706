import { afterEach, describe, expect, it } from '@jest/globals';
import type { NewEvent } from '@lebe/domain';
import { ProjectionRunner, partitioned } from '../runtime';
import { tempStores } from '@lebe/testing/stores';
import { dashboardsProjection, summaryId, type DashboardDoc } from './dashboards.projection';
import * as figures from './figures';
import { missedWords, recentDays } from './queries';
import { digestCollections } from '@lebe/testing/digest';

const stores: ReturnType<typeof tempStores>[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await Promise.all([s.events.close(), s.read.close()]);
});

const meta = (time = '2026-03-01T10:00:00.000Z') => ({ actor: 'u', correlationId: 'c', time, schemaVersion: 1 });
function answer(
  question: string,
  score: 'correct' | 'partial' | 'incorrect',
  pointscore: number,
  extra: Partial<{
    language: string;
    level: number;
    classroom: string | null;
    knowledgeType: string;
    correctAnswer: string;
    time: string;
  }> = {},
): NewEvent {
  const { time, ...rest } = extra;
  return {
    type: 'AnswerRecorded',
    data: {
      question,
      answer: 'x',
      score,
      pointscore,
      language: 'french',
      level: 2,
      questionType: 'multiple_choice',
      knowledgeType: 'vocabulary',
      questionText: `Q ${question}`,
      correctAnswer: `word-${question}`,
      classroom: null,
      ...rest,
    },
    metadata: meta(time),
  };
}

async function given(...byLearner: [string, NewEvent[]][]) {
  const s = tempStores();
  stores.push(s);
  for (const [learner, events] of byLearner) for (const e of events) await s.events.append(`learner-${learner}`, [e]);
  const runner = new ProjectionRunner(s.events, s.read, [dashboardsProjection]);
  await runner.catchUp();
  const doc = (id: string) => s.read.get<DashboardDoc>('dashboards', id);
  return { s, runner, doc };
}

describe('dashboards read model', () => {
  it('counts answers, distinct questions and accuracy with partial scores', async () => {
    const { doc } = await given([
      'ann',
      [
        answer('q1', 'correct', 1),
        answer('q1', 'incorrect', 0),
        answer('q2', 'partial', 0.5),
        answer('q3', 'correct', 1, { language: 'german', level: 4 }),
      ],
    ]);
    const global = await doc(summaryId('ann', 'global'));
    expect([figures.questionCount(global), figures.answerCount(global)]).toEqual([3, 4]);
    expect(figures.donut(global)).toEqual({
      donutData: [
        { label: 'correct', value: 2 },
        { label: 'partial', value: 1 },
        { label: 'incorrect', value: 1 },
      ],
      accuracy: 62.5,
      totalCount: 4,
    });
    const french = await doc(summaryId('ann', 'language', 'french'));
    expect([figures.questionCount(french), figures.answerCount(french), figures.donut(french).accuracy]).toEqual([
      2, 3, 50,
    ]);
    expect(figures.accuracyCountByLevel(global)).toEqual([
      { level: 2, correct: 1, incorrect: 2 },
      { level: 4, correct: 1, incorrect: 0 },
    ]);
    const heat = figures.languageLevelHeatmap(global);
    expect(heat.find((r) => r.language === 'french')!.points[1]).toMatchObject({ x: 2, y: 3 });
    expect(heat.find((r) => r.language === 'german')!.points).toHaveLength(10);
  });

  it('keeps classroom figures apart, with their own distinct questions', async () => {
    const { doc } = await given([
      'bo',
      [
        answer('q1', 'correct', 1),
        answer('q1', 'correct', 1, { classroom: 'c7' }),
        answer('q2', 'incorrect', 0, { classroom: 'c7' }),
      ],
    ]);
    const room = await doc(summaryId('bo', 'classroom', 'c7'));
    expect([figures.questionCount(room), figures.answerCount(room), figures.donut(room).accuracy]).toEqual([2, 2, 50]);
    expect(figures.questionCount(await doc(summaryId('bo', 'global')))).toBe(2);
  });

  it('names the fluency score from the best level with at least five answers', async () => {
    const five = (level: number, points: number[]) =>
      points.map((p, i) =>
        answer(`l${level}-${i}`, p === 1 ? 'correct' : p === 0 ? 'incorrect' : 'partial', p, { level }),
      );
    const { doc } = await given([
      'cy',
      [...five(3, [1, 1, 1, 1, 0.5]), ...five(5, [1, 0, 0, 0, 0]), answer('x', 'correct', 1, { level: 9 })],
    ]);
    const french = await doc(summaryId('cy', 'language', 'french'));
    expect(figures.lebeScore(french)).toEqual({ lebeScore: 4.2, levelName: 'Intermediate' });
    expect(figures.meanScoreByLevel(french)).toEqual([
      { x: 3, y: 0.9 },
      { x: 5, y: 0.2 },
      { x: 9, y: 1 },
    ]);
    expect(figures.lebeScore(null)).toEqual({ lebeScore: 0, levelName: null });
  });

  it('lists tricky words, missed most first, with their group, and a time series by day', async () => {
    const { s } = await given([
      'di',
      [
        answer('a', 'incorrect', 0, { time: '2026-03-01T09:00:00.000Z' }),
        answer('a', 'incorrect', 0, { time: '2026-03-02T09:00:00.000Z' }),
        answer('b', 'incorrect', 0, { knowledgeType: 'conjugation', time: '2026-03-02T10:00:00.000Z' }),
        answer('c', 'correct', 1, { time: '2026-03-02T11:00:00.000Z' }),
      ],
    ]);
    expect(figures.trickyWords(await missedWords(s.read, 'di', 'french'))).toEqual([
      { word: 'word-a', wrong: 2, right: 0, group: 'vocabulary' },
      { word: 'word-b', wrong: 1, right: 0, group: 'conjugation' },
    ]);
    expect(figures.timeSeries(await recentDays(s.read, 'di'))).toEqual([
      { date: '2026-03-01', answers: 1, correct: 0, accuracy: 0 },
      { date: '2026-03-02', answers: 3, correct: 1, accuracy: 33.33 },
    ]);
  });

  it('purges every document of a learner whose answers were erased, and only theirs', async () => {
    const { s, runner, doc } = await given(['ed', [answer('q1', 'correct', 1)]], ['fi', [answer('q1', 'correct', 1)]]);
    await s.events.append('user-ed', [
      { type: 'LearnerAnswersErased', data: { learner: 'ed', answersRemoved: 1 }, metadata: meta() },
    ]);
    await runner.catchUp();
    expect(await doc(summaryId('ed', 'global'))).toBeNull();
    expect((await s.read.find('dashboards', { where: { learner: 'ed' } })).total).toBe(0);
    expect(figures.answerCount(await doc(summaryId('fi', 'global')))).toBe(1);
  });
});

describe('dashboards split by learner into partitions', () => {
  const learners = Array.from({ length: 12 }, (_, i) => `l${i}`);
  const byLearner = (): [string, NewEvent[]][] =>
    learners.map((l, i) => [l, [answer(`q${i}`, 'correct', 1), answer(`q${i + 1}`, 'incorrect', 0, { level: 3 })]]);
  const byStream = (e: { streamName: string }) => e.streamName.slice(e.streamName.indexOf('-') + 1);

  it('build the same documents as one projection, each partition with its own checkpoint', async () => {
    const one = await given(...byLearner());
    const split = tempStores();
    stores.push(split);
    for (const [learner, events] of byLearner()) await split.events.append(`learner-${learner}`, events);
    const parts = partitioned(dashboardsProjection, 3, byStream);
    expect(parts.map((p) => p.name)).toEqual(['dashboards-p1of3', 'dashboards-p2of3', 'dashboards-p3of3']);
    await new ProjectionRunner(split.events, split.read, parts).catchUp();
    expect(await digestCollections(split.read, ['dashboards'])).toBe(
      await digestCollections(one.s.read, ['dashboards']),
    );
    expect(Object.keys(await split.read.checkpoints()).sort()).toEqual(parts.map((p) => p.name));
  });

  it('are rebuilt from the log when their number changes, never applied twice onto what is there', async () => {
    const { s } = await given(...byLearner());
    const before = await digestCollections(s.read, ['dashboards']);
    const parts = partitioned(dashboardsProjection, 4, byStream);
    await new ProjectionRunner(s.events, s.read, parts).catchUp();
    expect(await digestCollections(s.read, ['dashboards'])).toBe(before);
    expect(Object.keys(await s.read.checkpoints())).not.toContain('dashboards');
  });
});
