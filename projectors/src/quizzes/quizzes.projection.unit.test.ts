import { describe, expect, it } from '@jest/globals';
import type { AnswerEvent, QuizEvent, QuizSubmissionEvent } from '@lebe/domain';
import { recorded } from '@lebe/testing/recorded';
import { quizzesProjection, type QuizDoc } from './quizzes.projection';
import { quizResultsProjection, type QuizResultDoc } from './quiz-results.projection';
import { quizScore } from './queries';

const quizEvent = <T extends QuizEvent['type']>(type: T, data: Extract<QuizEvent, { type: T }>['data']) =>
  recorded('quiz-z1', { type, data } as QuizEvent);
const answer = (question: string, right: boolean, quizVersion: number, student = 's1') =>
  recorded<AnswerEvent>(`learner-${student}`, {
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
      quiz: 'z1',
      quizVersion,
    },
  });

describe('quizzes read models', () => {
  const events = [
    quizEvent('QuizCreated', {
      quizId: 'z1',
      classroom: 'c1',
      owner: 't1',
      title: 'T',
      targetLanguage: 'french',
      levels: [1],
      questionTypes: [],
      knowledgeTypes: [],
      count: 2,
      order: 'fixed',
      questions: ['q1', 'q2'],
    }),
    quizEvent('QuizAssigned', { classroom: 'c1', opensAt: null, dueAt: '2026-03-01T00:00:00.000Z' }),
    quizEvent('QuizQuestionSwapped', { from: 'q2', to: 'q3', version: 2 }),
  ];
  const quiz = events.reduce<QuizDoc | null>((d, e) => quizzesProjection.evolve(d, e, 'z1'), null)!;

  it('keeps every version of the question list', () => {
    expect(quiz).toMatchObject({
      questions: ['q1', 'q3'],
      version: 2,
      versions: { 1: ['q1', 'q2'], 2: ['q1', 'q3'] },
      assigned: true,
      dueAt: '2026-03-01T00:00:00.000Z',
    });
  });

  it("pins a learner's result to the version of their first answer and scores them on it", () => {
    const docs = new Map<string, QuizResultDoc>();
    for (const e of [
      answer('q1', true, 1),
      answer('q2', false, 1),
      answer('q2', true, 1),
      answer('q1', false, 2, 's2'),
    ])
      for (const id of quizResultsProjection.targets(e) as string[]) {
        const next = quizResultsProjection.evolve(docs.get(id) ?? null, e, id);
        if (next) docs.set(id, next);
      }
    const s1 = docs.get('qs:z1:s1')!;
    expect(quizScore(quiz, s1)).toEqual({ version: 1, answered: 2, total: 2, score: 100, progress: 'completed' });
    expect(quizScore(quiz, docs.get('qs:z1:s2')!)).toEqual({
      version: 2,
      answered: 1,
      total: 2,
      score: 0,
      progress: 'in progress',
    });
    expect(quizScore(quiz, null)).toMatchObject({ version: 2, answered: 0, progress: 'not started' });
    expect(docs.get('qq:z1:q2')).toMatchObject({ answered: 2, wrong: 1, wrongAnswers: { y: 1 } });
  });

  it('follows a draft’s added and removed questions, and takes no answer of a student after their hand-in', () => {
    const draft = [
      quizEvent('QuizCreated', { ...events[0].data, draft: true, mode: 'test', source: 'chosen' } as never),
      quizEvent('QuizQuestionAdded', { question: 'q4', version: 2 }),
      quizEvent('QuizQuestionRemoved', { question: 'q1', version: 3 }),
    ];
    const doc = draft.reduce<QuizDoc | null>((d, e) => quizzesProjection.evolve(d, e, 'z1'), null)!;
    expect(doc).toMatchObject({ draft: true, mode: 'test', questions: ['q2', 'q4'], count: 2, version: 3 });
    expect(doc.versions[2]).toEqual(['q1', 'q2', 'q4']);
    const handIn = recorded<QuizSubmissionEvent>('quizsubmission-z1_s1', {
      type: 'QuizSubmitted',
      data: { quiz: 'z1', student: 's1', version: 3 },
    });
    let s1: QuizResultDoc | null = null;
    for (const e of [answer('q2', true, 3), handIn, answer('q4', true, 3)]) {
      const [id] = [quizResultsProjection.targets(e)].flat() as string[];
      s1 = quizResultsProjection.evolve(id === 'qs:z1:s1' ? s1 : null, e, 'qs:z1:s1') ?? s1;
    }
    expect(Object.keys(s1!.answers!)).toEqual(['q2']);
    expect(s1!.submittedAt).toBe(handIn.metadata.time);
  });
});
