import { describe, expect, it } from '@jest/globals';
import { decideQuiz, evolveQuiz, initialQuiz, quizOrderFor, quizStatus, type QuizCommand } from './quiz';
import type { QuizEvent } from './events';

const given = (...events: QuizEvent[]) => events.reduce(evolveQuiz, initialQuiz);
const create: QuizCommand = {
  type: 'Create',
  quizId: 'z1',
  classroom: 'c1',
  owner: 't1',
  title: 'Colours',
  targetLanguage: 'french',
  levels: [1],
  questionTypes: [],
  knowledgeTypes: [],
  count: 2,
  order: 'fixed',
  questions: ['q1', 'q2'],
  opensAt: null,
  dueAt: '2026-03-01T00:00:00.000Z',
};
const [created, assigned] = decideQuiz(create, initialQuiz);

describe('quiz decider', () => {
  it('creates a quiz as version 1 and assigns it to its classroom', () => {
    expect(created).toMatchObject({ type: 'QuizCreated', data: { questions: ['q1', 'q2'], count: 2, owner: 't1' } });
    expect(assigned).toEqual({
      type: 'QuizAssigned',
      data: { classroom: 'c1', opensAt: null, dueAt: '2026-03-01T00:00:00.000Z' },
    });
    expect(() => decideQuiz(create, given(created))).toThrow('Quiz already exists');
    expect(() => decideQuiz({ ...create, questions: [] }, initialQuiz)).toThrow('No question fits');
    expect(() => decideQuiz({ ...create, questions: ['q1', 'q1'] }, initialQuiz)).toThrow('each question once');
    expect(() => decideQuiz({ ...create, opensAt: '2026-04-01T00:00:00.000Z' }, initialQuiz)).toThrow('due date');
  });
  it('swaps a question for one not in it, making a new version; only its teacher', () => {
    const state = given(created, assigned);
    const swapped = decideQuiz({ type: 'Swap', by: 't1', from: 'q2', to: 'q3' }, state);
    expect(swapped).toEqual([{ type: 'QuizQuestionSwapped', data: { from: 'q2', to: 'q3', version: 2 } }]);
    expect(given(created, ...swapped)).toMatchObject({ questions: ['q1', 'q3'], version: 2 });
    expect(() => decideQuiz({ type: 'Swap', by: 's1', from: 'q2', to: 'q3' }, state)).toThrow('Only the teacher');
    expect(() => decideQuiz({ type: 'Swap', by: 't1', from: 'q9', to: 'q3' }, state)).toThrow('not found');
    expect(() => decideQuiz({ type: 'Swap', by: 't1', from: 'q2', to: 'q1' }, state)).toThrow('already in the quiz');
  });
  it('closes once, and a closed quiz is not changed', () => {
    const closed = given(created, assigned, { type: 'QuizClosed', data: {} });
    expect(decideQuiz({ type: 'Close', by: 't1' }, closed)).toEqual([]);
    expect(() => decideQuiz({ type: 'Swap', by: 't1', from: 'q1', to: 'q3' }, closed)).toThrow('closed');
    expect(() => decideQuiz({ type: 'Close', by: 't1' }, initialQuiz)).toThrow('Quiz not found');
  });
});

describe('quiz status and order', () => {
  const now = new Date('2026-02-01T00:00:00Z');
  it('is scheduled before opening, open, overdue after the due date, or closed', () => {
    expect(quizStatus({ opensAt: '2026-02-02T00:00:00Z', dueAt: null, closed: false }, now)).toBe('scheduled');
    expect(quizStatus({ opensAt: null, dueAt: '2026-02-02T00:00:00Z', closed: false }, now)).toBe('open');
    expect(quizStatus({ opensAt: null, dueAt: '2026-01-02T00:00:00Z', closed: false }, now)).toBe('overdue');
    expect(quizStatus({ opensAt: null, dueAt: null, closed: true }, now)).toBe('closed');
  });
  it('keeps a fixed order, and shuffles a random one the same way for one learner every time', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(quizOrderFor(items, 'fixed', 's1')).toEqual(items);
    const mine = quizOrderFor(items, 'random', 'z1:s1');
    expect(quizOrderFor(items, 'random', 'z1:s1')).toEqual(mine);
    expect([...mine].sort()).toEqual(items);
    const orders = new Set(['s1', 's2', 's3', 's4'].map((s) => quizOrderFor(items, 'random', `z1:${s}`).join('')));
    expect(orders.size).toBeGreaterThan(1);
  });
});
