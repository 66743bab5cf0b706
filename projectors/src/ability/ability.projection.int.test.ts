import { afterEach, describe, expect, it } from '@jest/globals';
import {
  calibrationAnswers,
  defaultPrior,
  fitPrior,
  itemPriorVariance,
  learnerPriorFor,
  observe,
  priorDifficulty,
  streams,
  type AnswerEvent,
  type NewEvent,
} from '@lebe/domain';
import { digestCollections } from '@lebe/testing/digest';
import { tempStores } from '@lebe/testing/stores';
import { ProjectionRunner } from '../runtime';
import { abilityCollection, abilityProjection, answerFeatures } from './ability.projection';
import { abilitiesOf, abilityOf, calibratedQuestions, difficultiesOf } from './queries';

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

const meta = { actor: null, correlationId: 'c', time: '2026-01-02T03:04:05.000Z', schemaVersion: 1 };
const answer = (question: string, pointscore: number, extra: Partial<AnswerEvent['data']> = {}): NewEvent => ({
  type: 'AnswerRecorded',
  data: {
    question,
    answer: pointscore > 0 ? 'right' : 'wrong',
    score: pointscore >= 1 ? 'correct' : pointscore > 0 ? 'partial' : 'incorrect',
    pointscore,
    language: 'french',
    level: 3,
    questionType: 'translation',
    knowledgeType: 'vocabulary',
    questionText: 'le chat',
    correctAnswer: 'the cat',
    classroom: null,
    ...extra,
  } satisfies AnswerEvent['data'],
  metadata: meta,
});

/** A deterministic pseudo-random sequence (no Math.random in a test that compares two runs). */
function* lcg(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    yield x / 2 ** 31;
  }
}

/** 12 learners × 40 answers over 20 questions of three levels, a prior fitted halfway, a re-grade and a skip. */
async function writeLog(s: ReturnType<typeof tempStores>) {
  const r = lcg(7);
  const next = () => r.next().value as number;
  for (let i = 0; i < 480; i++) {
    const learner = `l${Math.floor(next() * 12)}`;
    const q = Math.floor(next() * 20);
    const level = 1 + (q % 3) * 3;
    const right = next() < 0.9 - level * 0.08 + Number(learner.slice(1)) * 0.01;
    const type = q % 2 ? 'multiple_choice' : 'translation';
    await s.events.append(streams.learner(learner), [
      answer(`q${q}`, right ? 1 : q % 5 === 0 ? 0.7 : 0, { level, questionType: type }),
    ]);
    if (i === 240) {
      const prior = fitPrior([{ features: answerFeatures(answerData('q1', 1, 4)), b: 1.5, weight: 30 }]);
      await s.events.append(streams.abilityModel('prior'), [
        { type: 'DifficultyPriorFitted', data: { ...prior, items: 1 }, metadata: meta },
      ]);
    }
  }
  await s.events.append(streams.learner('l1'), [answer('q7', 0, { answer: '', skipped: true })]);
  await s.events.append(streams.learner('l2'), [
    {
      type: 'AnswerRegraded',
      data: {
        question: 'q3',
        position: 3,
        answeredAt: meta.time,
        answer: 'right',
        from: { score: 'incorrect', pointscore: 0 },
        to: { score: 'correct', pointscore: 1 },
        language: 'french',
        level: 1,
        questionType: 'multiple_choice',
        knowledgeType: 'vocabulary',
        classroom: null,
      },
      metadata: meta,
    },
  ]);
}
const answerData = (question: string, pointscore: number, level: number) =>
  answer(question, pointscore, { level }).data as AnswerEvent['data'];

