import { describe, expect, it } from '@jest/globals';
import {
  decideQuiz,
  evolveQuiz,
  initialQuiz,
  quizHandedIn,
  quizOrderFor,
  quizStatus,
  quizSubmissionDecider,
  type QuizCommand,
} from './quiz';
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
  it('assigns a quiz to a learner group (issue 38): a draft keeps the group it was planned for, null is the whole class', () => {
    const [forGroup] = decideQuiz({ ...create, group: 'g1' }, initialQuiz).slice(1);
    expect(forGroup).toMatchObject({ type: 'QuizAssigned', data: { group: 'g1' } });
    const [draft] = decideQuiz({ ...create, draft: true, group: 'g1' }, initialQuiz);
    expect(draft.data).toMatchObject({ draft: true, group: 'g1' });
    const assign = (group?: string | null) => decideQuiz({ type: 'Assign', by: 't1', group }, given(draft))[0];
    expect(assign()).toMatchObject({ data: { group: 'g1' } });
    expect(assign(null).data).not.toHaveProperty('group');
    expect(given(draft, assign('g2')).group).toBe('g2');
  });

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

describe('draft quizzes and hand-ins (issue 38)', () => {
  const [draft] = decideQuiz({ ...create, draft: true, mode: 'test', source: 'chosen' }, initialQuiz);
  it('makes a draft without assigning it, keeping its planned dates for the assignment', () => {
    expect(decideQuiz({ ...create, draft: true }, initialQuiz)).toHaveLength(1);
    expect(draft).toMatchObject({ type: 'QuizCreated', data: { draft: true, mode: 'test', dueAt: create.dueAt } });
    expect(decideQuiz({ type: 'Assign', by: 't1' }, given(draft))).toEqual([
      { type: 'QuizAssigned', data: { classroom: 'c1', opensAt: null, dueAt: create.dueAt } },
    ]);
  });
  it('adds and removes questions only while a draft, each a new version, never leaving it empty', () => {
    const added = decideQuiz({ type: 'Add', by: 't1', question: 'q3' }, given(draft));
    expect(added).toEqual([{ type: 'QuizQuestionAdded', data: { question: 'q3', version: 2 } }]);
    const state = given(draft, ...added);
    expect(state).toMatchObject({ questions: ['q1', 'q2', 'q3'], version: 2 });
    const removed = decideQuiz({ type: 'Remove', by: 't1', question: 'q1' }, state);
    expect(given(draft, ...added, ...removed)).toMatchObject({ questions: ['q2', 'q3'], version: 3 });
    expect(() => decideQuiz({ type: 'Add', by: 't1', question: 'q1' }, given(draft))).toThrow('already in');
    expect(() => decideQuiz({ type: 'Add', by: 's1', question: 'q9' }, given(draft))).toThrow('Only the teacher');
    expect(() => decideQuiz({ type: 'Remove', by: 't1', question: 'q9' }, given(draft))).toThrow('not found');
    const one = given(draft, { type: 'QuizQuestionRemoved', data: { question: 'q1', version: 2 } });
    expect(() => decideQuiz({ type: 'Remove', by: 't1', question: 'q2' }, one)).toThrow('at least one');
    expect(() => decideQuiz({ type: 'Add', by: 't1', question: 'q9' }, given(created, assigned))).toThrow('draft');
  });
  it('takes one hand-in per student; a test past due, or a closed quiz, is handed in for everyone', () => {
    const submit = { type: 'Submit', quiz: 'z1', student: 's1', version: 1 } as const;
    const [handed] = quizSubmissionDecider.decide(submit, false);
    expect(handed).toEqual({ type: 'QuizSubmitted', data: { quiz: 'z1', student: 's1', version: 1 } });
    expect(quizSubmissionDecider.decide(submit, quizSubmissionDecider.evolve(false, handed))).toEqual([]);
    const now = new Date('2026-03-02T00:00:00Z');
    const quiz = { opensAt: null, dueAt: '2026-03-01T00:00:00Z', closed: false };
    expect(quizHandedIn({ ...quiz, mode: 'test' }, null, now)).toBe(true);
    expect(quizHandedIn({ ...quiz, mode: 'practice' }, null, now)).toBe(false);
    expect(quizHandedIn({ ...quiz, dueAt: null, mode: 'test' }, '2026-03-01T10:00:00Z', now)).toBe(true);
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
