import { describe, expect, it } from '@jest/globals';
import { emptyQuiz, isoOf, levelsOf, quizBody, quizProblem, toggled } from './quiz-form';

describe('the quiz generator form', () => {
  const filled = { ...emptyQuiz('c1', 'french'), title: ' Week 3 ', levels: [3, 1], count: '12' };

  it('says what stops it being sent', () => {
    expect(quizProblem(emptyQuiz('', 'french'))).toBe('Choose a classroom');
    expect(quizProblem(emptyQuiz('c1', 'french'))).toBe('Title is required');
    expect(quizProblem({ ...filled, levels: [] })).toBe('Choose at least one level');
    expect(quizProblem({ ...filled, count: '0' })).toMatch(/1 to 100/);
    expect(quizProblem({ ...filled, count: '2.5' })).toMatch(/1 to 100/);
    expect(quizProblem({ ...filled, source: 'mine' })).toBe('Choose at least one of your questions');
    expect(quizProblem({ ...filled, opensAt: '2025-11-10T09:00', dueAt: '2025-11-10T08:00' })).toMatch(/due date/);
    expect(quizProblem(filled)).toBeNull();
  });

  it('sends the body of the contract: sorted levels, only the filters chosen, dates as ISO times', () => {
    expect(quizBody(filled)).toEqual({
      classroom: 'c1',
      title: 'Week 3',
      targetLanguage: 'french',
      levels: [1, 3],
      count: 12,
      order: 'fixed',
    });
    const body = quizBody({
      ...filled,
      questionTypes: ['multiple_choice'],
      order: 'random',
      opensAt: '2025-11-10T09:00',
      dueAt: '2025-11-17T09:00',
    });
    expect(body.questionTypes).toEqual(['multiple_choice']);
    expect(body.order).toBe('random');
    expect(body.opensAt).toBe(new Date('2025-11-10T09:00').toISOString());
    expect(body.dueAt).toBe(isoOf('2025-11-17T09:00'));
    expect(quizBody({ ...filled, mode: 'test' }).mode).toBe('test');
    // Issue 38: for one learner group, or (no group sent) the whole class.
    expect(quizBody({ ...filled, group: 'g1' }).group).toBe('g1');
    expect('group' in quizBody(filled)).toBe(false);
    expect(quizBody({ ...filled, source: 'mine', questions: ['a', 'b'] })).toMatchObject({
      questions: ['a', 'b'],
      count: 2,
    });
  });

  it('offers the levels the language has and drops ones it lacks', () => {
    expect(levelsOf('dutch')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(quizBody({ ...filled, targetLanguage: 'dutch', levels: [9, 2] }).levels).toEqual([2]);
    expect(toggled([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggled([1, 2], 1, false)).toEqual([2]);
  });
});
