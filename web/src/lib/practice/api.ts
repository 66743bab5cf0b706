import { raisedFlagResponse, savedNotebookResponse, type RaiseFlagBody, type RecordAnswerBody } from '@lebe/domain';
import { api } from '../api-client';
import { sendAnswer } from './outbox';

/**
 * POST /api/dashboards (or /api/mydashboards with a classroom): the body the client graded (domain's
 * gradeAndBody: the question, the answer, its keystrokes, the client's score and pointscore), which the server
 * grades again on its copy and records. Kept in the browser and sent when the connection allows, once.
 */
export function recordAnswer(body: RecordAnswerBody, classroom?: string) {
  return sendAnswer(classroom ? '/api/mydashboards' : '/api/dashboards', classroom ? { ...body, classroom } : body);
}

/** POST /api/flags (SPEC §5: five reasons and an optional comment). */
export const raiseFlag = (body: RaiseFlagBody) => api.post(raisedFlagResponse, '/api/flags', body);

/** POST /api/notebooks: the question with the learner's note, hint, collection and priority. */
export const saveToNotebook = (body: {
  questionId: string;
  source: string;
  note: string;
  hint: string;
  collectionName: string;
  priority: string;
}) => api.post(savedNotebookResponse, '/api/notebooks', body);
