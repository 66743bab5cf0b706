import { describe, expect, it } from '@jest/globals';
import type { AnswerEvent, ErasureEvent, RegradeEvent } from '@lebe/domain';
import { recorded } from '@lebe/testing/recorded';
import type { Recorded } from '../runtime';
import { classroomReportsProjection, type ClassroomReportDoc, weekOf } from './classroom-report.projection';
import { difficultQuestions, distinctQuestions, needsHelp, periodKeys, periodRanges } from './queries';

const answer = (
  question: string,
  given: string,
  right: boolean,
  time: string,
  classroom: string | null = 'c1',
  learner = 's1',
) =>
  recorded<AnswerEvent>(
    `learner-${learner}`,
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

/** Runs the projection over events as the runner would: an event's documents evolve together; an erasure withdraws, then purges. */
function run(
  events: Recorded<AnswerEvent | RegradeEvent | ErasureEvent>[],
  docs = new Map<string, ClassroomReportDoc>(),
) {
  const p = classroomReportsProjection;
  for (const e of events) {
    const withdraw = p.withdraw!.of(e);
    if (withdraw) {
      const found = [...docs.values()].filter((d) => d[withdraw.field] === withdraw.value);
      for (const [id, w] of p.withdraw!.changes(found, e)) {
        const next = w.next(docs.get(id) ?? null);
        if (next) docs.set(id, next);
        else docs.delete(id);
      }
      const purge = p.purge!(e)!;
      for (const [id, d] of docs) if (d[purge.field] === purge.value) docs.delete(id);
      continue;
    }
    const targets = p.targets(e);
    if (targets === null) continue;
    const next = p.evolve(
      Object.fromEntries(Object.entries(targets).map(([role, id]) => [role, docs.get(id!) ?? null])),
      e,
    );
    for (const [role, doc] of Object.entries(next)) {
      const id = targets[role as keyof typeof targets]!;
      if (doc) docs.set(id, doc);
      else docs.delete(id);
    }
  }
  return docs;
}

const day1 = '2026-01-06T10:00:00.000Z'; // a Tuesday
const day2 = '2026-01-07T10:00:00.000Z';

/** The re-grade of a recorded answer from one verdict to the other. */
const regradeOf = (a: Recorded<AnswerEvent>, given: string, wasRight: boolean, nowRight: boolean) =>
  recorded<RegradeEvent>(a.streamName, {
    type: 'AnswerRegraded',
    data: {
      question: a.data.question,
      position: a.position,
      answeredAt: a.metadata.time,
      answer: given,
      from: { score: wasRight ? 'correct' : 'incorrect', pointscore: wasRight ? 1 : 0 },
      to: { score: nowRight ? 'correct' : 'incorrect', pointscore: nowRight ? 1 : 0 },
      language: 'french',
      level: 2,
      questionType: 'multiple_choice',
      knowledgeType: 'vocabulary',
      classroom: 'c1',
    },
  });

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
      firsts: { '-': 1 },
      byKnowledge: { 'vocabulary|2': { answers: 2, correct: 0, points: 0 } },
    });
    expect(docs.get('rd:c1:w2026-01-05:s1')).toMatchObject({
      answers: 4,
      correct: 1,
      day: 'w2026-01-05',
      firsts: { '-': 2 },
    });
    expect(docs.get('rd:c1:2026-01-07:s1')?.firsts).toEqual({ '-': 1, '2026-01-06': 1 });
    expect(docs.get('rb:c1:w2026-01-05:q1')?.wrongBy).toEqual({ s1: 2 });
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

  it('keeps a student’s share of each question’s buckets by day and by week, re-grades included', () => {
    const first = answer('q1', 'a', false, day1);
    const docs = run([
      first,
      answer('q1', 'b', false, day2),
      answer('q2', 'X', true, day2),
      answer('q1', 'c', false, day1, 'c1', 's2'),
    ]);
    // A line: answers, right answers, points, wrong answers, each wrong answer's count.
    expect(docs.get('rc:c1:2026-01-06:s1')?.questions).toEqual({ q1: [1, 0, 0, 1, { a: 1 }] });
    expect(docs.get('rc:c1:w2026-01-05:s1')).toMatchObject({
      kind: 'share',
      student: 's1',
      answers: 3,
      questions: { q1: [2, 0, 0, 2, { a: 1, b: 1 }], q2: [1, 1, 1, 0] },
    });
    expect(docs.get('rc:c1:w2026-01-05:s2')?.questions).toEqual({ q1: [1, 0, 0, 1, { c: 1 }] });
    run([regradeOf(first, 'a', false, true)], docs);
    expect(docs.get('rc:c1:2026-01-06:s1')?.questions?.q1).toEqual([1, 1, 1, 0]);
    expect(docs.get('rc:c1:w2026-01-05:s1')?.questions?.q1).toEqual([2, 1, 1, 1, { b: 1 }]);
  });
});

