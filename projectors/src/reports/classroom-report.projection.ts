import { streamId, type AnswerEvent, type ErasureEvent, type RegradeEvent } from '@lebe/domain';
import { versioned, type GroupProjection, type Recorded, type Withdrawal } from '../runtime';

export const classroomReportsCollection = 'classroom_reports';

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

/** An answer's place in the log and its UTC day. */
export type Try = [position: number, day: string];

/**
 * A teacher's reports, kept per answer in documents whose size never grows with the answers (issue 26
 * item 9), so a report reads the class and the period, never an answer:
 * - `day`: one student's answers in one classroom on one UTC day (and, keyed 'w' + its Monday, in one
 *   week): counts, accuracy by knowledge type and level, the last answer, and `firsts`: how many
 *   questions were answered for the first time in the bucket, by the day each was last answered before
 *   ('-': never). A period's distinct questions are the firsts of its buckets last answered before it;
 * - `question`: one question's answers in one classroom on one day (and week): counts, each wrong
 *   answer's count (the class's difficult questions);
 * - `who`: who got one question wrong on one day (and week), read for the most difficult questions only;
 * - `member`: a student's latest answer in the classroom (last active, whatever the period);
 * - `wrongs`: one student's wrong answers in one classroom on one day (the student's page);
 * - `last`: one student's state at one question: the day last answered, the wrong tries since the last
 *   right one (and the run before it, so a re-grade can join or split them);
 * - `help`: a question a student needs help with now (4 or more wrong tries since the last right
 *   answer), with those tries per day; removed when answered right;
 * - `share`: one student's part of each question's buckets on one day (and week), by question: a group's
 *   difficult questions sum its students' shares of the period (a few documents a student, however many
 *   answers), and an erasure takes the day shares out of the class's buckets. It holds a line per question
 *   the student answered that day or week, never per answer: a `ShareLine` tuple, not an object, since a
 *   group's report parses its students' lines of every question of the period.
 */
/** One question's counts in a bucket: how many answers were wrong and each wrong answer's count. */
export interface QuestionCounts extends Counts {
  wrong: number;
  wrongAnswers?: Record<string, number>;
}

/** A question's line in a share: answers, right answers, points, wrong answers, each wrong answer's count (when any). */
export type ShareLine = [
  answers: number,
  correct: number,
  points: number,
  wrong: number,
  wrongAnswers?: Record<string, number>,
];

export const lineCounts = ([answers, correct, points, wrong, wrongAnswers]: ShareLine): QuestionCounts => ({
  answers,
  correct,
  points,
  wrong,
  wrongAnswers: wrongAnswers ?? {},
});

const toLine = (c: QuestionCounts): ShareLine => {
  const line: ShareLine = [c.answers, c.correct, c.points, c.wrong];
  if (c.wrongAnswers && Object.keys(c.wrongAnswers).length) line.push(c.wrongAnswers);
  return line;
};

export interface ClassroomReportDoc extends Counts {
  _id: string;
  kind: 'day' | 'question' | 'who' | 'member' | 'wrongs' | 'last' | 'help' | 'share';
  classroom: string;
  day: string;
  /** The student ('' in a class's question and who buckets). */
  student: string;
  question?: string;
  questionText?: string;
  lastAt?: string;
  byKnowledge?: Record<string, Counts>;
  firsts?: Record<string, number>;
  wrongTries?: WrongTry[];
  wrong?: number;
  wrongAnswers?: Record<string, number>;
  wrongBy?: Record<string, number>;
  lastDay?: string;
  run?: Try[];
  before?: Try[];
  lastRight?: number;
  days?: Record<string, number>;
  questions?: Record<string, ShareLine>;
  [key: string]: unknown;
}

/** Wrong tries at one question, not later answered right, that make a student need help (Kolibri's 4). */
export const needsHelpAfter = 4;
/** The wrong answers a day bucket lists (the student's page): the latest this many of the day. */
export const wrongTriesKept = 100;
export const dayBucketId = (classroom: string, day: string, student: string) => `rd:${classroom}:${day}:${student}`;
export const questionBucketId = (classroom: string, day: string, question: string) =>
  `rq:${classroom}:${day}:${question}`;
