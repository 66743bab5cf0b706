import type { AnswerEvent, ErasureEvent } from '@lebe/domain';
import type { RecordedEvent } from '@lebe/domain';
import type { Projection } from '../../platform/projections/projection';
import { byStreamId } from '../../platform/projections/projection';
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
  [key: string]: unknown;
}

/** Tricky-word candidates kept per language; the least-missed one is dropped when full. */
export const wordsKept = 300;

export const summaryId = (learner: string, scope: 'global' | 'language' | 'classroom', key = '') =>
  scope === 'global' ? `dash:${learner}` : `dash:${learner}:${scope}:${key}`;
const seenId = (learner: string, scopeKey: string, question: string) => `seen:${learner}:${scopeKey}:${question}`;

function idsFor(e: RecordedEvent): string[] {
  if (e.type !== 'AnswerRecorded') return [];
  const learner = byStreamId(e);
  const { language, question, classroom } = (e as unknown as AnswerEvent).data;
  const ids = [
    summaryId(learner, 'global'),
    summaryId(learner, 'language', language),
    seenId(learner, 'all', question),
  ];
  if (classroom) ids.push(summaryId(learner, 'classroom', classroom), seenId(learner, `c-${classroom}`, question));
  return ids;
}

function addAnswer(
  doc: DashboardDoc | null,
  id: string,
  learner: string,
  a: AnswerEvent['data'],
  firstTime: boolean,
  day: string,
): DashboardDoc {
  const scope = id === summaryId(learner, 'global') ? 'global' : id.includes(':classroom:') ? 'classroom' : 'language';
  const d: DashboardDoc = doc ?? {
    _id: id,
    kind: 'summary',
    learner,
    scope,
    key: scope === 'global' ? '' : id.split(':').pop(),
  };
  const level = String(a.level);
  const next: DashboardDoc = {
    ...d,
    unique: (d.unique ?? 0) + (firstTime ? 1 : 0),
    total: addToTally(d.total, a.score, a.pointscore),
    byLevel: { ...d.byLevel, [level]: addToTally(d.byLevel?.[level], a.score, a.pointscore) },
    byDay: { ...d.byDay, [day]: addToTally(d.byDay?.[day], a.score, a.pointscore) },
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
    next.words = trackWord(d.words ?? {}, a);
  }
  return next;
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

export const dashboardsProjection: Projection<DashboardDoc> = {
  name: 'dashboards',
  collection: { name: 'dashboards', indexes: ['learner', ['learner', 'kind', 'scope']] },
  canHandle: ['AnswerRecorded', 'LearnerAnswersErased'],
  documentIds: idsFor,
  evolve: () => {
    throw new Error('dashboards uses evolveAll');
  },
  evolveAll(docs, e) {
    const learner = byStreamId(e);
    const a = (e as unknown as AnswerEvent).data;
    const day = e.metadata.time.slice(0, 10);
    const out: Record<string, DashboardDoc | null> = {};
    const seenIds = Object.keys(docs).filter((id) => id.startsWith('seen:'));
    for (const id of seenIds) out[id] = { _id: id, kind: 'seen', learner };
    for (const id of Object.keys(docs)) {
      if (id.startsWith('seen:')) continue;
      const seen = id.includes(':classroom:')
        ? seenIds.find((s) => s.includes(':c-'))
        : seenIds.find((s) => s.includes(':all:'));
      out[id] = addAnswer(docs[id], id, learner, a, !docs[seen!], day);
    }
    return out;
  },
  purge(e) {
    return e.type === 'LearnerAnswersErased'
      ? { field: 'learner', value: (e as unknown as ErasureEvent).data.learner }
      : null;
  },
};
