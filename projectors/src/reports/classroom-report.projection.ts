import { streamId, type AnswerEvent, type ErasureEvent, type RegradeEvent } from '@lebe/domain';
import type { DocumentProjection, Recorded } from '../runtime';

/** The read model's collection name. */
export const classroomReportsCollection = 'classroom_reports';

/** One student's tries at one question on one day, in the order they came. */
export interface QuestionTries {
  /** Answers. */
  a: number;
  /** Wrong answers. */
  w: number;
  /** Whether one of the day's answers was right. */
  r: boolean;
  /** Wrong tries since the day's last right answer (all of them when none was right). */
  tail: number;
}

export interface Counts {
  answers: number;
  correct: number;
  points: number;
}

export interface WrongTry {
  question: string;
  questionText: string;
  answer: string;
  at: string;
  position: number;
}

/**
 * A teacher's reports, kept per answer in buckets whose number never grows with the answers (issue 26):
 * - `day`: one student's answers in one classroom on one UTC day: counts, each question's tries (distinct
 *   questions and "needs help" across days), accuracy by knowledge type and level, the wrong answers;
 * - `question`: one question's answers in one classroom on one day: how many, how many wrong, each wrong
 *   answer's count (the class's difficult questions; who got it wrong comes from the day buckets);
 * - `member`: a student's latest answer in the classroom (last active, whatever the period);
 * - `wrongs`: one student's wrong answers in one classroom on one day (the student's page only, so the
 *   roster's buckets stay small however many answers a day holds).
 * The `day` and `question` buckets are kept per week too (key 'w' + its Monday): a report for a period
 * reads its whole weeks' buckets and the days before and after them, never an answer; an answer changes
 * at most six documents.
 */
export interface ClassroomReportDoc extends Counts {
  _id: string;
  kind: 'day' | 'question' | 'member' | 'wrongs';
  classroom: string;
  day: string;
  /** day, member: the student; question: ''. */
  student: string;
  question?: string;
  questionText?: string;
  lastAt?: string;
  tries?: Record<string, QuestionTries>;
  byKnowledge?: Record<string, Counts>;
  wrongTries?: WrongTry[];
  wrong?: number;
  wrongAnswers?: Record<string, number>;
  /** Written by older versions; who got a question wrong now comes from the students' day buckets. */
  wrongBy?: Record<string, number>;
  [key: string]: unknown;
}

/** The wrong answers a day bucket lists (the student's page): the latest this many of the day. */
export const wrongTriesKept = 100;
export const dayBucketId = (classroom: string, day: string, student: string) => `rd:${classroom}:${day}:${student}`;
export const questionBucketId = (classroom: string, day: string, question: string) =>
  `rq:${classroom}:${day}:${question}`;
export const memberId = (classroom: string, student: string) => `rm:${classroom}:${student}`;
/** The Monday (UTC) of a day's week: a week bucket sums the day buckets of its seven days. */
export function weekOf(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  const back = (new Date(t).getUTCDay() + 6) % 7;
  return new Date(t - back * 86_400_000).toISOString().slice(0, 10);
}
/** A week bucket's key: 'w' and its Monday (never within a range of days: 'w' sorts after digits). */
export const weekKey = (day: string) => `w${weekOf(day)}`;
/** A bucket's day (or week) from its id: `r?:<classroom>:<key>:<student or question>`. */
const bucketKey = (id: string) => id.split(':')[2];
export const wrongsId = (classroom: string, day: string, student: string) => `rw:${classroom}:${day}:${student}`;
/** A knowledge type and level as the byKnowledge map keys them. */
export const knowledgeKey = (knowledgeType: string, level: number) => `${knowledgeType}|${level}`;

/** An answer that is not wrong: right, or partly right (a typed answer with slips). */
export const isWrong = (score: string) => score === 'incorrect';

type Event = AnswerEvent | RegradeEvent | ErasureEvent;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

