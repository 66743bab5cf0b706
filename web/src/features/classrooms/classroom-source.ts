import { shouldSaveLevel, userInfoResponse, type UserInfo } from '@lebe/domain';
import { api } from '../../lib/api-client';
import { recordAnswer } from '../../lib/practice/api';
import type { PracticeSource } from '../../lib/practice/source';
import { readStored, writeStored } from '../../lib/storage';
import { getClassroomLevels, getClassroomPracticeQuestion, getRound, type PracticeRound } from './api/my-questions';

/** PUT /api/users/{id}/customlevels: the level reached in a classroom; the answer is the user info to keep. */
const saveCustomLevel = (user: string, classroom: string, level: number) =>
  api.put(userInfoResponse, `/api/users/${user}/customlevels`, { classroom, level });

/**
 * Classroom practice (SPEC §4): the classroom's questions at the levels it has, starting from the student's
 * saved level there (or the lowest); answers count in the classroom; a weak run drops the level by one; the
 * highest level reached is saved per classroom.
 */
export function classroomSource(
  classroom: string,
  userInfo: UserInfo,
  updateUserInfo: (next: Partial<UserInfo>) => void,
  /** The round the next question belongs to (issue 26 item 2), told before it is shown; absent: not asked. */
  onRound?: (round: PracticeRound) => void,
): PracticeSource {
  return {
    kind: 'classroom',
    language: 'english',
    scope: `classroom:${classroom}:${userInfo._id}`,
    classroomDrops: true,
    async start() {
      const { levels } = await getClassroomLevels(classroom);
      if (levels.length === 0) return null;
      const stored = readStored('initializeCustomParameters');
      const saved = stored?.classroom === classroom ? stored.level : (userInfo.customLevels?.[classroom] ?? 0);
      const level = [...levels].reverse().find((l) => l <= saved) ?? levels[0];
      return { level, levels };
    },
    fetch: async (level) => {
      const q = await getClassroomPracticeQuestion(classroom, level);
      // The round as the server counts it (the answers before are recorded: the session waits for them).
      if (onRound) await getRound(classroom, level).then(onRound, () => undefined);
      return [{ ...q, key: q._id, questionId: q._id }];
    },
    record: (body) => recordAnswer(body, classroom),
    reached: (level) => writeStored('initializeCustomParameters', { classroom, level }),
    async saveLevel(level) {
      if (!shouldSaveLevel(level, readStored('userInfo')?.customLevels?.[classroom])) return;
      updateUserInfo(await saveCustomLevel(userInfo._id, classroom, level));
    },
  };
}
