import { quizQuestionResponse, quizSummaryResponse } from '@lebe/domain';
import { z } from 'zod';
import { api, query } from '../../../lib/api-client';

/** A student's quizzes in a classroom (issue 26 item 4): the open ones, with their own progress. */
const studentQuiz = quizSummaryResponse.extend({ score: z.number().optional() });
export type StudentQuiz = z.infer<typeof studentQuiz>;

/** GET /api/quizzes?classroom={id}: the student's assigned quizzes. */
export const getStudentQuizzes = (classroom: string) =>
  api.get(z.object({ quizzes: z.array(studentQuiz) }), `/api/quizzes${query({ classroom })}`);

const quizToTake = z.object({
  _id: z.string(),
  classroom: z.string(),
  title: z.string(),
  targetLanguage: z.string(),
  dueAt: z.string().nullable(),
  questions: z.array(quizQuestionResponse),
  /** The questions the student has answered already: taking it again goes on from the first one left. */
  answeredQuestions: z.array(z.string()).default([]),
});
export type QuizToTake = z.infer<typeof quizToTake>;

/** GET /api/quizzes/{id}: the quiz's questions in the student's order, and what they have answered. */
export const getQuizToTake = (id: string) => api.get(quizToTake, `/api/quizzes/${encodeURIComponent(id)}`);
