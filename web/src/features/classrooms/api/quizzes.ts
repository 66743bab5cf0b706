import {
  quizSummaryResponse,
  quizTakenResponse,
  type QuizStudentResult,
  type QuizTaken,
  type quizTestQuestionResponse,
} from '@lebe/domain';
import { z } from 'zod';
import { api, query } from '../../../lib/api-client';

/** A student's quizzes in a classroom (issue 26 item 4): the open ones, with their own progress. */
export type StudentQuiz = z.infer<typeof quizSummaryResponse>;

/** GET /api/quizzes?classroom={id}: the student's assigned quizzes. */
export const getStudentQuizzes = (classroom: string) =>
  api.get(z.object({ quizzes: z.array(quizSummaryResponse) }), `/api/quizzes${query({ classroom })}`);

export type TestQuestion = z.infer<typeof quizTestQuestionResponse>;
export type AnyQuizQuestion = QuizTaken['questions'][number];
export type PracticeQuizQuestion = Exclude<AnyQuizQuestion, TestQuestion>;
/** A question with its key: a practice quiz's, or a test's once handed in. */
export const hasKey = (q: AnyQuizQuestion): q is PracticeQuizQuestion => q.answerBy === undefined;

export type QuizResult = QuizStudentResult;
export type QuizToTake = QuizTaken;

/** GET /api/quizzes/{id}: the quiz's questions in the student's order, and what they have answered. */
export const getQuizToTake = (id: string) => api.get(quizTakenResponse, `/api/quizzes/${encodeURIComponent(id)}`);
/** POST /api/quizzes/{id}/submit: hands the quiz in; the reply is the quiz with the student's marks and keys. */
export const submitQuiz = (id: string) =>
  api.post(quizTakenResponse, `/api/quizzes/${encodeURIComponent(id)}/submit`, {});
/** POST /api/mydashboards: one answer of a test, recorded without a word on whether it is right. */
export const sendTestAnswer = (quiz: QuizToTake, question: string, answer: string) =>
  api.post(z.object({ question: z.string() }), '/api/mydashboards', {
    question,
    answer,
    classroom: quiz.classroom,
    quiz: quiz._id,
  });
