import { describe, expect, it } from '@jest/globals';
import type { QuizToTake } from './api/quizzes';
import { quizSource } from './quiz-source';

const question = (id: string, level: number) => ({
  _id: id,
  question: id,
  answers: [{ text: id.toUpperCase(), isCorrect: true }],
  level,
  questionType: 'multiple_choice',
  knowledgeType: 'vocabulary',
  targetLanguage: 'french',
});
const quiz = (answered: string[] = []): QuizToTake => ({
  _id: 'quiz1',
  classroom: 'room1',
  title: 'Week 3',
  targetLanguage: 'french',
  dueAt: null,
  questions: [question('a', 2), question('b', 1), question('c', 3)],
  answeredQuestions: answered,
});

describe('a quiz taken as practice', () => {
  it('serves each question once, in the order given, then nothing', async () => {
    const shown: number[] = [];
    const source = quizSource(quiz(), 'u1', (n) => shown.push(n));
    expect(await source.start()).toEqual({ level: 2, levels: [2] });
    const served = [];
    for (let i = 0; i < 4; i++) served.push((await source.fetch(2)).map((q) => q.questionId));
    expect(served).toEqual([['a'], ['b'], ['c'], []]);
    expect(shown).toEqual([1, 2, 3]);
  });

  it('goes on from the first question not answered yet, and has nothing to do when all are', async () => {
    const shown: number[] = [];
    const source = quizSource(quiz(['a']), 'u1', (n) => shown.push(n));
    expect(await source.start()).toEqual({ level: 1, levels: [1] });
    expect((await source.fetch(1))[0].questionId).toBe('b');
    expect(shown).toEqual([2]);
    expect(await quizSource(quiz(['a', 'b', 'c']), 'u1', () => undefined).start()).toBeNull();
  });

  it('keeps its streak apart from the classroom practice and never drops a level', () => {
    const source = quizSource(quiz(), 'u1', () => undefined);
    expect(source.scope).toBe('quiz:quiz1:u1');
    expect(source.classroomDrops).toBe(false);
    expect(source.saveLevel).toBeUndefined();
  });
});