function facts(event: Recorded<AnswerEvent | RegradeEvent>) {
  const learner = streamId(event.streamName);
  if (event.type === 'AnswerRecorded') {
    const a = event.data;
    return {
      learner,
      day: event.metadata.time.slice(0, 10),
      at: event.metadata.time,
      position: event.position,
      a,
      kt: a.knowledgeType || a.questionType,
      questionText: a.questionText,
    };
  }
  const r = event.data;
  return {
    learner,
    day: r.answeredAt.slice(0, 10),
    at: r.answeredAt,
    position: r.position,
    a: r,
    kt: r.knowledgeType || r.questionType,
    questionText: undefined,
  };
}

const addCounts = (c: Counts | undefined, answers: number, correct: number, points: number): Counts => ({
  answers: (c?.answers ?? 0) + answers,
  correct: (c?.correct ?? 0) + correct,
  points: round3((c?.points ?? 0) + points),
});

function onDay(doc: ClassroomReportDoc | null, id: string, event: Recorded<AnswerEvent | RegradeEvent>) {
  const f = facts(event);
  const base: ClassroomReportDoc = doc ?? {
    _id: id,
    kind: 'day',
    classroom: f.a.classroom!,
    day: bucketKey(id),
    student: f.learner,
    answers: 0,
    correct: 0,
    points: 0,
  };
  const key = knowledgeKey(f.kt, f.a.level);
  const q = f.a.question;
  const t = base.tries?.[q] ?? { a: 0, w: 0, r: false, tail: 0 };
  if (event.type === 'AnswerRecorded') {
    const a = event.data;
    const wrong = isWrong(a.score);
    const correct = a.score === 'correct' ? 1 : 0;
    return {
      ...base,
      ...addCounts(base, 1, correct, a.pointscore),
      lastAt: !base.lastAt || f.at > base.lastAt ? f.at : base.lastAt,
      tries: {
        ...base.tries,
        [q]: { a: t.a + 1, w: t.w + (wrong ? 1 : 0), r: t.r || !wrong, tail: wrong ? t.tail + 1 : 0 },
      },
      byKnowledge: { ...base.byKnowledge, [key]: addCounts(base.byKnowledge?.[key], 1, correct, a.pointscore) },
    };
  }
  // A re-grade moves the answer from its old grade to its new one, on the day it was given.
  if (!doc) return null;
  const r = event.data;
  const dw = (isWrong(r.to.score) ? 1 : 0) - (isWrong(r.from.score) ? 1 : 0);
  const dc = (r.to.score === 'correct' ? 1 : 0) - (r.from.score === 'correct' ? 1 : 0);
  const dp = r.to.pointscore - r.from.pointscore;
  return {
    ...base,
    ...addCounts(base, 0, dc, dp),
    tries: {
      ...base.tries,
      [q]: { a: t.a, w: Math.max(0, t.w + dw), r: t.r || dw < 0, tail: Math.max(0, dw < 0 ? t.tail - 1 : t.tail + dw) },
    },
    byKnowledge: { ...base.byKnowledge, [key]: addCounts(base.byKnowledge?.[key], 0, dc, dp) },
  };
}

/** The day's wrong answers: one added when given wrong, one taken off or put back when re-graded. */
function onWrongs(doc: ClassroomReportDoc | null, id: string, event: Recorded<AnswerEvent | RegradeEvent>) {
  const f = facts(event);
  const base: ClassroomReportDoc = doc ?? {
    _id: id,
    kind: 'wrongs',
    classroom: f.a.classroom!,
    day: bucketKey(id),
    student: f.learner,
    answers: 0,
    correct: 0,
    points: 0,
    wrongTries: [],
  };
  const kept = (base.wrongTries ?? []).filter((w) => w.position !== f.position);
  const nowWrong = event.type === 'AnswerRecorded' ? isWrong(event.data.score) : isWrong(event.data.to.score);
  if (!nowWrong) return doc && { ...base, wrongTries: kept };
  const entry = {
    question: f.a.question,
    questionText: f.questionText ?? '',
    answer: f.a.answer,
    at: f.at,
    position: f.position,
  };
  const wrongTries = [...kept, entry].sort((x, y) => x.position - y.position).slice(-wrongTriesKept);
  return { ...base, wrongTries };
}

