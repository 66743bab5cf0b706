import {
  countsInPractice,
  streamId,
  type AnswerEvent,
  type ErasureEvent,
  type RegradeEvent,
  hashId,
} from '@lebe/domain';
import type { GroupProjection, Recorded } from '../runtime';
import { addToTally, moveInTally, type Tally } from './tally';

/** The read model's collection name. */
export const dashboardsCollection = 'dashboards';

/**
 * The dashboards of every learner, kept per answer in small documents whose size never grows with the
 * learner's history, so an answer costs the same after 10 answers or 10 million, and so does a read:
 * - a summary per learner and scope (all answers; one language; one classroom): totals, by level, by
 *   language and level, by knowledge type and level, the streak;
 * - a day per learner and UTC day (the time series);
 * - a word per learner, language and item (tricky words), ranked by misses − hits, then misses;
 * - "seen" marks (per learner, scope and question), so the count of distinct questions is exact.
 */
export interface DashboardDoc {
  _id: string;
  kind: 'summary' | 'seen' | 'day' | 'word';
  learner: string;
  scope?: 'global' | 'language' | 'classroom';
  /** summary: the language or classroom ('' for global); day: the day; word: the language. */
  key?: string;
  unique?: number;
  total?: Tally;
  byLevel?: Record<string, Tally>;
  byLanguageLevel?: Record<string, Record<string, number>>;
  byKnowledgeLevel?: Record<string, Record<string, Tally>>;
  /** Global summary: the run of days (UTC) with answers that ended on `lastDay`, and the longest run. */
  streak?: Streak;
  /** word: the item, its group, its tally, and its rank (highest first: missed most, then most often). */
  item?: string;
  group?: string;
  wrong?: number;
  right?: number;
  rank?: number;
  [key: string]: unknown;
}

export interface Streak {
  current: number;
  longest: number;
  lastDay: string;
}

type Scope = 'global' | 'language' | 'classroom';
type Role = 'global' | 'language' | 'classroom' | 'seenAll' | 'seenClassroom' | 'day' | 'word';

export const summaryId = (learner: string, scope: Scope, key = '') =>
  scope === 'global' ? `dash:${learner}` : `dash:${learner}:${scope}:${key}`;
const seenId = (learner: string, scopeKey: string, question: string) => `seen:${learner}:${scopeKey}:${question}`;
const dayId = (learner: string, day: string) => `day:${learner}:${day}`;
const wordId = (learner: string, language: string, item: string) => `word:${learner}:${language}:${hashId(item, 16)}`;
const itemOf = (a: AnswerEvent['data']) => a.correctAnswer || a.questionText;

type Event = AnswerEvent | RegradeEvent | ErasureEvent;

/** The documents a re-grade moves its answer in: the summaries, the day it was given and its tricky word. */
function regradeTargets(event: Recorded<RegradeEvent>): Partial<Record<Role, string>> {
  const learner = streamId(event.streamName);
  const r = event.data;
  return {
    global: summaryId(learner, 'global'),
    language: summaryId(learner, 'language', r.language),
    day: dayId(learner, r.answeredAt.slice(0, 10)),
    ...(r.item ? { word: wordId(learner, r.language, r.item) } : {}),
    ...(r.classroom ? { classroom: summaryId(learner, 'classroom', r.classroom) } : {}),
  };
}

/** A summary with a re-graded answer moved from its old grade to its new one (counts of answers unchanged). */
function moveAnswer(doc: DashboardDoc | null | undefined, scope: Scope, r: RegradeEvent['data']) {
  if (!doc) return doc ?? null;
  const level = String(r.level);
  const next: DashboardDoc = {
    ...doc,
    total: moveInTally(doc.total, r.from, r.to),
    byLevel: { ...doc.byLevel, [level]: moveInTally(doc.byLevel?.[level], r.from, r.to)! },
  };
  if (scope === 'language' && doc.byKnowledgeLevel) {
    const kt = r.knowledgeType || r.questionType;
    const row = doc.byKnowledgeLevel[kt] ?? {};
    next.byKnowledgeLevel = {
      ...doc.byKnowledgeLevel,
      [kt]: { ...row, [level]: moveInTally(row[level], r.from, r.to)! },
    };
  }
  return next;
}

function regrade(docs: Partial<Record<Role, DashboardDoc | null>>, event: Recorded<RegradeEvent>) {
  const r = event.data;
  const out: Partial<Record<Role, DashboardDoc | null>> = {
    global: moveAnswer(docs.global, 'global', r),
    language: moveAnswer(docs.language, 'language', r),
    day: docs.day ? { ...docs.day, total: moveInTally(docs.day.total, r.from, r.to) } : null,
  };
  if (docs.classroom !== undefined) out.classroom = moveAnswer(docs.classroom, 'classroom', r);
  const word = docs.word;
  if (word) {
    // A word counts a partly right answer as missed, as when it was recorded.
    const dw = (r.to.score !== 'correct' ? 1 : 0) - (r.from.score !== 'correct' ? 1 : 0);
    const wrong = Math.max(0, (word.wrong ?? 0) + dw);
    const right = Math.max(0, (word.right ?? 0) - dw);
    out.word = { ...word, wrong, right, rank: rankOf(wrong, right) };
  }
  return out;
}

