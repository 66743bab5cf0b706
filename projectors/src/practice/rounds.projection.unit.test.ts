import { describe, expect, it } from '@jest/globals';
import type { AnswerEvent, ErasureEvent, RegradeEvent } from '@lebe/domain';
import { recorded } from '@lebe/testing/recorded';
import type { DocumentProjection, Recorded } from '../runtime';
import { practiceRoundsProjection, type RoundDoc } from './rounds.projection';
import { levelWindowsProjection, type LevelWindowDoc } from './level-windows.projection';

const answer = (question: string, right: boolean, extra: Partial<AnswerEvent['data']> = {}) =>
  recorded<AnswerEvent>('learner-s1', {
    type: 'AnswerRecorded',
    data: {
      question,
      answer: right ? 'X' : 'y',
      score: right ? 'correct' : 'incorrect',
      pointscore: right ? 1 : 0,
      language: 'french',
      level: 1,
      questionType: 'multiple_choice',
      knowledgeType: 'vocabulary',
      questionText: question,
      correctAnswer: 'X',
      classroom: 'c1',
      roundSize: 3,
      ...extra,
    },
  });

function fold<D extends { _id: string; [key: string]: unknown }>(
  p: DocumentProjection<AnswerEvent | RegradeEvent | ErasureEvent, D>,
  events: Recorded<AnswerEvent | RegradeEvent>[],
  docs = new Map<string, D>(),
) {
  for (const e of events) {
    const id = p.targets(e);
    if (typeof id !== 'string') continue;
    const next = p.evolve(docs.get(id) ?? null, e, id);
    if (next) docs.set(id, next);
  }
  return docs;
}

describe('practice rounds', () => {
  it('ends a round when every question of it was answered, keeping its summary, and starts the next', () => {
    const docs = fold<RoundDoc>(practiceRoundsProjection, [
      answer('q1', false),
      answer('q1', true),
      answer('q2', true),
      answer('q3', true),
      answer('q2', false),
    ]);
    expect(docs.get('round:s1:c1:1')).toMatchObject({
      round: 2,
      seen: ['q2'],
      right: 0,
      wrong: 1,
      toReview: ['q2'],
      lastQuestion: 'q2',
      last: { round: 1, right: 3, wrong: 1, toReview: ['q1'] },
    });
  });
  it('leaves quiz answers and answers without a round out', () => {
    expect(
      fold<RoundDoc>(practiceRoundsProjection, [
        answer('q1', true, { quiz: 'z1' }),
        answer('q1', true, { roundSize: undefined }),
      ]).size,
    ).toBe(0);
  });
});

describe('classroom level windows (issue 26: distinct questions)', () => {
  it('keeps one result per question in a classroom window, so one item five times is one result', () => {
    const same = Array.from({ length: 5 }, () => answer('q1', true));
    const docs = fold<LevelWindowDoc>(levelWindowsProjection, same);
    expect(docs.get('s1:classroom:c1:1')).toMatchObject({ results: [1], questions: ['q1'] });
    const distinct = fold<LevelWindowDoc>(
      levelWindowsProjection,
      ['q1', 'q2', 'q3', 'q4', 'q5', 'q1'].map((q) => answer(q, q !== 'q1')),
    );
    expect(distinct.get('s1:classroom:c1:1')).toMatchObject({
      results: [1, 1, 1, 1, 0],
      questions: ['q2', 'q3', 'q4', 'q5', 'q1'],
    });
    const main = fold<LevelWindowDoc>(
      levelWindowsProjection,
      same.map((e) => ({ ...e, data: { ...e.data, classroom: null } })),
    );
    expect(main.get('s1:language:french:1')).toMatchObject({ results: [1, 1, 1, 1, 1] });
  });

  it('gives a re-graded answer still in the window its new grade (issue 26 item 6)', () => {
    const answers = ['q1', 'q2', 'q3'].map((q) => answer(q, q !== 'q2'));
    const docs = fold<LevelWindowDoc>(levelWindowsProjection, answers);
    const wrong = answers[1];
    const regrade = recorded<RegradeEvent>('learner-s1', {
      type: 'AnswerRegraded',
      data: {
        question: 'q2',
        position: wrong.position,
        answeredAt: wrong.metadata.time,
        answer: 'y',
        from: { score: 'incorrect', pointscore: 0 },
        to: { score: 'correct', pointscore: 1 },
        language: 'french',
        level: 1,
        questionType: 'multiple_choice',
        knowledgeType: 'vocabulary',
        classroom: 'c1',
      },
    });
    expect(docs.get('s1:classroom:c1:1')?.results).toEqual([1, 0, 1]);
    fold<LevelWindowDoc>(levelWindowsProjection, [regrade], docs);
    expect(docs.get('s1:classroom:c1:1')?.results).toEqual([1, 1, 1]);
  });
});
