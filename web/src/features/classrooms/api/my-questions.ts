import {
  changedResponse,
  classroomBankDrawResponse,
  classroomBankPageResponse,
  classroomLevelsResponse,
  classroomQuestionPageResponse,
  classroomQuestionResponse,
  deletedResponse,
  practiceRoundResponse,
  questionPageResponse,
  questionResponse,
  regradeStatusResponse,
  type PracticeRound,
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
/** A question saved: `regrading` when its key changed and the answers already given are being re-graded. */
const savedQuestion = questionResponse.extend({ regrading: z.boolean().optional() });
/** GET /api/myquestions/details/{id}/regrade: where the re-grade after the last change of key stands. */
export const getRegradeStatus = (id: string) =>
  api.get(regradeStatusResponse, `/api/myquestions/details/${id}/regrade`);
/** How long a save waits for its re-grade (a background job) before saying it is still under way. */
const regradeWaitMs = 15_000;

/**
 * Saves the teacher's question; when that changed its key, waits for the re-grade of the answers already
 * given (issue 26 item 6) and gives what it changed (`regrade`), or `pending` when it takes longer.
 */
export async function updateMyQuestion(id: string, body: QuestionEditBody) {
  const saved = await api.put(savedQuestion, `/api/myquestions/details/${id}`, body);
  if (!saved.regrading) return { ...saved, regrade: undefined };
  const until = Date.now() + regradeWaitMs;
  for (let wait = 100; ; wait = Math.min(1000, wait * 2)) {
    const regrade = await getRegradeStatus(id);
    if (regrade.status !== 'pending' || Date.now() > until) return { ...saved, regrade };
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
export const deleteMyQuestions = (questions: string[]) =>
  api.del(deletedResponse, '/api/myquestions/deletemyquestions', { questions });
/** `group` (issue 38): for one learner group of the class only; '' the whole class. */
export const addToClassroom = (classroom: string, questions: string[], group = '') =>
  api.put(changedResponse, '/api/myquestions/addclassroom', { classroom, questions, group: group || null });
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
export type { PracticeRound };
/** GET /api/classrooms/{id}/round?level=. */
export const getRound = (id: string, level: number) =>
  api.get(practiceRoundResponse, `/api/classrooms/${id}/round${query({ level })}`);

/** Issue 38: the bank's filters on the classroom page (blank: any). */
export interface BankFilters {
  level: string;
  questionType: string;
  knowledgeType: string;
  keyword: string;
}
/** GET /api/classrooms/{id}/bank: the bank in the classroom's language, for its teacher to add from. */
export const getClassroomBank = (id: string, f: BankFilters, pageNumber: number) =>
  api.get(classroomBankPageResponse, `/api/classrooms/${id}/bank${query({ ...f, pageNumber })}`);
/** POST /api/classrooms/{id}/bank/random: `count` bank questions that fit the filters, at random. */
export const addRandomFromBank = (id: string, f: BankFilters, count: number, group = '') =>
  api.post(classroomBankDrawResponse, `/api/classrooms/${id}/bank/random`, {
    count,
    group: group || null,
    ...Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')),
  });
