import { answerCountResponse, questionResponse, userInfoResponse } from '@lebe/domain';
import { api, query } from '../../../lib/api-client';
import type { PracticeParameters } from '../../../lib/storage';

/** GET /api/questions: the next practice question of a language and level. */
export const getPracticeQuestion = (p: PracticeParameters) =>
  api.get(
    questionResponse,
    `/api/questions${query({ level: p.level, targetLanguage: p.targetLanguage, userLanguage: p.userLanguage })}`,
  );

/** PUT /api/users/{id}/levels: the level reached in a language; the answer is the user info to keep. */
export const saveUserLevel = (user: string, language: string, level: number) =>
  api.put(userInfoResponse, `/api/users/${user}/levels`, { language, level });

/** GET /api/dashboards/languagestudentanswercount: how many answers the learner has given in a language. */
export const answerCountIn = (language: string) =>
  api.get(answerCountResponse, `/api/dashboards/languagestudentanswercount${query({ language })}`);