/** The documents an answer changes, by role. */
function targets(event: Recorded<Event>): Partial<Record<Role, string>> | null {
  // A test's answers are the quiz's and the teacher's (issue 38): the learner's dashboards never count them.
  if (event.type === 'LearnerAnswersErased' || !countsInPractice(event.data)) return null;
  if (event.type === 'AnswerRegraded') return regradeTargets(event);
  const learner = streamId(event.streamName);
  const a = event.data;
  return {
    global: summaryId(learner, 'global'),
    language: summaryId(learner, 'language', a.language),
    seenAll: seenId(learner, 'all', a.question),
    day: dayId(learner, event.metadata.time.slice(0, 10)),
    ...(itemOf(a) ? { word: wordId(learner, a.language, itemOf(a)) } : {}),
    ...(a.classroom
      ? {
          classroom: summaryId(learner, 'classroom', a.classroom),
          seenClassroom: seenId(learner, `c-${a.classroom}`, a.question),
        }
      : {}),
  };
}

function addAnswer(doc: DashboardDoc | null, scope: Scope, learner: string, a: AnswerEvent['data'], first: boolean) {
  const key = scope === 'global' ? '' : scope === 'language' ? a.language : a.classroom!;
  const d: DashboardDoc = doc ?? { _id: summaryId(learner, scope, key), kind: 'summary', learner, scope, key };
  const level = String(a.level);
  const next: DashboardDoc = {
    ...d,
    unique: (d.unique ?? 0) + (first ? 1 : 0),
    total: addToTally(d.total, a.score, a.pointscore),
    byLevel: { ...d.byLevel, [level]: addToTally(d.byLevel?.[level], a.score, a.pointscore) },
  };
  if (scope === 'global') {
    const lang = d.byLanguageLevel?.[a.language] ?? {};
    next.byLanguageLevel = { ...d.byLanguageLevel, [a.language]: { ...lang, [level]: (lang[level] ?? 0) + 1 } };
  }
  if (scope === 'language') {
    const kt = a.knowledgeType || a.questionType;
    const row = d.byKnowledgeLevel?.[kt] ?? {};
    next.byKnowledgeLevel = {
      ...d.byKnowledgeLevel,
      [kt]: { ...row, [level]: addToTally(row[level], a.score, a.pointscore) },
    };
  }
  return next;
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A day with an answer extends the run that ended the day before, or starts a new one. */
function extendStreak(streak: Streak | undefined, day: string): Streak {
  if (!streak) return { current: 1, longest: 1, lastDay: day };
  if (day <= streak.lastDay) return streak;
  const current = dayAfter(streak.lastDay) === day ? streak.current + 1 : 1;
  return { current, longest: Math.max(streak.longest, current), lastDay: day };
}

/** A word's rank: never-missed words sink below every missed one; then misses − hits, then misses. */
const rankOf = (wrong: number, right: number) => (wrong > 0 ? 1e12 + (wrong - right) * 1e6 + wrong : -right);

function addWord(doc: DashboardDoc | null, id: string, learner: string, a: AnswerEvent['data']): DashboardDoc {
  const missed = a.score !== 'correct';
  const wrong = (doc?.wrong ?? 0) + (missed ? 1 : 0);
  const right = (doc?.right ?? 0) + (missed ? 0 : 1);
  const group = doc?.group ?? (a.knowledgeType || a.questionType);
  return {
    _id: id,
    kind: 'word',
    learner,
    key: a.language,
    item: itemOf(a),
    group,
    wrong,
    right,
    rank: rankOf(wrong, right),
  };
}

export const dashboardsProjection: GroupProjection<Event, DashboardDoc, Role> = {
  kind: 'group',
  name: 'dashboards',
  bulk: true,
  collection: {
    name: dashboardsCollection,
    // Every answer rewrites about five of these documents, each write updating every index: one index serves
    // the reads (a learner's days by key, words by rank) and, by its prefix, an erasure's purge by learner.
    indexes: [['learner', 'kind', 'key', 'rank']],
  },
  handles: ['AnswerRecorded', 'AnswerRegraded', 'LearnerAnswersErased'],
  targets,
  evolve(docs, event) {
    // Issue 26 item 6: a re-graded answer moves to its new grade wherever it was counted.
    if (event.type === 'AnswerRegraded') return regrade(docs, event);
    if (event.type !== 'AnswerRecorded') return {};
    const learner = streamId(event.streamName);
    const ids = targets(event)!;
    const a = event.data;
    const day = event.metadata.time.slice(0, 10);
    const global = addAnswer(docs.global ?? null, 'global', learner, a, !docs.seenAll);
    const out: Partial<Record<Role, DashboardDoc | null>> = {
      seenAll: docs.seenAll ?? { _id: ids.seenAll!, kind: 'seen', learner },
      global: { ...global, streak: extendStreak(docs.global?.streak, day) },
      language: addAnswer(docs.language ?? null, 'language', learner, a, !docs.seenAll),
      day: { _id: ids.day!, kind: 'day', learner, key: day, total: addToTally(docs.day?.total, a.score, a.pointscore) },
    };
    if (ids.word) out.word = addWord(docs.word ?? null, ids.word, learner, a);
    if (ids.classroom) {
      out.seenClassroom = docs.seenClassroom ?? { _id: ids.seenClassroom!, kind: 'seen', learner };
      out.classroom = addAnswer(docs.classroom ?? null, 'classroom', learner, a, !docs.seenClassroom);
    }
    return out;
  },
  purge: (event) => (event.type === 'LearnerAnswersErased' ? { field: 'learner', value: event.data.learner } : null),
};
