import { afterEach, describe, expect, it } from '@jest/globals';
import { streams, type NewEvent } from '@lebe/domain';
import { tempStores } from '@lebe/testing/stores';
import { ProjectionRunner } from '../runtime';
import { abilityProjection } from './ability.projection';
import { abilityOf } from './queries';

let open: ReturnType<typeof tempStores>[] = [];
afterEach(async () => {
  for (const s of open) {
    await s.events.close();
    await s.read.close();
  }
  open = [];
});

const meta = { actor: null, correlationId: 'c', time: '2026-01-02T03:04:05.000Z', schemaVersion: 1 };
const completed = (user: string, theta: number, se: number): NewEvent => ({
  type: 'PlacementCompleted',
  data: { user, language: 'french', theta, se, level: 7, items: 14 },
  metadata: meta,
});
const wrong = (question: string): NewEvent => ({
  type: 'AnswerRecorded',
  data: {
    question,
    answer: 'wrong',
    score: 'incorrect',
    pointscore: 0,
    language: 'french',
    level: 2,
    questionType: 'translation',
    knowledgeType: 'vocabulary',
    questionText: 'le chat',
    correctAnswer: 'the cat',
    classroom: null,
  },
  metadata: meta,
});

describe("a placement in the learner's ability", () => {
  it('gives a learner new to the language the placement’s estimate, so the level gate weighs it', async () => {
    const s = tempStores();
    open.push(s);
    await s.events.append(streams.placement('p1'), [completed('ann', 1.8, 0.48)]);
    await new ProjectionRunner(s.events, s.read, [abilityProjection]).catchUp();
    const ability = await abilityOf(s.read, 'ann', 'french');
    expect(ability?.theta).toBeCloseTo(1.8);
    expect(ability?.se).toBeCloseTo(0.48);
    expect(ability?.answers).toBe(0);
    expect(await abilityOf(s.read, 'ann', 'german')).toBeNull();
  });

  it('joins what practice answers said before it, and answers after it move on from there', async () => {
    const s = tempStores();
    open.push(s);
    await s.events.append(streams.learner('bob'), [wrong('a'), wrong('b'), wrong('c')]);
    await new ProjectionRunner(s.events, s.read, [abilityProjection]).catchUp();
    const before = (await abilityOf(s.read, 'bob', 'french'))!;
    await s.events.append(streams.placement('p2'), [completed('bob', 1.8, 0.48)]);
    await new ProjectionRunner(s.events, s.read, [abilityProjection]).catchUp();
    const placed = (await abilityOf(s.read, 'bob', 'french'))!;
    expect(placed.theta).toBeGreaterThan(before.theta);
    expect(placed.theta).toBeLessThan(1.8);
    expect(placed.se).toBeLessThan(Math.min(before.se, 0.48));
    expect(placed.answers).toBe(3);
    await s.events.append(streams.learner('bob'), [wrong('d')]);
    await new ProjectionRunner(s.events, s.read, [abilityProjection]).catchUp();
    expect((await abilityOf(s.read, 'bob', 'french'))!.theta).toBeLessThan(placed.theta);
  });
});
