import { describe, expect, it } from '@jest/globals';
import { decideQuestion, evolveQuestion, initialQuestion, questionGroupIn } from './decider';
import type { QuestionEvent } from './events';
import { blankQuestion } from './question';

const given = (...events: QuestionEvent[]) => events.reduce(evolveQuestion, initialQuestion);
const mine: QuestionEvent = {
  type: 'QuestionCreated',
  data: { questionId: 'q1', fields: blankQuestion, origin: 'teacher', owner: 't1' },
};
const added: QuestionEvent = {
  type: 'QuestionAddedToClassroom',
  data: { classroom: 'c1', fields: blankQuestion, owner: 't1' },
};

describe('question decider', () => {
  it('flags a question for a learner once, and never unflags it', () => {
    const flagged: QuestionEvent = { type: 'QuestionFlagToggled', data: { isFlagged: true } };
    expect(decideQuestion({ type: 'Flag' }, given(mine))).toEqual([flagged]);
    expect(decideQuestion({ type: 'Flag' }, given(mine, flagged))).toEqual([]);
  });

  it('lets only the author add a question to a classroom, once', () => {
    expect(decideQuestion({ type: 'AddToClassroom', classroom: 'c1', by: 't1' }, given(mine))).toEqual([added]);
    expect(() => decideQuestion({ type: 'AddToClassroom', classroom: 'c1', by: 'x' }, given(mine))).toThrow(
      'Only the author',
    );
    expect(decideQuestion({ type: 'AddToClassroom', classroom: 'c1', by: 't1' }, given(mine, added))).toEqual([]);
  });

  it('lets any teacher put a bank question (no owner) in a classroom of theirs, once per classroom', () => {
    const bank: QuestionEvent = {
      type: 'QuestionCreated',
      data: { questionId: 'g1', fields: blankQuestion, origin: 'generated', owner: null },
    };
    const inC1: QuestionEvent = {
      type: 'QuestionAddedToClassroom',
      data: { classroom: 'c1', fields: blankQuestion, owner: null },
    };
    expect(decideQuestion({ type: 'AddToClassroom', classroom: 'c1', by: 't1' }, given(bank))).toEqual([inC1]);
    expect(decideQuestion({ type: 'AddToClassroom', classroom: 'c1', by: 't2' }, given(bank, inC1))).toEqual([]);
    expect(decideQuestion({ type: 'AddToClassroom', classroom: 'c2', by: 't2' }, given(bank, inC1))).toEqual([
      { ...inC1, data: { ...inC1.data, classroom: 'c2' } },
    ]);
  });

  it('holds a question for one learner group of a classroom, and moves it to another audience when added again', () => {
    const add = (group?: string | null) => ({ type: 'AddToClassroom', classroom: 'c1', by: 't1', group }) as const;
    const forG1: QuestionEvent = { ...added, data: { ...added.data, group: 'g1' } } as QuestionEvent;
    expect(decideQuestion(add('g1'), given(mine))).toEqual([forG1]);
    expect(decideQuestion(add('g1'), given(mine, forG1))).toEqual([]);
    expect(decideQuestion(add(null), given(mine, forG1))).toEqual([added]);
    expect(decideQuestion(add(), given(mine, forG1, added))).toEqual([]);
    const state = given(mine, forG1);
    expect(questionGroupIn(state, 'c1')).toBe('g1');
    expect(state.classrooms).toEqual(['c1']);
  });

  it('removes a question from a classroom it is in, and nothing otherwise', () => {
    const remove = { type: 'RemoveFromClassroom', classroom: 'c1', by: 't1' } as const;
    expect(decideQuestion(remove, given(mine))).toEqual([]);
    expect(decideQuestion(remove, given(mine, added))).toEqual([
      { type: 'QuestionRemovedFromClassroom', data: { classroom: 'c1' } },
    ]);
  });

  it('records edits and deletion as domain facts only: the classroom lists find the question themselves', () => {
    expect(decideQuestion({ type: 'Edit', fields: { level: 3 } }, given(mine, added))).toEqual([
      { type: 'QuestionEdited', data: { changes: { level: 3 } } },
    ]);
    expect(decideQuestion({ type: 'Delete' }, given(mine, added))).toEqual([{ type: 'QuestionDeleted', data: {} }]);
  });

  it('withdraws generated questions only, once', () => {
    const generated: QuestionEvent = {
      type: 'QuestionCreated',
      data: { questionId: 'g1', fields: blankQuestion, origin: 'generated', owner: null },
    };
    const withdraw = { type: 'Withdraw', reason: 'no longer generated', bankVersion: '2' } as const;
    const withdrawn: QuestionEvent = {
      type: 'QuestionWithdrawn',
      data: { reason: 'no longer generated', bankVersion: '2' },
    };
    expect(decideQuestion(withdraw, given(generated))).toEqual([withdrawn]);
    expect(decideQuestion(withdraw, given(mine))).toEqual([]);
    expect(() => decideQuestion(withdraw, given(generated, withdrawn))).toThrow('Question not found');
  });
});
