import type { ScoreState } from '@lebe/domain';

/**
 * The streak of a practice (its results toward the next level, SPEC §4), kept in the browser per practice
 * (kind, language or classroom, learner), so a reload or a dropped connection does not lose it. It counts only
 * at the level it was made at.
 */
const key = 'practiceStreak';

interface Kept {
  scope: string;
  level: number;
  results: number[];
}

export function readStreak(scope: string, level: number): number[] | null {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as Kept | null;
    if (!kept || kept.scope !== scope || kept.level !== level || !Array.isArray(kept.results)) return null;
    return kept.results.filter((r) => typeof r === 'number' && r >= 0 && r <= 1).slice(-100);
  } catch {
    return null;
  }
}

export function writeStreak(scope: string, score: ScoreState) {
  try {
    localStorage.setItem(key, JSON.stringify({ scope, level: score.level, results: score.results } satisfies Kept));
  } catch {
    // Storage full or refused: the streak then lasts as long as the page.
  }
}

/** After the learner's data is deleted, no streak of it is kept either. */
export const forgetStreaks = () => localStorage.removeItem(key);

/** A visitor who signs up or in: the streak made as a visitor goes on under the account (`from` → `to`). */
export function carryStreak(from: string, to: string) {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as Kept | null;
    if (kept?.scope === from) localStorage.setItem(key, JSON.stringify({ ...kept, scope: to }));
  } catch {
    // Nothing readable kept: nothing to carry.
  }
}
