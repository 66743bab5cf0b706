import { describe, expect, it } from '@jest/globals';
import { learnerPriorFor, levelDifficulty } from '../ability/levels';
import type { PlacementItem } from '../ability/placement';
import { decideUser, evolveUser, initialUser } from '../users/user';
import type { UserEvent } from '../users/events';
import type { PlacementEvent } from './events';
import {
  decidePlacement,
  evolvePlacement,
  initialPlacement,
  type PlacementCommand,
  type PlacementState,
} from './placement';

const given = (...events: PlacementEvent[]): PlacementState => events.reduce(evolvePlacement, initialPlacement);

const item = (
  question: string,
  level: number,
  questionType: PlacementItem['questionType'] = 'translation',
): PlacementItem => ({
  question,
  questionType,
  level,
  b: levelDifficulty(level),
  guess: questionType === 'multiple_choice' ? 0.25 : 0,
});
/** Two questions of each type at every level. */
const bank = Array.from({ length: 10 }, (_, i) => i + 1).flatMap((level) => [
  item(`t${level}a`, level),
  item(`t${level}b`, level),
  item(`m${level}a`, level, 'multiple_choice'),
  item(`m${level}b`, level, 'multiple_choice'),
]);

const started: PlacementEvent = { type: 'PlacementStarted', data: { user: 'ann', language: 'french' } };
const answer = (question: string, pointscore: number): PlacementCommand => ({
  type: 'Answer',
  user: 'ann',
  question,
  answer: pointscore ? 'right' : '',
  grade: { score: pointscore >= 1 ? 'correct' : pointscore > 0 ? 'partial' : 'incorrect', pointscore },
  candidates: bank,
});

/** Plays a placement through the decider: each answer decided on the state its stream folds into. */
function play(credit: (asked: PlacementItem) => number) {
  let events = decidePlacement({ type: 'Start', user: 'ann', language: 'french', candidates: bank }, initialPlacement);
  const log = [...events];
  for (;;) {
    const state = given(...log);
    if (state.done) return { state, log };
    events = decidePlacement(answer(state.current!.question, credit(state.current!)), state);
    log.push(...events);
  }
}

describe('placement decider', () => {
  it('starts with the most informative question at the prior and asks it', () => {
    const events = decidePlacement(
      { type: 'Start', user: 'ann', language: 'french', candidates: bank },
      initialPlacement,
    );
    expect(events[0]).toEqual(started);
    expect(events[1]).toMatchObject({ type: 'PlacementQuestionAsked', data: { questionType: 'translation' } });
    // The prior is the middle of French's ten levels (θ ≈ 1.1): the level 8 questions (b = 1.25) are nearest.
    expect((events[1].data as PlacementItem).level).toBe(8);
    // Dutch's main practice stops at level 6 (θ ≈ 0.1 in the middle): level 6's (b = 0.25).
    const dutch = decidePlacement(
      { type: 'Start', user: 'ann', language: 'dutch', candidates: bank },
      initialPlacement,
    );
    expect((dutch[1].data as PlacementItem).level).toBe(6);
    expect(() =>
      decidePlacement({ type: 'Start', user: 'ann', language: 'french', candidates: bank }, given(...events)),
    ).toThrow('already started');
    expect(() =>
      decidePlacement({ type: 'Start', user: 'ann', language: 'french', candidates: [] }, initialPlacement),
    ).toThrow('not found');
  });

  it('records each answer with the estimate after it, then the next question', () => {
    const first = item('t5a', 5);
    const state = given(started, { type: 'PlacementQuestionAsked', data: first });
    const [answered, next] = decidePlacement(answer('t5a', 1), state);
    expect(answered).toMatchObject({
      type: 'PlacementAnswered',
      data: { question: 't5a', score: 'correct', pointscore: 1 },
    });
    expect((answered.data as { theta: number }).theta).toBeGreaterThan(learnerPriorFor('french').mean);
    expect(next).toMatchObject({ type: 'PlacementQuestionAsked' });
    expect((next.data as PlacementItem).question).not.toBe('t5a');
  });

  it('refuses another learner (as not found), a question that is not the current one, and a finished placement', () => {
    const state = given(started, { type: 'PlacementQuestionAsked', data: item('t5a', 5) });
    expect(() => decidePlacement({ ...answer('t5a', 1), user: 'bob' }, state)).toThrow('Placement not found');
    expect(() => decidePlacement(answer('t5a', 1), initialPlacement)).toThrow('Placement not found');
    expect(() => decidePlacement(answer('t6a', 1), state)).toThrow("This is not the placement's current question");
    const { state: done } = play(() => 0);
    expect(() => decidePlacement(answer('t1a', 1), done)).toThrow('This placement is finished');
  });

  it('completes with the level the answers give: high for all right, 1 for all wrong, within 20 questions', () => {
    const high = play(() => 1);
    const low = play(() => 0);
    const completed = (log: PlacementEvent[]) =>
      log.find((e) => e.type === 'PlacementCompleted')!.data as { level: number; items: number };
    expect(completed(high.log).level).toBeGreaterThanOrEqual(8);
    expect(completed(low.log).level).toBe(1);
    for (const { log } of [high, low]) {
      const asked = log
        .filter((e) => e.type === 'PlacementQuestionAsked')
        .map((e) => (e.data as PlacementItem).question);
      expect(new Set(asked).size).toBe(asked.length);
      expect(asked.length).toBeLessThanOrEqual(20);
      expect(completed(log).items).toBe(asked.length);
    }
  });

  it('completes early when no question is left to ask', () => {
    const state = given(started, { type: 'PlacementQuestionAsked', data: item('t5a', 5) });
    const events = decidePlacement({ ...answer('t5a', 1), candidates: [item('t5a', 5)] }, state);
    expect(events.map((e) => e.type)).toEqual(['PlacementAnswered', 'PlacementCompleted']);
    expect(events[1].data).toMatchObject({ user: 'ann', language: 'french', items: 1 });
  });
});

describe("a placement's level on the learner's account", () => {
  const registered: UserEvent = {
    type: 'UserRegistered',
    data: { userId: 'ann', name: 'Ann', email: 'a@x.io', isAdmin: false },
  };
  const account = (...events: UserEvent[]) => events.reduce(evolveUser, initialUser);
  const place = (level: number) =>
    ({ type: 'PlaceLevel', language: 'french', level, ability: { theta: 1, se: 0.45 } }) as const;

  it('is recorded as the level reached, with the placement’s estimate, when above the level held', () => {
    const [reached] = decideUser(place(5), account(registered));
    expect(reached).toMatchObject({ type: 'LevelReached', data: { language: 'french', level: 5, theta: 1, se: 0.45 } });
    expect((reached.data as { probability: number }).probability).toBeGreaterThan(0);
    expect(account(registered, reached as UserEvent).userLevels.french).toBe(5);
  });

  it('never lowers a level the learner holds', () => {
    const at7: UserEvent = { type: 'LevelReached', data: { language: 'french', level: 7 } };
    expect(decideUser(place(5), account(registered, at7))).toEqual([]);
  });
});
