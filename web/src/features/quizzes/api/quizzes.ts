import {
  classroomPageResponse,
  type createQuizBody,
  groupsResponse,
  quizQuestionResponse,
  quizReportResponse,
  quizSummaryResponse,
  quizWrittenResponse,
  type QuizReport,
  type QuizWritten,
} from '@lebe/domain';
import { z } from 'zod';
import { api, query } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/* The quiz calls of issue 26 item 8, parsed with domain's contracts. */

/** A question of a quiz as the preview and the report show it. */
export const quizQuestion = quizQuestionResponse;
export type QuizQuestion = z.infer<typeof quizQuestion>;

export type QuizSummary = z.infer<typeof quizSummaryResponse>;
/** The list may come bare or as { quizzes }. */
const quizList = z.union([
  z.array(quizSummaryResponse),
  z.object({ quizzes: z.array(quizSummaryResponse) }).transform((r) => r.quizzes),
]);

export type { QuizWritten };

/** POST /api/quizzes's body: domain's createQuizBody, with the language and types as the form holds them (text). */
export type QuizForm = Omit<z.input<typeof createQuizBody>, 'targetLanguage' | 'questionTypes' | 'knowledgeTypes'> & {
  targetLanguage: string;
  questionTypes?: string[];
  knowledgeTypes?: string[];
};

/** GET /api/classrooms/myclassrooms: the classrooms a quiz may be set for. */
export const getTaughtClassrooms = () => api.get(classroomPageResponse, '/api/classrooms/myclassrooms');
/** GET /api/classrooms/{id}/groups: the learner groups a quiz may be assigned to (issue 38). */
export const getClassroomGroups = (classroom: string) =>
  api.get(groupsResponse, `/api/classrooms/${encodeURIComponent(classroom)}/groups`);
/** GET /api/myquestions/: the teacher's own questions, for a quiz of their own choice. */
export const getOwnQuestions = () =>
  api.get(z.object({ questions: z.array(quizQuestion) }), `/api/myquestions/${query({ pageNumber: 1 })}`);

/** POST /api/quizzes: the quiz drawn (or of the chosen questions) and assigned to the classroom. */
export const createQuiz = (body: QuizForm) => api.post(quizWrittenResponse, '/api/quizzes', body);
/** PUT /api/quizzes/{id}/questions/{questionId}: another question that fits in its place. */
export const swapQuizQuestion = (id: string, questionId: string) =>
  api.put(
    quizWrittenResponse,
    `/api/quizzes/${encodeURIComponent(id)}/questions/${encodeURIComponent(questionId)}`,
    {},
  );
/** GET /api/quizzes/{id}: the teacher's whole quiz (a draft to edit). */
export const getQuiz = (id: string) => api.get(quizWrittenResponse, `/api/quizzes/${encodeURIComponent(id)}`);
/** POST /api/quizzes/{id}/questions: one more question drawn from the draft's own source. */
export const addQuizQuestion = (id: string) =>
  api.post(quizWrittenResponse, `/api/quizzes/${encodeURIComponent(id)}/questions`, {});
/** DELETE /api/quizzes/{id}/questions/{questionId}: a question taken out of a draft. */
export const removeQuizQuestion = (id: string, questionId: string) =>
  api.del(quizWrittenResponse, `/api/quizzes/${encodeURIComponent(id)}/questions/${encodeURIComponent(questionId)}`);
/** POST /api/quizzes/{id}/assign: the draft goes to the classroom's students. */
export const assignQuiz = (id: string) =>
  api.post(quizWrittenResponse, `/api/quizzes/${encodeURIComponent(id)}/assign`, {});
/** POST /api/quizzes/{id}/close: no more answers are taken; the report stays. */
export const closeQuiz = (id: string) =>
  api.post(z.object({ _id: z.string() }), `/api/quizzes/${encodeURIComponent(id)}/close`);
/** GET /api/quizzes?classroom={id}: the classroom's quizzes (every one for its teacher). */
export const getQuizzes = (classroom: string) => api.get(quizList, `/api/quizzes${query({ classroom })}`);

export type GridCell = QuizReport['students'][number]['cells'][number];
export type { QuizReport };
/** GET /api/quizzes/{id}/report: each student's score, each question's results. */
/** `group` (issue 38): only that learner group's students, and the questions as they answered them. */
export const getQuizReport = (id: string, group = '') =>
  api.get(quizReportResponse, `/api/quizzes/${encodeURIComponent(id)}/report${query({ group })}`);
/** The report as CSV: the learner × question grid, or (`questions`) each question's results. */
export const downloadQuizCsv = (id: string, table: 'grid' | 'questions' = 'grid', group = '') =>
  downloadFile(
    `/api/quizzes/${encodeURIComponent(id)}/report${query({ format: 'csv', table, group })}`,
    table === 'grid' ? `quiz-${id}.csv` : `quiz-${id}-questions.csv`,
  );