export const whoBucketId = (classroom: string, day: string, question: string) => `rb:${classroom}:${day}:${question}`;
export const memberId = (classroom: string, student: string) => `rm:${classroom}:${student}`;
export const wrongsId = (classroom: string, day: string, student: string) => `rw:${classroom}:${day}:${student}`;
export const lastId = (classroom: string, student: string, question: string) =>
  `rl:${classroom}:${student}:${question}`;
export const helpId = (classroom: string, student: string, question: string) =>
  `rh:${classroom}:${student}:${question}`;
export const shareId = (classroom: string, day: string, student: string) => `rc:${classroom}:${day}:${student}`;

/** The Monday (UTC) of a day's week: a week bucket sums the day buckets of its seven days. */
export function weekOf(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  const back = (new Date(t).getUTCDay() + 6) % 7;
  return new Date(t - back * 86_400_000).toISOString().slice(0, 10);
}
/** A week bucket's key: 'w' and its Monday (never within a range of days: 'w' sorts after digits). */
export const weekKey = (day: string) => `w${weekOf(day)}`;
/** A knowledge type and level as the byKnowledge map keys them. */
export const knowledgeKey = (knowledgeType: string, level: number) => `${knowledgeType}|${level}`;
/** The `firsts` key of a question never answered before. */
export const neverAnswered = '-';

/** An answer that is not wrong: right, or partly right (a typed answer with slips). */
export const isWrong = (score: string) => score === 'incorrect';

type Event = AnswerEvent | RegradeEvent | ErasureEvent;
type Role =
  | 'day'
  | 'week'
  | 'qDay'
  | 'qWeek'
  | 'whoDay'
  | 'whoWeek'
  | 'member'
  | 'wrongs'
  | 'last'
  | 'help'
  | 'share'
  | 'shareWeek';
type Docs = Partial<Record<Role, ClassroomReportDoc | null>>;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