describe('report queries', () => {
  const period = (from: string, to: string) => ({ from, to });
  it('counts a period’s distinct questions from its buckets’ firsts, exact for any range of days', () => {
    const docs = run([
      answer('q1', 'X', true, day1),
      answer('q1', 'X', true, day1),
      answer('q2', 'X', true, day1),
      answer('q1', 'X', true, day2),
      answer('q3', 'X', true, day2),
      answer('q1', 'X', true, '2026-01-14T10:00:00.000Z'),
    ]);
    const buckets = (...keys: string[]) => keys.map((k) => docs.get(`rd:c1:${k}:s1`)!).filter(Boolean);
    expect(distinctQuestions(buckets('2026-01-06'), period('2026-01-06', '2026-01-06'))).toBe(2);
    expect(distinctQuestions(buckets('2026-01-07'), period('2026-01-07', '2026-01-07'))).toBe(2);
    expect(distinctQuestions(buckets('2026-01-06', '2026-01-07'), period('2026-01-06', '2026-01-07'))).toBe(3);
    expect(distinctQuestions(buckets('w2026-01-05', '2026-01-14'), period('2026-01-05', '2026-01-14'))).toBe(3);
    expect(distinctQuestions(buckets('2026-01-07', '2026-01-14'), period('2026-01-07', '2026-01-14'))).toBe(2);
    expect(distinctQuestions(buckets('2026-01-14'), period('2026-01-14', '2026-01-14'))).toBe(1);
  });

  it('needs help after 4 wrong tries at one question not answered right since, counted in the period', () => {
    const wrongs = [day1, day1, day2, day2].map((t) => answer('q1', 'a', false, t));
    let docs = run(wrongs);
    const help = () => [...docs.values()].filter((d) => d.kind === 'help');
    expect(needsHelp(help(), period('2026-01-06', '2026-01-07')).get('s1')).toEqual(['q1']);
    // Two of the four tries fall in a one-day period: not enough there.
    expect(needsHelp(help(), period('2026-01-07', '2026-01-07')).get('s1')).toBeUndefined();
    docs = run([answer('q1', 'X', true, day2)], docs);
    expect(help()).toEqual([]);
    // Three wrong tries after a right one are not four.
    docs = run(
      [1, 2, 3].map(() => answer('q1', 'a', false, day2)),
      docs,
    );
    expect(help()).toEqual([]);
  });

  it('splits and joins the runs of wrong tries when an answer is re-graded', () => {
    const tries = [1, 2, 3].map(() => answer('q1', 'a', false, day1));
    const right = answer('q1', 'X', true, day1);
    const more = [1, 2].map(() => answer('q1', 'a', false, day1));
    let docs = run([...tries, right, ...more]);
    const help = () => [...docs.values()].filter((d) => d.kind === 'help');
    expect(help()).toEqual([]);
    // The right answer was wrong after all: five wrong tries in a row.
    docs = run([regradeOf(right, 'X', true, false)], docs);
    expect(help()).toMatchObject([{ question: 'q1', days: { '2026-01-06': 6 } }]);
    // One of the first tries was right: the run after it is four long still, then three.
    docs = run([regradeOf(tries[1], 'a', false, true)], docs);
    expect(help()).toMatchObject([{ days: { '2026-01-06': 4 } }]);
    docs = run([regradeOf(tries[2], 'a', false, true)], docs);
    expect(help()).toEqual([]);
  });

  it('takes an erased student out of the class’s question buckets and who got them wrong', () => {
    const docs = run([
      answer('q1', 'a', false, day1, 'c1', 's1'),
      answer('q1', 'b', false, day1, 'c1', 's2'),
      answer('q1', 'X', true, day1, 'c1', 's2'),
      answer('q2', 'a', false, day1, 'c1', 's1'),
    ]);
    run(
      [recorded<ErasureEvent>('user-s1', { type: 'LearnerAnswersErased', data: { learner: 's1', answersRemoved: 2 } })],
      docs,
    );
    for (const key of ['2026-01-06', 'w2026-01-05']) {
      expect(docs.get(`rq:c1:${key}:q1`)).toMatchObject({ answers: 2, wrong: 1, wrongAnswers: { b: 1 } });
      expect(docs.get(`rb:c1:${key}:q1`)?.wrongBy).toEqual({ s2: 1 });
      expect(docs.has(`rq:c1:${key}:q2`)).toBe(false);
      expect(docs.has(`rb:c1:${key}:q2`)).toBe(false);
    }
    expect([...docs.values()].filter((d) => d.student === 's1')).toEqual([]);
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
    expect(periodKeys({ from: '2026-01-03', to: '2026-01-20' })).toEqual([
      'w2026-01-05',
      'w2026-01-12',
      '2026-01-03',
      '2026-01-04',
      '2026-01-19',
      '2026-01-20',
    ]);
  });

  it('ranks difficult questions by share wrong, the most common wrong answer first', () => {
    const bucket = (question: string, answers: number, wrong: number, wrongAnswers: Record<string, number>) =>
      ({ question, questionText: question, day: '2026-01-06', answers, wrong, wrongAnswers }) as ClassroomReportDoc;
    const ranked = difficultQuestions([
      bucket('easy', 10, 1, { a: 1 }),
      bucket('hard', 4, 3, { a: 1, b: 2 }),
      bucket('hard', 4, 1, { a: 1 }),
    ]);
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
  });
});
