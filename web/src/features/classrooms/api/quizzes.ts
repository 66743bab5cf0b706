import { quizCellResults, quizQuestionResponse, quizSummaryResponse, quizTestQuestionResponse } from '@lebe/domain';
import { z } from 'zod';
import { api, query } from '../../../lib/api-client';

/** A student's quizzes in a classroom (issue 26 item 4): the open ones, with their own progress. */
const studentQuiz = quizSummaryResponse.extend({ score: z.number().optional() });
export type StudentQuiz = z.infer<typeof studentQuiz>;

/** GET /api/quizzes?classroom={id}: the student's assigned quizzes. */
export const getStudentQuizzes = (classroom: string) =>
  api.get(z.object({ quizzes: z.array(studentQuiz) }), `/api/quizzes${query({ classroom })}`);

/** A test's question before it is handed in (no key) comes first: a practice question would match it too. */
const anyQuestion = z.union([
  quizTestQuestionResponse,
  quizQuestionResponse.extend({ answerBy: z.never().optional() }),
]);
export type TestQuestion = z.infer<typeof quizTestQuestionResponse>;
export type AnyQuizQuestion = z.infer<typeof anyQuestion>;
export type PracticeQuizQuestion = Exclude<AnyQuizQuestion, TestQuestion>;
/** A question with its key: a practice quiz's, or a test's once handed in. */
export const hasKey = (q: AnyQuizQuestion): q is PracticeQuizQuestion => q.answerBy === undefined;

/** Issue 38: the student's own report, each question's answer, result and key. */
const quizResult = z.object({
  question: z.object({ _id: z.string(), question: z.string() }),
  answer: z.string().nullable(),
  result: z.enum(quizCellResults),
  correctAnswers: z.array(z.string()).default([]),
});
export type QuizResult = z.infer<typeof quizResult>;

const quizToTake = z.object({
  _id: z.string(),
  classroom: z.string(),
  title: z.string(),
  targetLanguage: z.string(),
  dueAt: z.string().nullable(),
  mode: z.enum(['practice', 'test']).default('practice'),
  status: z.string().default('open'),
  questions: z.array(anyQuestion),
  /** The questions the student has answered already: taking it again goes on from the first one left. */
  answeredQuestions: z.array(z.string()).default([]),
  givenAnswers: z.array(z.object({ question: z.string(), answer: z.string() })).default([]),
  submitted: z.boolean().default(false),
  score: z.number().optional(),
  total: z.number().default(0),
  results: z.array(quizResult).optional(),
});
export type QuizToTake = z.infer<typeof quizToTake>;

/** GET /api/quizzes/{id}: the quiz's questions in the student's order, and what they have answered. */
export const getQuizToTake = (id: string) => api.get(quizToTake, `/api/quizzes/${encodeURIComponent(id)}`);
/** POST /api/quizzes/{id}/submit: hands the quiz in; the reply is the quiz with the student's marks and keys. */
export const submitQuiz = (id: string) => api.post(quizToTake, `/api/quizzes/${encodeURIComponent(id)}/submit`, {});
/** POST /api/mydashboards: one answer of a test, recorded without a word on whether it is right. */
export const sendTestAnswer = (quiz: QuizToTake, question: string, answer: string) =>
  api.post(z.object({ question: z.string() }), '/api/mydashboards', {
    question,
    answer,
    classroom: quiz.classroom,
    quiz: quiz._id,
  });