function facts(event: Recorded<AnswerEvent | RegradeEvent>) {
  const learner = streamId(event.streamName);
  if (event.type === 'AnswerRecorded') {
    const a = event.data;
    return {
      learner,
      classroom: a.classroom!,
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
    classroom: r.classroom!,
    day: r.answeredAt.slice(0, 10),
    at: r.answeredAt,
    position: r.position,
    a: r,
    kt: r.knowledgeType || r.questionType,
    questionText: undefined,
  };
}
type Facts = ReturnType<typeof facts>;
/** How a bucket's document (of a day or week `key`) takes a graded answer; null when it is left empty. */
type BucketStep = (
  doc: ClassroomReportDoc | null,
  id: string,
  key: string,
  event: Recorded<AnswerEvent | RegradeEvent>,
  f: Facts,
) => ClassroomReportDoc | null;

const addCounts = (c: Counts | undefined, answers: number, correct: number, points: number): Counts => ({
  answers: (c?.answers ?? 0) + answers,
  correct: (c?.correct ?? 0) + correct,
  points: round3((c?.points ?? 0) + points),
});

const bump = (map: Record<string, number> | undefined, key: string, by: number) => {
  const next = { ...map, [key]: (map?.[key] ?? 0) + by };
  if (next[key] <= 0) delete next[key];
  return next;
};

/** How an event changes an answer's grade: +1 answer when recorded; a re-grade moves it between grades. */
function delta(event: Recorded<AnswerEvent | RegradeEvent>) {
  if (event.type === 'AnswerRecorded') {
    const a = event.data;
    return {
      answers: 1,
      correct: a.score === 'correct' ? 1 : 0,
      points: a.pointscore,
      wrong: isWrong(a.score) ? 1 : 0,
    };
  }
  const { from, to } = event.data;
  return {
    answers: 0,
    correct: (to.score === 'correct' ? 1 : 0) - (from.score === 'correct' ? 1 : 0),
    points: to.pointscore - from.pointscore,
    wrong: (isWrong(to.score) ? 1 : 0) - (isWrong(from.score) ? 1 : 0),
  };
}

const base = (
  id: string,
  kind: ClassroomReportDoc['kind'],
  f: Facts,
  day: string,
  student: string,
): ClassroomReportDoc => ({
  _id: id,
  kind,
  classroom: f.classroom,
  day,
  student,
  answers: 0,
  correct: 0,
  points: 0,
});

/**
 * A student's bucket: counts and accuracy by knowledge type and level; for a new answer, the question
 * is a first of the bucket when last answered before the bucket began (`previous`: that day, or never).
 */
function onStudent(
  doc: ClassroomReportDoc | null,
  id: string,
  key: string,
  event: Recorded<AnswerEvent | RegradeEvent>,
  f: Facts,
  previous: string | undefined,
): ClassroomReportDoc | null {
  if (!doc && event.type !== 'AnswerRecorded') return null;
  const d = doc ?? base(id, 'day', f, key, f.learner);
  const k = knowledgeKey(f.kt, f.a.level);
  const c = delta(event);
  const next: ClassroomReportDoc = {
    ...d,
    ...addCounts(d, c.answers, c.correct, c.points),
    byKnowledge: { ...d.byKnowledge, [k]: addCounts(d.byKnowledge?.[k], c.answers, c.correct, c.points) },
  };
  if (event.type === 'AnswerRecorded') {
    next.lastAt = !d.lastAt || f.at > d.lastAt ? f.at : d.lastAt;
    const start = key.startsWith('w') ? key.slice(1) : key;
    if (previous === undefined || previous < start) next.firsts = bump(d.firsts, previous ?? neverAnswered, 1);
  }
  return next;
}

/** A question's counts after an event: its grade counted and, when wrong moves, the answer given. */
function withAnswer(c: QuestionCounts, event: Recorded<AnswerEvent | RegradeEvent>, f: Facts): QuestionCounts {
  const change = delta(event);
  return {
    ...addCounts(c, change.answers, change.correct, change.points),
    wrong: Math.max(0, c.wrong + change.wrong),
    wrongAnswers: change.wrong ? bump(c.wrongAnswers, f.a.answer, change.wrong) : (c.wrongAnswers ?? {}),
  };
}

/** A question's bucket of the class: counts and each wrong answer's count. */
const onQuestion: BucketStep = (doc, id, key, event, f) => {
  if (!doc && event.type !== 'AnswerRecorded') return null;
  const d = doc ?? { ...base(id, 'question', f, key, ''), question: f.a.question, wrong: 0 };
  const next: ClassroomReportDoc = { ...d, ...withAnswer({ ...d, wrong: d.wrong ?? 0 }, event, f) };
  if (f.questionText !== undefined) next.questionText = f.questionText;
  return next;
};

/** A student's share of the class's question buckets of a day or week: the question's line moves. */
const onShare: BucketStep = (doc, id, key, event, f) => {
  const q = f.a.question;
  const was = doc?.questions?.[q];
  if (!was && event.type !== 'AnswerRecorded') return doc;
  const d = doc ?? { ...base(id, 'share', f, key, f.learner), questions: {} };
  const c = delta(event);
  const line = toLine(withAnswer(was ? lineCounts(was) : { answers: 0, correct: 0, points: 0, wrong: 0 }, event, f));
  return {
    ...d,
    ...addCounts(d, c.answers, c.correct, c.points),
    questions: { ...d.questions, [q]: line },
  };
};

/** Who got a question wrong in a bucket, and how often. */
const onWho: BucketStep = (doc, id, key, event, f) => {
  const { wrong } = delta(event);
  if (!wrong) return doc;
  const d = doc ?? { ...base(id, 'who', f, key, ''), question: f.a.question };
  const wrongBy = bump(d.wrongBy, f.learner, wrong);
  return Object.keys(wrongBy).length ? { ...d, wrongBy } : null;
};

/** The day's wrong answers: one added when given wrong, one taken off or put back when re-graded. */
function onWrongs(doc: ClassroomReportDoc | null, id: string, event: Recorded<AnswerEvent | RegradeEvent>, f: Facts) {
  const d: ClassroomReportDoc = doc ?? { ...base(id, 'wrongs', f, f.day, f.learner), wrongTries: [] };
  const kept = (d.wrongTries ?? []).filter((w) => w.position !== f.position);
  const nowWrong = event.type === 'AnswerRecorded' ? isWrong(event.data.score) : isWrong(event.data.to.score);
  if (!nowWrong) return doc && { ...d, wrongTries: kept };
  const entry = {
    question: f.a.question,
    questionText: f.questionText ?? '',
    answer: f.a.answer,
    at: f.at,
    position: f.position,
  };
  const wrongTries = [...kept, entry].sort((x, y) => x.position - y.position).slice(-wrongTriesKept);
  return { ...d, wrongTries };
}

/**
 * A student's state at a question: the wrong tries since the last right answer (`run`), and for a
 * re-grade the run before that right answer (`before`). A re-grade to right splits the run it falls in;
 * the last right answer re-graded to wrong joins the runs on either side.
 */
function onLast(doc: ClassroomReportDoc | null, id: string, event: Recorded<AnswerEvent | RegradeEvent>, f: Facts) {
  const d: ClassroomReportDoc = doc ?? { ...base(id, 'last', f, '', f.learner), question: f.a.question, run: [] };
  const run = d.run ?? [];
  const before = d.before ?? [];
  const at: Try = [f.position, f.day];
  if (event.type === 'AnswerRecorded') {
    const lastDay = !d.lastDay || f.day > d.lastDay ? f.day : d.lastDay;
    if (isWrong(event.data.score)) return { ...d, lastDay, run: [...run, at] };
    return { ...d, lastDay, run: [], before: run, lastRight: f.position };
  }
  if (!doc) return null;
  const { from, to } = event.data;
  if (isWrong(from.score) === isWrong(to.score)) return d;
  const p = f.position;
  if (!isWrong(to.score)) {
    // Now right: the wrong tries after it are the run (or the run before the last right answer).
    if (run.some(([q]) => q === p))
      return { ...d, run: run.filter(([q]) => q > p), before: run.filter(([q]) => q < p), lastRight: p };
    if (before.some(([q]) => q === p)) return { ...d, before: before.filter(([q]) => q > p) };
    return d;
  }
  // Now wrong: the last right answer joins the run before it to the run since.
  if (p === d.lastRight) return { ...d, run: [...before, at, ...run], before: [], lastRight: undefined };
  if (d.lastRight === undefined && (run.length === 0 || run[0][0] > p)) return { ...d, run: [at, ...run] };
  return d;
}

/** A question the student needs help with: the run of wrong tries while it holds 4 or more. */
function helpOf(
  id: string,
  last: ClassroomReportDoc | null,
  questionText: string | undefined,
  was: ClassroomReportDoc | null,
) {
  const run = last?.run ?? [];
  if (!last || run.length < needsHelpAfter) return null;
  const days: Record<string, number> = {};
  for (const [, day] of run) days[day] = (days[day] ?? 0) + 1;
  return {
    _id: id,
    kind: 'help' as const,
    classroom: last.classroom,
    day: run[run.length - 1][1],
    student: last.student,
    question: last.question,
    questionText: questionText ?? was?.questionText ?? '',
    answers: run.length,
    correct: 0,
    points: 0,
    days,
  };
}

function targets(event: Recorded<Event>): Partial<Record<Role, string>> | null {
  if (event.type === 'LearnerAnswersErased' || !event.data.classroom) return null;
  const { learner, classroom, day, a } = facts(event);
  const week = weekKey(day);
  const q = a.question;
  const ids: Partial<Record<Role, string>> = {
    day: dayBucketId(classroom, day, learner),
    week: dayBucketId(classroom, week, learner),
    qDay: questionBucketId(classroom, day, q),
    qWeek: questionBucketId(classroom, week, q),
    last: lastId(classroom, learner, q),
    help: helpId(classroom, learner, q),
    share: shareId(classroom, day, learner),
    shareWeek: shareId(classroom, week, learner),
  };
  const wrongMoves = event.type === 'AnswerRegraded' || isWrong(event.data.score);
  if (wrongMoves) {
    ids.whoDay = whoBucketId(classroom, day, q);
    ids.whoWeek = whoBucketId(classroom, week, q);
    ids.wrongs = wrongsId(classroom, day, learner);
  }
  if (event.type === 'AnswerRecorded') ids.member = memberId(classroom, learner);
  return ids;
}

function evolve(docs: Docs, event: Recorded<Event>): Docs {
  if (event.type === 'LearnerAnswersErased' || !event.data.classroom) return {};
  const f = facts(event);
  const ids = targets(event)!;
  const week = weekKey(f.day);
  const previous = docs.last?.lastDay;
  const last = onLast(docs.last ?? null, ids.last!, event, f);
  const out: Docs = {
    day: onStudent(docs.day ?? null, ids.day!, f.day, event, f, previous),
    week: onStudent(docs.week ?? null, ids.week!, week, event, f, previous),
    qDay: onQuestion(docs.qDay ?? null, ids.qDay!, f.day, event, f),
    qWeek: onQuestion(docs.qWeek ?? null, ids.qWeek!, week, event, f),
    share: onShare(docs.share ?? null, ids.share!, f.day, event, f),
    shareWeek: onShare(docs.shareWeek ?? null, ids.shareWeek!, week, event, f),
    last,
    help: helpOf(ids.help!, last, f.questionText, docs.help ?? null),
  };
  if (ids.whoDay) {
    out.whoDay = onWho(docs.whoDay ?? null, ids.whoDay, f.day, event, f);
    out.whoWeek = onWho(docs.whoWeek ?? null, ids.whoWeek!, week, event, f);
    out.wrongs = onWrongs(docs.wrongs ?? null, ids.wrongs!, event, f);
  }
  if (ids.member) {
    const m = docs.member;
    out.member = {
      ...base(ids.member, 'member', f, '', f.learner),
      answers: (m?.answers ?? 0) + 1,
      lastAt: !m?.lastAt || f.at > m.lastAt ? f.at : m.lastAt,
    };
  }
  return out;
}

type Then = (id: string, change: (doc: ClassroomReportDoc) => ClassroomReportDoc | null) => void;

/**
 * An erasure takes the learner's day shares out of the class's question and who buckets (by day and by
 * week), then the purge removes every document of theirs.
 */
function withdraw(found: readonly ClassroomReportDoc[]) {
  const changes = new Map<string, Withdrawal<ClassroomReportDoc>>();
  const then: Then = (id, change) => {
    const earlier = changes.get(id);
    changes.set(id, {
      next(doc) {
        const d = earlier ? earlier.next(doc) : doc;
        return d && change(d);
      },
    });
  };
  for (const day of found) {
    if (day.kind !== 'share' || day.day.startsWith('w')) continue;
    for (const [q, line] of Object.entries(day.questions ?? {}))
      for (const key of [day.day, weekKey(day.day)])
        withdrawShare(then, day.classroom, key, q, day.student, lineCounts(line));
  }
  return changes;
}

/** One question's share of a student taken out of the class's question and who buckets of a day or week. */
function withdrawShare(then: Then, classroom: string, key: string, q: string, student: string, share: QuestionCounts) {
  then(questionBucketId(classroom, key, q), (d) => {
    const answers = d.answers - share.answers;
    if (answers <= 0) return null;
    let wrongAnswers = d.wrongAnswers ?? {};
    for (const [answer, n] of Object.entries(share.wrongAnswers ?? {})) wrongAnswers = bump(wrongAnswers, answer, -n);
    return {
      ...d,
      answers,
      correct: Math.max(0, d.correct - share.correct),
      points: Math.max(0, round3(d.points - share.points)),
      wrong: Math.max(0, (d.wrong ?? 0) - share.wrong),
      wrongAnswers,
    };
  });
  if (share.wrong)
    then(whoBucketId(classroom, key, q), (d) => {
      const wrongBy = { ...d.wrongBy };
      delete wrongBy[student];
      return Object.keys(wrongBy).length ? { ...d, wrongBy } : null;
    });
}

export const classroomReportsProjection: GroupProjection<Event, ClassroomReportDoc, Role> = {
  kind: 'group',
  // Version 2: distinct questions and needs help kept per answer, never summed per request.
  // Version 3: a student's shares by day and week, a line per question (a group's report reads a few a student).
  // Version 4: a share's line is a tuple (a group's report parsed an object of five fields a line).
  name: versioned('classroomReports', 4),
  collection: {
    name: classroomReportsCollection,
    indexes: [['kind', 'classroom', 'day'], ['kind', 'classroom', 'student'], 'student'],
  },
  handles: ['AnswerRecorded', 'AnswerRegraded', 'LearnerAnswersErased'],
  targets,
  evolve,
  withdraw: {
    of: (event) => (event.type === 'LearnerAnswersErased' ? { field: 'student', value: event.data.learner } : null),
    changes: withdraw,
  },
  purge: (event) => (event.type === 'LearnerAnswersErased' ? { field: 'student', value: event.data.learner } : null),
};
