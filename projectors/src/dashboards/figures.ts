import { levelName, maxLevel } from '@lebe/domain';
import type { DashboardDoc } from './dashboards.projection';
import { accuracy, emptyTally, type Tally } from './tally';

/**
 * The dashboard figures, computed from one summary document (never from the answers themselves).
 * Formulas are written out in README ("Dashboards").
 */
const levels = (doc: DashboardDoc) =>
  Object.keys(doc.byLevel ?? {})
    .map(Number)
    .sort((a, b) => a - b);
const palette = ['#e8f1fb', '#b7d4f0', '#7fb1e3', '#4a8fd4', '#1f6fbf', '#0f4f94'];
const colour = (value: number, max: number) =>
  palette[max ? Math.min(palette.length - 1, Math.ceil((value / max) * (palette.length - 1))) : 0];

export const questionCount = (doc: DashboardDoc | null) => doc?.unique ?? 0;
export const answerCount = (doc: DashboardDoc | null) => doc?.total?.answers ?? 0;

export function donut(doc: DashboardDoc | null) {
  const t = doc?.total ?? emptyTally();
  return {
    donutData: [
      { label: 'correct', value: t.correct },
      { label: 'partial', value: t.partial },
      { label: 'incorrect', value: t.incorrect },
    ],
    accuracy: accuracy(t),
    totalCount: t.answers,
  };
}

/** Languages by level: how many answers the learner gave at each (x level, y count, colour by count). */
export function languageLevelHeatmap(doc: DashboardDoc | null) {
  const rows = Object.entries(doc?.byLanguageLevel ?? {});
  const max = Math.max(0, ...rows.flatMap(([, byLevel]) => Object.values(byLevel)));
  return rows.map(([language, byLevel]) => ({
    language,
    points: Array.from({ length: maxLevel(language) }, (_, i) => {
      const y = byLevel[String(i + 1)] ?? 0;
      return { x: i + 1, y, color: colour(y, max) };
    }),
  }));
}

/** Correct and not-correct answers per level (stacked bars). */
export const accuracyCountByLevel = (doc: DashboardDoc | null) =>
  doc
    ? levels(doc).map((level) => ({
        level,
        correct: doc.byLevel![level].correct,
        incorrect: doc.byLevel![level].answers - doc.byLevel![level].correct,
      }))
    : [];

export const accuracyByLevel = (doc: DashboardDoc | null) =>
  doc
    ? levels(doc).map((level) => ({
        level,
        accuracy: accuracy(doc.byLevel![level]),
        answers: doc.byLevel![level].answers,
      }))
    : [];

/** Mean pointscore per level, between 0 and 1. */
export const meanScoreByLevel = (doc: DashboardDoc | null) =>
  doc
    ? levels(doc).map((level) => ({
        x: level,
        y: Math.round((doc.byLevel![level].points / doc.byLevel![level].answers) * 1000) / 1000,
      }))
    : [];

/** Answers per UTC day, oldest first, from the learner's day documents. */
export const timeSeries = (days: DashboardDoc[]) =>
  days
    .map((d) => ({ date: d.key!, answers: d.total!.answers, correct: d.total!.correct, accuracy: accuracy(d.total) }))
    .sort((a, b) => a.date.localeCompare(b.date));

/** Knowledge type by level: accuracy of each cell (x level, y accuracy %, count of answers). */
export const knowledgeHeatmap = (doc: DashboardDoc | null) =>
  Object.entries(doc?.byKnowledgeLevel ?? {}).map(([knowledgeType, byLevel]) => ({
    knowledgeType,
    points: Object.entries(byLevel)
      .map(([level, t]: [string, Tally]) => ({
        x: Number(level),
        y: accuracy(t),
        count: t.answers,
        color: colour(accuracy(t), 100),
      }))
      .sort((a, b) => a.x - b.x),
  }));

/** The items missed most (more misses than hits first), with the group they belong to. */
export const trickyWords = (words: DashboardDoc[], count = 10) =>
  words
    .filter((w) => (w.wrong ?? 0) > 0)
    .sort((a, b) => b.rank! - a.rank!)
    .slice(0, count)
    .map((w) => ({ word: w.item!, wrong: w.wrong!, right: w.right!, group: w.group! }));

/**
 * The daily streak (days in a row with at least one answer, UTC): the run still counts until the end of
 * the day after its last answer, so a learner who practised yesterday has not lost it yet today.
 */
export function streak(doc: DashboardDoc | null, now: Date) {
  const run = doc?.streak;
  if (!run) return { streak: 0, longest: 0, today: false };
  const today = now.toISOString().slice(0, 10);
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const alive = run.lastDay === today || run.lastDay === yesterday;
  return { streak: alive ? run.current : 0, longest: run.longest, today: run.lastDay === today };
}

/**
 * Fluency ("lebe") score of a language: for every level with at least 5 answers, (level - 1) plus the
 * mean pointscore there; the best of those. 4.9 means level 4 nearly mastered. Named by SPEC §9.
 */
export function lebeScore(doc: DashboardDoc | null) {
  const scores = doc
    ? levels(doc)
        .filter((l) => doc.byLevel![l].answers >= 5)
        .map((l) => l - 1 + doc.byLevel![l].points / doc.byLevel![l].answers)
    : [];
  if (!scores.length) return { lebeScore: 0, levelName: null };
  const score = Math.round(Math.max(...scores) * 100) / 100;
  return { lebeScore: score, levelName: levelName(score) };
}
