import { shouldSaveLevel, type UserInfo } from '@lebe/domain';
import { recordAnswer } from '../../lib/practice/api';
import type { PracticeSource } from '../../lib/practice/source';
import { asSessionQuestion } from '../../lib/practice/session';
import { keepVisitorAnswer } from '../../lib/practice/visitor-progress';
import { readStored, writeStored, type PracticeParameters } from '../../lib/storage';
import { getPracticeQuestion, saveUserLevel } from './api/practice-api';

/**
 * Main practice (SPEC §4): bank questions of the chosen language, one at a time; answers recorded for a
 * signed-in learner, who keeps the highest level reached per language; the level is stored for the next visit.
 */
export function mainSource(
  params: PracticeParameters,
  userInfo: UserInfo | null,
  updateUserInfo: (next: Partial<UserInfo>) => void,
): PracticeSource {
  const language = params.targetLanguage;
  let last: string | null = null;
  return {
    kind: 'main',
    language,
    scope: `main:${language}:${userInfo?._id ?? 'visitor'}`,
    start: async () => ({ level: params.level, levels: null }),
    async fetch(level) {
      writeStored('initializeParameters', { ...params, level });
      let question = await getPracticeQuestion({ ...params, level });
      // A visitor has no answers on the server for the draw to avoid: a repeat is drawn once more.
      if (!userInfo && question._id === last) question = await getPracticeQuestion({ ...params, level });
      last = question._id;
      return [asSessionQuestion(question)];
    },
    record: userInfo ? (body) => recordAnswer(body) : undefined,
    keepLocally: userInfo ? undefined : (body, level, reached) => keepVisitorAnswer(language, level, reached, body),
    // Kept at once for the next visit, when the learner takes a break instead of going on.
    reached: (level) => writeStored('initializeParameters', { ...params, level }),
    saveLevel: userInfo
      ? async (level) => {
          // The stored user, not the one this session started with: a level saved since then counts.
          if (!shouldSaveLevel(level, readStored('userInfo')?.userLevels?.[language])) return;
          updateUserInfo(await saveUserLevel(userInfo._id, language, level));
        }
      : undefined,
  };
}
