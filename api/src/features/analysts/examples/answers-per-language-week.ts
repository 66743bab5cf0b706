import type { AnswerEvent } from '@lebe/domain';
import type { Doc } from '@lebe/store';
import type { DocumentProjection } from '@lebe/projectors/runtime';

/**
 * Worked example 1 (docs/analysts/answers-per-language-week.md): answers per language per ISO week,
 * with how many were correct and the mean point score.
 * `npm run events -- replay api/src/features/analysts/examples/answers-per-language-week.ts --out weekly.sqlite`
 */
export interface LanguageWeek extends Doc {
  _id: string;
  language: string;
  week: string;
  answers: number;
  correct: number;
  points: number;
  meanScore: number;
}

/** ISO 8601 week of a date, as `2026-W05` (weeks start on Monday; a week belongs to the year of its Thursday). */
export function isoWeek(time: string): string {
  const date = new Date(time);
  const day = (date.getUTCDay() + 6) % 7; // Monday = 0
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day + 3));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export const answersPerLanguageWeek: DocumentProjection<AnswerEvent, LanguageWeek> = {
  kind: 'document',
  name: 'analystAnswersPerLanguageWeek',
  collection: { name: 'answers_per_language_week', indexes: [['language', 'week'], 'week'] },
  handles: ['AnswerRecorded'],
  targets: (e) => `${e.data.language}:${isoWeek(e.metadata.time)}`,
  evolve(doc, e, id) {
    const a = e.data;
    const answers = (doc?.answers ?? 0) + 1;
    const points = (doc?.points ?? 0) + a.pointscore;
    return {
      _id: id,
      language: a.language,
      week: isoWeek(e.metadata.time),
      answers,
      correct: (doc?.correct ?? 0) + (a.score === 'correct' ? 1 : 0),
      points,
      meanScore: Math.round((points / answers) * 1000) / 1000,
    };
  },
};
