import { describe, expect, it } from '@jest/globals';
import { blankQuestion } from '../questions/question';
import { gradeAnswer } from './grading';

const choice = {
  ...blankQuestion,
  answers: [
    { text: 'chien', isCorrect: true },
    { text: 'chat', isCorrect: false },
    { text: 'cheval', isCorrect: false },
  ],
};
const typed = {
  ...blankQuestion,
  questionType: 'fill_in_the_blank' as const,
  targetLanguage: 'french' as const,
  answers: [{ text: 'maison', isCorrect: true, variants: ['maisons'] }],
};

describe('the server grades answers itself', () => {
  it('a choice is right only when it is a correct answer, whatever the client claims', () => {
    expect(gradeAnswer(choice, { answer: 'chien' })).toEqual({ score: 'correct', pointscore: 1 });
    expect(gradeAnswer(choice, { answer: 'chat', pointscore: 1 })).toEqual({ score: 'incorrect', pointscore: 0 });
    expect(gradeAnswer(choice, { answer: '', pointscore: 1 })).toEqual({ score: 'incorrect', pointscore: 0 });
  });

  it('a typed answer is right when it is an accepted form, and its partial value comes from the keystrokes', () => {
    expect(gradeAnswer(typed, { answer: 'Maison ' })).toEqual({ score: 'correct', pointscore: 1 });
    expect(gradeAnswer(typed, { answer: 'maisons' })).toEqual({ score: 'correct', pointscore: 1 });
    expect(gradeAnswer(typed, { answer: 'maizon', pointscore: 1 })).toEqual({ score: 'incorrect', pointscore: 0 });
    const keystrokes = ['m', 'mx', 'm', 'ma', 'mai', 'mais', 'maiso', 'maison'];
    expect(gradeAnswer(typed, { answer: 'maison', keystrokes, pointscore: 1 })).toEqual({
      score: 'partial',
      pointscore: 0.9,
    });
  });

  it('a claim may lower the grade, never raise it', () => {
    expect(gradeAnswer(typed, { answer: 'maison', pointscore: 0.7 })).toEqual({ score: 'partial', pointscore: 0.7 });
    expect(gradeAnswer(typed, { answer: 'maison', keystrokes: ['x', 'maison'], pointscore: 1 }).pointscore).toBe(0.9);
  });
});
