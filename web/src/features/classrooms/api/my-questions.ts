import {
  changedResponse,
  classroomLevelsResponse,
  classroomQuestionPageResponse,
  classroomQuestionResponse,
  deletedResponse,
  questionPageResponse,
  questionResponse,
  type QuestionEditBody,
} from '@lebe/domain';
import { z } from 'zod';
import { api, query } from '../../../lib/api-client';

/** GET /api/myquestions/?keyword=&pageNumber=: the user's own questions. */
export const getMyQuestions = (keyword: string, pageNumber: number) =>
  api.get(questionPageResponse, `/api/myquestions/${query({ keyword, pageNumber })}`);
/** POST /api/myquestions (empty body): a blank question to edit. */
export const createMyQuestion = () => api.post(questionResponse, '/api/myquestions');
/** GET /api/myquestions/details/{id}: sent without a token (SPEC §6). */
export const getMyQuestion = (id: string) =>
  api.get(questionResponse, `/api/myquestions/details/${id}`, { auth: false });
/** A question saved: when its key changed, how many answers already given were re-graded, and how. */
const savedQuestion = questionResponse.extend({
  regraded: z.number().optional(),
  regrades: z
    .array(z.object({ answer: z.string(), from: z.object({ score: z.string() }), to: z.object({ score: z.string() }) }))
    .optional(),
});
export const updateMyQuestion = (id: string, body: QuestionEditBody) =>
  api.put(savedQuestion, `/api/myquestions/details/${id}`, body);
export const deleteMyQuestions = (questions: string[]) =>
  api.del(deletedResponse, '/api/myquestions/deletemyquestions', { questions });
export const addToClassroom = (classroom: string, questions: string[]) =>
  api.put(changedResponse, '/api/myquestions/addclassroom', { classroom, questions });
export const removeFromClassroom = (classroom: string, questions: string[]) =>
  api.put(changedResponse, '/api/myquestions/removeclassroom', { classroom, questions });
/** GET /api/myquestions/classroomquestions/{id}: the questions assigned to a classroom. */
export const getClassroomQuestions = (id: string, keyword: string, pageNumber: number) =>
  api.get(classroomQuestionPageResponse, `/api/myquestions/classroomquestions/${id}${query({ keyword, pageNumber })}`);
/** GET /api/myquestions/levels/{id}: the levels a classroom has questions at. */
export const getClassroomLevels = (id: string) => api.get(classroomLevelsResponse, `/api/myquestions/levels/${id}`);
/** GET /api/myquestions/module/{id}?level=: a classroom question to practise at a level. */
export const getClassroomPracticeQuestion = (id: string, level: number) =>
  api.get(classroomQuestionResponse, `/api/myquestions/module/${id}${query({ level })}`);

/** The learner's round at a level (issue 26 item 2): how far it has got, and the last finished round's summary. */
const reviewItem = z.object({ _id: z.string(), question: z.string() });
const roundResponse = z.object({
  level: z.number(),
  round: z.number(),
  answered: z.number(),
  size: z.number(),
  right: z.number(),
  wrong: z.number(),
  toReview: z.array(reviewItem),
  last: z.object({ round: z.number(), right: z.number(), wrong: z.number(), toReview: z.array(reviewItem) }).nullable(),
});
export type PracticeRound = z.infer<typeof roundResponse>;
/** GET /api/classrooms/{id}/round?level=. */
export const getRound = (id: string, level: number) =>
  api.get(roundResponse, `/api/classrooms/${id}/round${query({ level })}`);
