import { placementAnswerResponse, placementQuestionResponse, publicUserResponse, type GivenAnswer } from '@lebe/domain';
import { api } from '../../../lib/api-client';

/** POST /api/placement: a new placement test in a language, and its first question. */
export const startPlacement = (language: string) => api.post(placementQuestionResponse, '/api/placement', { language });

/**
 * POST /api/placement/{id}/answers: the answer to the current question (the body practice sends: the text, a
 * typed answer's keystrokes and value), then the next question or the result. `requestId` makes a resend after
 * a lost connection the same request, answered as the first was.
 */
export const answerPlacement = (id: string, question: string, given: GivenAnswer, requestId: string) =>
  api.post(
    placementAnswerResponse,
    `/api/placement/${encodeURIComponent(id)}/answers`,
    { question, ...given },
    { headers: { 'X-Request-Id': requestId } },
  );

/** GET /api/users/profile: the account as the server holds it now, with the level the placement set. */
export const getProfile = () => api.get(publicUserResponse, '/api/users/profile');
