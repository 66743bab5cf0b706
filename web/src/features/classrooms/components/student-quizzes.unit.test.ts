import { describe, expect, it } from '@jest/globals';
import type { StudentQuiz } from '../api/quizzes';
import { quizState } from './student-quizzes';

const quiz: StudentQuiz = {
  _id: 'q',
  classroom: 'c',
  title: 'Week 3',
  targetLanguage: 'french',
  levels: [1],
  count: 10,
  order: 'fixed',
  opensAt: null,
  dueAt: null,
  status: 'open',
  version: 1,
  createdAt: '2025-11-01T00:00:00.000Z',
};

describe("a student's quiz line", () => {
  it('says how far they are and what they can do', () => {
    expect(quizState({ ...quiz, progress: 'not started', answered: 0 })).toEqual({
      label: 'Not started',
      action: 'Start',
    });
    expect(quizState({ ...quiz, progress: 'in progress', answered: 4 })).toEqual({
      label: '4 of 10 answered',
      action: 'Continue',
    });
    expect(quizState({ ...quiz, status: 'overdue', answered: 0 })).toEqual({
      label: 'Past due · Not started',
      action: 'Start',
    });
    expect(quizState({ ...quiz, progress: 'completed', answered: 10, score: 87.5 })).toEqual({
      label: 'Done: 88%',
      action: null,
    });
  });
});
