import { answerSchema, classroomPageResponse } from '@lebe/domain';
import { z } from 'zod';
import { api, query } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/*
 * The quiz calls of issue 26 item 8. The answers are parsed with the shapes the screens need; the server's zod
 * contract (domain/src/quizzes) names the same fields.
 */

/** A question of a quiz as the preview and the report show it. */
export const quizQuestion = z.object({
  _id: z.string(),
  question: z.string(),
  answers: z.array(answerSchema),
  level: z.number(),
  questionType: z.string(),
  knowledgeType: z.string().default(''),
  targetLanguage: z.string(),
});
export type QuizQuestion = z.infer<typeof quizQuestion>;

export const quizStatus = z.enum(['scheduled', 'open', 'overdue', 'closed']);
export const quizSummary = z.object({
  _id: z.string(),
  classroom: z.string(),
  title: z.string(),
  targetLanguage: z.string(),
  levels: z.array(z.number()),
  count: z.number(),
  order: z.enum(['fixed', 'random']),
  opensAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  status: quizStatus,
  createdAt: z.string(),
});
export type QuizSummary = z.infer<typeof quizSummary>;
/** The list may come bare or as { quizzes }. */
const quizList = z.union([
  z.array(quizSummary),
  z.object({ quizzes: z.array(quizSummary) }).transform((r) => r.quizzes),
]);

export const quizWritten = z.object({ _id: z.string(), questions: z.array(quizQuestion) });

export interface QuizForm {
  classroom: string;
  title: string;
  targetLanguage: string;
  levels: number[];
  questionTypes?: string[];
  knowledgeTypes?: string[];
  count: number;
  order: 'fixed' | 'random';
  opensAt?: string;
  dueAt?: string;
  questions?: string[];
}

/** GET /api/classrooms/myclassrooms: the classrooms a quiz may be set for. */
export const getTaughtClassrooms = () => api.get(classroomPageResponse, '/api/classrooms/myclassrooms');
/** GET /api/myquestions/: the teacher's own questions, for a quiz of their own choice. */
export const getOwnQuestions = () =>
  api.get(z.object({ questions: z.array(quizQuestion) }), `/api/myquestions/${query({ pageNumber: 1 })}`);

/** POST /api/quizzes: the quiz drawn (or of the chosen questions) and assigned to the classroom. */
export const createQuiz = (body: QuizForm) => api.post(quizWritten, '/api/quizzes', body);
/** PUT /api/quizzes/{id}/questions/{questionId}: another question that fits in its place. */
export const swapQuizQuestion = (id: string, questionId: string) =>
  api.put(quizWritten, `/api/quizzes/${encodeURIComponent(id)}/questions/${encodeURIComponent(questionId)}`, {});
/** GET /api/quizzes?classroom={id}: the classroom's quizzes (every one for its teacher). */
export const getQuizzes = (classroom: string) => api.get(quizList, `/api/quizzes${query({ classroom })}`);

const questionRef = z.object({ _id: z.string(), question: z.string() });
export const quizReport = z.object({
  quiz: z.object({ _id: z.string(), title: z.string(), dueAt: z.string().nullable().optional() }).optional(),
  students: z.array(
    z.object({
      follower: z.string().optional(),
      studentName: z.string(),
      score: z.number(),
      answered: z.number(),
      total: z.number(),
      progress: z.string(),
    }),
  ),
  questions: z.array(
    z.object({
      question: questionRef,
      answers: z.number(),
      wrong: z.number(),
      wrongAnswers: z.array(z.object({ answer: z.string(), count: z.number() })).default([]),
    }),
  ),
});
export type QuizReport = z.infer<typeof quizReport>;
/** GET /api/quizzes/{id}/report: each student's score, each question's results. */
export const getQuizReport = (id: string) => api.get(quizReport, `/api/quizzes/${encodeURIComponent(id)}/report`);
export const downloadQuizCsv = (id: string) =>
  downloadFile(`/api/quizzes/${encodeURIComponent(id)}/report?format=csv`, `quiz-${id}.csv`);