describe('ability read model', () => {
  it('replays the same log to the very same numbers: built in small batches, then rebuilt in one', async () => {
    const s = stores();
    await writeLog(s);
    const runner = new ProjectionRunner(s.events, s.read, [abilityProjection], { batchSize: 37 });
    await runner.catchUp();
    const first = await digestCollections(s.read, [abilityCollection]);
    const before = await difficultiesOf(s.read, ['q0', 'q1', 'q2']);
    await runner.rebuild();
    expect(await digestCollections(s.read, [abilityCollection])).toBe(first);
    expect(await difficultiesOf(s.read, ['q0', 'q1', 'q2'])).toEqual(before);

    // A second log written alike, projected by another runner: equal documents.
    const other = stores();
    await writeLog(other);
    await new ProjectionRunner(other.events, other.read, [abilityProjection], { batchSize: 500 }).catchUp();
    expect(await digestCollections(other.read, [abilityCollection])).toBe(first);
  });

  it('keeps a difficulty per question and an ability per learner and language, with their counts', async () => {
    const s = stores();
    await s.events.append(streams.learner('ann'), [
      answer('easy', 1, { level: 1 }),
      answer('hard', 0, { level: 9 }),
      answer('easy', 1, { level: 1, language: 'german' }),
    ]);
    await s.events.append(streams.learner('bob'), [answer('hard', 0, { level: 9, answer: '', skipped: true })]);
    await new ProjectionRunner(s.events, s.read, [abilityProjection]).catchUp();
    const d = await difficultiesOf(s.read, ['easy', 'hard', 'never']);
    expect([...d.keys()].sort()).toEqual(['easy', 'hard']);
    // Each question started from the default prior at its level; the skip taught nothing.
    expect(d.get('hard')!.answers).toBe(1);
    expect(d.get('easy')!.answers).toBe(2);
    const hardPrior = priorDifficulty(defaultPrior, answerFeatures(answerData('hard', 0, 9)));
    expect(d.get('hard')!.b).toBeGreaterThan(hardPrior);
    expect(d.get('easy')!.b).toBeLessThan(priorDifficulty(defaultPrior, answerFeatures(answerData('easy', 1, 1))));
    const ann = await abilityOf(s.read, 'ann', 'french');
    expect(ann).toMatchObject({ answers: 2 });
    expect(ann!.se).toBeLessThan(1.2);
    expect(await abilityOf(s.read, 'bob', 'french')).toBeNull();
    expect(Object.keys(await abilitiesOf(s.read, 'ann')).sort()).toEqual(['french', 'german']);
  });

  it("starts a learner new to a language at that language's prior: English's at level 6, French's at level 1", async () => {
    const s = stores();
    const first = (language: string, level: number) => answer(`${language}-q`, 1, { language, level });
    await s.events.append(streams.learner('cy'), [first('english', 6), first('french', 1)]);
    await new ProjectionRunner(s.events, s.read, [abilityProjection]).catchUp();
    for (const [language, level] of [
      ['english', 6],
      ['french', 1],
    ] as const) {
      const item = {
        mean: priorDifficulty(defaultPrior, answerFeatures(answerData(`${language}-q`, 1, level))),
        variance: itemPriorVariance,
        answers: 0,
      };
      const expected = observe(learnerPriorFor(language), item, 1).learner;
      expect((await abilityOf(s.read, 'cy', language))!.theta).toBeCloseTo(expected.mean, 9);
    }
  });

  it('takes a new question from the latest fitted prior, and bands a question once calibrated', async () => {
    const s = stores();
    const prior = fitPrior(
      Array.from({ length: 50 }, () => ({ features: answerFeatures(answerData('x', 1, 3)), b: 2, weight: 40 })),
    );
    await s.events.append(streams.abilityModel('prior'), [
      { type: 'DifficultyPriorFitted', data: { ...prior, items: 50 }, metadata: meta },
    ]);
    await s.events.append(streams.learner('ann'), [answer('fresh', 0, { level: 3 })]);
    for (let i = 0; i < calibrationAnswers; i++)
      await s.events.append(streams.learner(`l${i}`), [answer('busy', 1, { level: 3 })]);
    await new ProjectionRunner(s.events, s.read, [abilityProjection]).catchUp();
    const d = await difficultiesOf(s.read, ['fresh', 'busy']);
    // A wrong answer from an average learner moves b up from the fitted prior (about 2), not the default (-1.25).
    expect(d.get('fresh')!.b).toBeGreaterThan(1.5);
    expect(d.get('fresh')!.band).toBeUndefined();
    expect(d.get('busy')!.answers).toBe(calibrationAnswers);
    expect(d.get('busy')!.band).toEqual(expect.any(Number));
    expect((await calibratedQuestions(s.read, 1)).map((q) => q.question)).toEqual(['busy']);
  });

  it("deletes a learner's abilities when they erase their answers, and keeps the questions' difficulties", async () => {
    const s = stores();
    await s.events.append(streams.learner('ann'), [answer('q1', 1), answer('q1', 1, { language: 'german' })]);
    await s.events.append(streams.learner('bob'), [answer('q1', 0)]);
    await s.events.append(streams.user('ann'), [
      { type: 'LearnerAnswersErased', data: { learner: 'ann', answersRemoved: 2 }, metadata: meta },
    ]);
    await new ProjectionRunner(s.events, s.read, [abilityProjection]).catchUp();
    expect(await abilitiesOf(s.read, 'ann')).toEqual({});
    expect(await abilityOf(s.read, 'bob', 'french')).not.toBeNull();
    expect((await difficultiesOf(s.read, ['q1'])).get('q1')!.answers).toBe(3);
  });
});
