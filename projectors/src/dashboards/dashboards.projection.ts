import { streamId, type AnswerEvent, type ErasureEvent, hashId } from '@lebe/domain';
import type { GroupProjection, Recorded } from '../runtime';
import { addToTally, type Tally } from './tally';

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

/** The documents an answer changes, by role. */
function targets(event: Recorded<AnswerEvent | ErasureEvent>): Partial<Record<Role, string>> | null {
  if (event.type !== 'AnswerRecorded') return null;
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

export const dashboardsProjection: GroupProjection<AnswerEvent | ErasureEvent, DashboardDoc, Role> = {
  kind: 'group',
  name: 'dashboards',
  bulk: true,
  collection: {
    name: dashboardsCollection,
    indexes: ['learner', ['learner', 'kind', 'scope'], ['learner', 'kind', 'key', 'rank']],
  },
  handles: ['AnswerRecorded', 'LearnerAnswersErased'],
  targets,
  evolve(docs, event) {
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
