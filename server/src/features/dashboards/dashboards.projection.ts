import { streamId, type AnswerEvent, type ErasureEvent } from '@lebe/domain';
import type { GroupProjection, Recorded } from '../../platform/projections/projection';
import { addToTally, type Tally } from './tally';

/**
 * One summary document per learner and scope (all answers; one language; one classroom), updated in
 * place by every answer, so reading a dashboard costs the same after 10 answers or 10 million.
 * "seen" documents (one per learner, scope and question) make the count of distinct questions exact.
 */
export interface DashboardDoc {
  _id: string;
  kind: 'summary' | 'seen';
  learner: string;
  scope?: 'global' | 'language' | 'classroom';
  key?: string;
  unique?: number;
  total?: Tally;
  byLevel?: Record<string, Tally>;
  byLanguageLevel?: Record<string, Record<string, number>>;
  byKnowledgeLevel?: Record<string, Record<string, Tally>>;
  byDay?: Record<string, Tally>;
  words?: Record<string, { wrong: number; right: number; group: string }>;
  /** Global summary: the run of days (UTC) with answers that ended on `lastDay`, and the longest run. */
  streak?: Streak;
  [key: string]: unknown;
}

/** Tricky-word candidates kept per language; the least-missed one is dropped when full. */
export const wordsKept = 300;

export const summaryId = (learner: string, scope: 'global' | 'language' | 'classroom', key = '') =>
  scope === 'global' ? `dash:${learner}` : `dash:${learner}:${scope}:${key}`;
const seenId = (learner: string, scopeKey: string, question: string) => `seen:${learner}:${scopeKey}:${question}`;

type Role = 'global' | 'language' | 'seenAll' | 'classroom' | 'seenClassroom';
type Scope = 'global' | 'language' | 'classroom';

/** The documents an answer changes, by role: the learner's summaries and whether the question was seen in each scope. */
function targets(event: Recorded<AnswerEvent | ErasureEvent>): Partial<Record<Role, string>> | null {
  if (event.type !== 'AnswerRecorded') return null;
  const learner = streamId(event.streamName);
  const { language, question, classroom } = event.data;
  return {
    global: summaryId(learner, 'global'),
    language: summaryId(learner, 'language', language),
    seenAll: seenId(learner, 'all', question),
    ...(classroom
      ? {
          classroom: summaryId(learner, 'classroom', classroom),
          seenClassroom: seenId(learner, `c-${classroom}`, question),
        }
      : {}),
  };
}

function addAnswer(
  doc: DashboardDoc | null,
  scope: Scope,
  learner: string,
  a: AnswerEvent['data'],
  firstTime: boolean,
  day: string,
): DashboardDoc {
  const key = scope === 'global' ? '' : scope === 'language' ? a.language : a.classroom!;
  const d: DashboardDoc = doc ?? { _id: summaryId(learner, scope, key), kind: 'summary', learner, scope, key };
  const level = String(a.level);
  const next: DashboardDoc = {
    ...d,
    unique: (d.unique ?? 0) + (firstTime ? 1 : 0),
    total: addToTally(d.total, a.score, a.pointscore),
    byLevel: { ...d.byLevel, [level]: addToTally(d.byLevel?.[level], a.score, a.pointscore) },
    byDay: { ...d.byDay, [day]: addToTally(d.byDay?.[day], a.score, a.pointscore) },
  };
  if (scope === 'global') {
    next.streak = extendStreak(d.streak, day);
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
    next.words = trackWord(d.words ?? {}, a);
  }
  return next;
}

export interface Streak {
  current: number;
  longest: number;
  lastDay: string;
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A day with an answer extends the run that ended the day before, or starts a new one. */
function extendStreak(streak: Streak | undefined, day: string): Streak {
  if (!streak) return { current: 1, longest: 1, lastDay: day };
  if (day <= streak.lastDay) return streak;
  const current = dayAfter(streak.lastDay) === day ? streak.current + 1 : 1;
  return { current, longest: Math.max(streak.longest, current), lastDay: day };
}

function trackWord(words: NonNullable<DashboardDoc['words']>, a: AnswerEvent['data']) {
  const item = a.correctAnswer || a.questionText;
  if (!item) return words;
  const missed = a.score !== 'correct';
  const was = words[item] ?? { wrong: 0, right: 0, group: a.knowledgeType || a.questionType };
  const next = {
    ...words,
    [item]: { ...was, wrong: was.wrong + (missed ? 1 : 0), right: was.right + (missed ? 0 : 1) },
  };
  const keys = Object.keys(next);
  if (keys.length > wordsKept) {
    const weakest = keys.reduce((a, b) => (next[a].wrong - next[a].right <= next[b].wrong - next[b].right ? a : b));
    delete next[weakest];
  }
  return next;
}

export const dashboardsProjection: GroupProjection<AnswerEvent | ErasureEvent, DashboardDoc, Role> = {
  kind: 'group',
  name: 'dashboards',
  collection: { name: 'dashboards', indexes: ['learner', ['learner', 'kind', 'scope']] },
  handles: ['AnswerRecorded', 'LearnerAnswersErased'],
  targets,
  evolve(docs, event) {
    if (event.type !== 'AnswerRecorded') return {};
    const learner = streamId(event.streamName);
    const ids = targets(event)!;
    const day = event.metadata.time.slice(0, 10);
    const out: Partial<Record<Role, DashboardDoc | null>> = {
      seenAll: { _id: ids.seenAll!, kind: 'seen', learner },
      global: addAnswer(docs.global ?? null, 'global', learner, event.data, !docs.seenAll, day),
      language: addAnswer(docs.language ?? null, 'language', learner, event.data, !docs.seenAll, day),
    };
    if (ids.classroom) {
      out.seenClassroom = { _id: ids.seenClassroom!, kind: 'seen', learner };
      out.classroom = addAnswer(docs.classroom ?? null, 'classroom', learner, event.data, !docs.seenClassroom, day);
    }
    return out;
  },
  purge: (event) => (event.type === 'LearnerAnswersErased' ? { field: 'learner', value: event.data.learner } : null),
};
