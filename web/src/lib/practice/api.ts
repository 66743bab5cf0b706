import { raisedFlagResponse, recordedAnswerResponse, savedNotebookResponse, type RaiseFlagBody } from '@lebe/domain';
import { api } from '../api-client';
import type { Attempt } from './source';

const grade = (result: number) => (result >= 1 ? 'correct' : result <= 0 ? 'incorrect' : 'partial');

/**
 * POST /api/dashboards (or /api/mydashboards with a classroom): the question and what was given — the first
 * choice, or the typed text with its keystrokes — which the server grades; the client's grade goes along as
 * the spec's score and pointscore.
 */
export function recordAnswer(question: string, attempt: Attempt, classroom?: string) {
  const body = {
    question,
    answer: attempt.answer,
    ...(attempt.keystrokes && attempt.keystrokes.length <= 500 ? { keystrokes: attempt.keystrokes } : {}),
    score: grade(attempt.result),
    pointscore: attempt.result,
    ...(classroom ? { classroom } : {}),
  };
  return api.post(recordedAnswerResponse, classroom ? '/api/mydashboards' : '/api/dashboards', body);
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