function onQuestion(doc: ClassroomReportDoc | null, id: string, event: Recorded<AnswerEvent | RegradeEvent>) {
  const f = facts(event);
  const base: ClassroomReportDoc = doc ?? {
    _id: id,
    kind: 'question',
    classroom: f.a.classroom!,
    day: bucketKey(id),
    student: '',
    question: f.a.question,
    questionText: f.questionText ?? '',
    answers: 0,
    correct: 0,
    points: 0,
    wrong: 0,
  };
  const bump = (map: Record<string, number> | undefined, key: string, by: number) => {
    const next = { ...map, [key]: (map?.[key] ?? 0) + by };
    if (next[key] <= 0) delete next[key];
    return next;
  };
  if (event.type === 'AnswerRecorded') {
    const a = event.data;
    const wrong = isWrong(a.score);
    return {
      ...base,
      ...addCounts(base, 1, a.score === 'correct' ? 1 : 0, a.pointscore),
      questionText: a.questionText,
      wrong: (base.wrong ?? 0) + (wrong ? 1 : 0),
      wrongAnswers: wrong ? bump(base.wrongAnswers, a.answer, 1) : (base.wrongAnswers ?? {}),
    };
  }
  if (!doc) return null;
  const r = event.data;
  const dw = (isWrong(r.to.score) ? 1 : 0) - (isWrong(r.from.score) ? 1 : 0);
  const dc = (r.to.score === 'correct' ? 1 : 0) - (r.from.score === 'correct' ? 1 : 0);
  return {
    ...base,
    ...addCounts(base, 0, dc, r.to.pointscore - r.from.pointscore),
    wrong: Math.max(0, (base.wrong ?? 0) + dw),
    wrongAnswers: dw ? bump(base.wrongAnswers, r.answer, dw) : base.wrongAnswers,
  };
}

export const classroomReportsProjection: DocumentProjection<Event, ClassroomReportDoc> = {
  kind: 'document',
  name: 'classroomReports',
  collection: { name: classroomReportsCollection, indexes: [['kind', 'classroom', 'day'], 'student'] },
  handles: ['AnswerRecorded', 'AnswerRegraded', 'LearnerAnswersErased'],
  targets(event) {
    if (event.type === 'LearnerAnswersErased' || !event.data.classroom) return null;
    const { learner, day, a } = facts(event);
    const classroom = a.classroom!;
    const week = weekKey(day);
    const ids = [
      dayBucketId(classroom, day, learner),
      questionBucketId(classroom, day, a.question),
      dayBucketId(classroom, week, learner),
      questionBucketId(classroom, week, a.question),
    ];
    if (event.type === 'AnswerRegraded') return [...ids, wrongsId(classroom, day, learner)];
    const wrongs = isWrong(event.data.score) ? [wrongsId(classroom, day, learner)] : [];
    return [...ids, memberId(classroom, learner), ...wrongs];
  },
  evolve(doc, event, id) {
    if (event.type === 'LearnerAnswersErased') return doc;
    if (id.startsWith('rd:')) return onDay(doc, id, event);
    if (id.startsWith('rq:')) return onQuestion(doc, id, event);
    if (id.startsWith('rw:')) return onWrongs(doc, id, event);
    const f = facts(event);
    return {
      _id: id,
      kind: 'member',
      classroom: f.a.classroom!,
      day: '',
      student: f.learner,
      answers: (doc?.answers ?? 0) + 1,
      correct: 0,
      points: 0,
      lastAt: !doc?.lastAt || f.at > doc.lastAt ? f.at : doc.lastAt,
    };
  },
  // A learner's erasure takes their day buckets and last-active mark; the class's question buckets keep
  // counts without them until the next rebuild, which no longer meets their erased answers at all.
  purge: (event) => (event.type === 'LearnerAnswersErased' ? { field: 'student', value: event.data.learner } : null),
};
