import {
  practiceLanguages,
  recordedAnswerResponse,
  scoreWindow,
  startLevel,
  userInfoResponse,
  type RecordAnswerBody,
  type UserInfo,
} from '@lebe/domain';
import { api } from '../api-client';
import { readStored, writeStored } from '../storage';
import { carryStreak } from './streak';

/**
 * What a visitor reached in main practice (issue 35), kept in the browser so that signing up or in keeps it.
 * The server keeps only levels its recorded answers earn (SPEC §4), and a visitor's answers are not on it: so
 * the answers that matter are kept as given (the last five at the level below the highest reached, which earned
 * it, and the last five at the level practised) and are recorded, graded by the server, once the visitor has an
 * account; the levels are then claimed through PUT /api/users/{id}/levels like any learner's.
 */
const key = 'visitorProgress';

interface LanguageProgress {
  /** The highest level reached as a visitor. */
  reached: number;
  /** The visitor's last answers at each level that matters, oldest first. */
  answers: Record<string, RecordAnswerBody[]>;
}
type Progress = Record<string, LanguageProgress>;

function read(): Progress {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as Progress;
    return kept && typeof kept === 'object' ? kept : {};
  } catch {
    return {};
  }
}

/** A visitor's answer at `level` in `language`; `reached` is the session's highest level after it. */
export function keepVisitorAnswer(language: string, level: number, reached: number, body: RecordAnswerBody) {
  const progress = read();
  const mine = progress[language] ?? { reached: 0, answers: {} };
  const top = Math.max(mine.reached, reached);
  const atLevel = [...(mine.answers[level] ?? []), body].slice(-scoreWindow);
  const answers = Object.fromEntries(
    Object.entries({ ...mine.answers, [level]: atLevel }).filter(([l]) => Number(l) === level || Number(l) === top - 1),
  );
  try {
    localStorage.setItem(key, JSON.stringify({ ...progress, [language]: { reached: top, answers } }));
  } catch {
    // Storage full or refused: the visitor's progress lasts as long as the page.
  }
}

/**
 * Just signed up or in: the visitor's kept answers are recorded on the account (the server grades them), then
 * each level reached above the account's own is claimed; the server keeps what the answers earn. The streak of
 * the practice goes on under the account. Returns the user info to keep. Never fails the sign-in.
 */
export async function adoptVisitorProgress(user: UserInfo): Promise<UserInfo> {
  const progress = read();
  localStorage.removeItem(key);
  let info = user;
  for (const [language, mine] of Object.entries(progress)) {
    if (!(practiceLanguages as readonly string[]).includes(language)) continue;
    try {
      const levels = Object.keys(mine.answers ?? {}).sort((a, b) => Number(a) - Number(b));
      for (const level of levels)
        for (const body of mine.answers[level]) await api.post(recordedAnswerResponse, '/api/dashboards', body);
      if (mine.reached > (info.userLevels?.[language] ?? 0))
        info = {
          ...info,
          ...(await api.put(userInfoResponse, `/api/users/${user._id}/levels`, { language, level: mine.reached })),
        };
    } catch {
      // Not kept this time (no connection, a refused answer): practice goes on from the account's own level.
    }
    carryStreak(`main:${language}:visitor`, `main:${language}:${user._id}`);
  }
  // Practice goes on where the account now stands, never at a level the account does not show.
  const params = readStored('initializeParameters');
  if (params && progress[params.targetLanguage])
    writeStored('initializeParameters', { ...params, level: startLevel(params.targetLanguage, info.userLevels) });
  return info;
}
