import { describe, expect, it } from '@jest/globals';
import type { AnswerEvent, RegradeEvent } from '@lebe/domain';
import { recorded } from '@lebe/testing/recorded';
import type { Recorded } from '../runtime';
import { classroomReportsProjection, type ClassroomReportDoc, weekOf } from './classroom-report.projection';
import { difficultQuestions, needsHelp, periodRanges } from './queries';

const answer = (question: string, given: string, right: boolean, time: string, classroom: string | null = 'c1') =>
  recorded<AnswerEvent>(
    'learner-s1',
    {
      type: 'AnswerRecorded',
      data: {
        question,
        answer: given,
        score: right ? 'correct' : 'incorrect',
        pointscore: right ? 1 : 0,
        language: 'french',
        level: 2,
        questionType: 'multiple_choice',
        knowledgeType: 'vocabulary',
        questionText: `text of ${question}`,
        correctAnswer: 'X',
        classroom,
      },
    },
    { time },
  );

/** Runs the projection over events as the runner would: each targeted document evolves in turn. */
function run(events: Recorded<AnswerEvent | RegradeEvent>[]) {
  const docs = new Map<string, ClassroomReportDoc>();
  for (const e of events) {
    const targets = classroomReportsProjection.targets(e);
    if (targets === null) continue;
    for (const id of [targets].flat() as string[]) {
      const next = classroomReportsProjection.evolve(docs.get(id) ?? null, e, id);
      if (next) docs.set(id, next);
      else docs.delete(id);
    }
  }
  return docs;
}

const day1 = '2026-01-06T10:00:00.000Z'; // a Tuesday
const day2 = '2026-01-07T10:00:00.000Z';

describe('classroom report buckets', () => {
  it('counts a day per student and per question, by week too, and ignores answers outside classrooms', () => {
    const docs = run([
      answer('q1', 'a', false, day1),
      answer('q1', 'b', false, day1),
      answer('q1', 'X', true, day2),
      answer('q2', 'a', false, day2),
      answer('q3', 'X', true, day2, null),
    ]);
    expect(docs.get('rd:c1:2026-01-06:s1')).toMatchObject({
      answers: 2,
      correct: 0,
      tries: { q1: { a: 2, w: 2, r: false, tail: 2 } },
      byKnowledge: { 'vocabulary|2': { answers: 2, correct: 0, points: 0 } },
    });
    expect(docs.get('rd:c1:w2026-01-05:s1')).toMatchObject({ answers: 4, correct: 1, day: 'w2026-01-05' });
    expect(docs.get('rq:c1:2026-01-06:q1')).toMatchObject({ day: '2026-01-06', answers: 2, wrong: 2 });
    expect(docs.get('rq:c1:w2026-01-05:q1')).toMatchObject({
      day: 'w2026-01-05',
      answers: 3,
      wrong: 2,
      wrongAnswers: { a: 1, b: 1 },
    });
    expect(docs.get('rw:c1:2026-01-07:s1')?.wrongTries).toEqual([
      expect.objectContaining({ question: 'q2', answer: 'a', at: day2 }),
    ]);
    expect(docs.get('rm:c1:s1')).toMatchObject({ lastAt: day2 });
    expect([...docs.keys()].some((k) => k.includes('q3'))).toBe(false);
  });

  it('moves a re-graded answer from its old grade to its new one on the day it was given', () => {
    const wrong = answer('q1', 'a', false, day1);
    const regrade = recorded<RegradeEvent>('learner-s1', {
      type: 'AnswerRegraded',
      data: {
        question: 'q1',
        position: wrong.position,
        answeredAt: day1,
        answer: 'a',
        from: { score: 'incorrect', pointscore: 0 },
        to: { score: 'correct', pointscore: 1 },
        language: 'french',
        level: 2,
        questionType: 'multiple_choice',
        knowledgeType: 'vocabulary',
        classroom: 'c1',
      },
    });
    const docs = run([wrong, regrade]);
    expect(docs.get('rd:c1:2026-01-06:s1')).toMatchObject({ answers: 1, correct: 1, points: 1 });
    expect(docs.get('rq:c1:2026-01-06:q1')).toMatchObject({ answers: 1, wrong: 0, wrongAnswers: {} });
    expect(docs.get('rw:c1:2026-01-06:s1')?.wrongTries).toEqual([]);
  });
});

describe('report queries', () => {
  it('needs help after 4 wrong tries at one question not later answered right, across days', () => {
    const t = (a: number, w: number, r: boolean, tail: number) => ({ a, w, r, tail });
    expect(needsHelp([{ tries: { q: t(2, 2, false, 2) } }, { tries: { q: t(2, 2, false, 2) } }])).toEqual(['q']);
    expect(needsHelp([{ tries: { q: t(4, 4, false, 4) } }, { tries: { q: t(1, 0, true, 0) } }])).toEqual([]);
    expect(needsHelp([{ tries: { q: t(5, 4, true, 3) } }])).toEqual([]);
    expect(needsHelp([{ tries: { q: t(5, 4, true, 1) } }, { tries: { q: t(3, 3, false, 3) } }])).toEqual(['q']);
  });
  it('reads whole weeks from week buckets and the other days from day buckets', () => {
    expect(weekOf('2026-01-11')).toBe('2026-01-05');
    expect(periodRanges({ from: '2026-01-06', to: '2026-01-08' })).toEqual([{ gte: '2026-01-06', lte: '2026-01-08' }]);
    expect(periodRanges({ from: '2026-01-05', to: '2026-01-11' })).toEqual([
      { gte: 'w2026-01-05', lte: 'w2026-01-05' },
    ]);
    expect(periodRanges({ from: '2026-01-01', to: '2026-01-31' })).toEqual([
      { gte: 'w2026-01-05', lte: 'w2026-01-19' },
      { gte: '2026-01-01', lte: '2026-01-04' },
      { gte: '2026-01-26', lte: '2026-01-31' },
    ]);
  });
  it('ranks difficult questions by share wrong, the most common wrong answer first', () => {
    const bucket = (question: string, answers: number, wrong: number, wrongAnswers: Record<string, number>) =>
      ({
        question,
        questionText: question,
        answers,
        wrong,
        wrongAnswers,
        wrongBy: { s1: wrong },
      }) as unknown as ClassroomReportDoc;
    const ranked = difficultQuestions(
      [bucket('easy', 10, 1, { a: 1 }), bucket('hard', 4, 3, { a: 1, b: 2 }), bucket('hard', 4, 1, { a: 1 })],
      'c1',
      new Map([['s1', 'Sam']]),
    );
    expect(ranked.map((q) => q.question._id)).toEqual(['hard', 'easy']);
    expect(ranked[0]).toMatchObject({
      answers: 8,
      wrong: 4,
      wrongShare: 0.5,
      wrongAnswers: [
        { answer: 'a', count: 2 },
        { answer: 'b', count: 2 },
      ],
    });
    expect(ranked[0].wrongBy).toEqual([{ follower: expect.any(String), studentName: 'Sam', count: 4 }]);
  });
});
