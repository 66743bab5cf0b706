import { addDays, correctAnswers, daysOf, followerId, nameCollator } from '@lebe/domain';
import type { ReadStore } from '@lebe/store';
import {
  followersCollection,
  questionsCollection,
  usersCollection,
  type FollowerDoc,
  type QuestionDoc,
  type UserDoc,
} from '../runtime';
import {
  classroomReportsCollection,
  type ClassroomReportDoc,
  type Counts,
  dayBucketId,
  needsHelpAfter,
  shareId,
  weekOf,
  whoBucketId,
  wrongsId,
} from './classroom-report.projection';

const most = 100_000;
/** The difficult questions that come with who got them wrong: the first this many (the rest: counts only). */
export const whoShown = 10;

export interface Period {
  from: string;
  to: string;
}

const percent = (c: { answers: number; points: number }) =>
  c.answers ? Math.round((c.points / c.answers) * 10000) / 100 : 0;

/**
 * A period as bucket ranges: its whole weeks (Monday to Sunday) as week keys, and the days before and
 * after them as days. A month is then about four week buckets and a few days, not thirty days.
 */
export function periodRanges(period: Period): { gte: string; lte: string }[] {
  const monday = weekOf(period.from) === period.from ? period.from : addDays(weekOf(period.from), 7);
  const lastMonday = addDays(weekOf(addDays(period.to, 1)), -7);
  if (lastMonday < monday) return [{ gte: period.from, lte: period.to }];
  const ranges = [{ gte: `w${monday}`, lte: `w${lastMonday}` }];
  if (period.from < monday) ranges.push({ gte: period.from, lte: addDays(monday, -1) });
  if (addDays(lastMonday, 6) < period.to) ranges.push({ gte: addDays(lastMonday, 7), lte: period.to });
  return ranges;
}

/** The keys of a period's buckets: its whole weeks ('w' and the Monday) and the days around them. */
export function periodKeys(period: Period): string[] {
  return periodRanges(period).flatMap(({ gte, lte }) => {
    if (!gte.startsWith('w')) return daysOf(gte, lte);
    const mondays: string[] = [];
    for (let m = gte.slice(1); m <= lte.slice(1); m = addDays(m, 7)) mondays.push(`w${m}`);
    return mondays;
  });
}

/** The buckets of a period, oldest first (a week by its Monday). */
async function bucketsOf(read: ReadStore, kind: 'day' | 'question', classroom: string, period: Period) {
  const pages = await Promise.all(
    periodRanges(period).map((day) =>
      read.find<ClassroomReportDoc>(classroomReportsCollection, {
        where: { kind, classroom, day },
        sort: [['day', 'asc']],
        pageSize: most,
        skipTotal: true,
      }),
    ),
  );
  const start = (d: ClassroomReportDoc) => d.day.replace('w', '');
  return pages.flatMap((p) => p.items).sort((x, y) => (start(x) < start(y) ? -1 : start(x) > start(y) ? 1 : 0));
}

/** The day and week buckets of a period of these students only (a group's): read by id, not the whole class's. */
async function studentBucketsOf(read: ReadStore, classroom: string, period: Period, only: ReadonlySet<string>) {
  const keys = periodKeys(period);
  const ids = [...only].flatMap((student) => keys.map((key) => dayBucketId(classroom, key, student)));
  return [...(await read.getMany<ClassroomReportDoc>(classroomReportsCollection, ids)).values()];
}

/**
 * A group's part of the class's question buckets over a period: its students' shares of the period's buckets
 * (a document a student a week or day, a line per question), so a group's difficult questions are its own.
 */
async function sharesOf(read: ReadStore, classroom: string, period: Period, only: ReadonlySet<string>) {
  const keys = periodKeys(period);
  const ids = [...only].flatMap((student) => keys.map((key) => shareId(classroom, key, student)));
  const shares = await read.getMany<ClassroomReportDoc>(classroomReportsCollection, ids);
  const lines: QuestionBucket[] = [];
  for (const share of shares.values())
    for (const [question, [answers, , , wrong, wrongAnswers]] of Object.entries(share.questions ?? {}))
      lines.push({ question, day: share.day, answers, wrong, wrongAnswers });
  return lines;
}

/**
 * The questions a student needs help with over a period: 4 or more wrong tries in the period at one
 * question, not answered right since (from the `help` documents: one per question needing help now).
 */
export function needsHelp(help: readonly ClassroomReportDoc[], period: Period): Map<string, string[]> {
  return new Map([...helpTries(help, period)].map(([student, tries]) => [student, tries.map((t) => t.question)]));
}

/** Each student's needs-help questions with their wrong tries in the period, the most tries first. */
export function helpTries(help: readonly ClassroomReportDoc[], period: Period) {
  const by = new Map<string, { question: string; wrongTries: number }[]>();
  for (const h of help) {
    let tries = 0;
    for (const [day, n] of Object.entries(h.days ?? {})) if (day >= period.from && day <= period.to) tries += n;
    if (tries >= needsHelpAfter)
      by.set(h.student, [...(by.get(h.student) ?? []), { question: h.question!, wrongTries: tries }]);
  }
  for (const list of by.values()) list.sort((x, y) => y.wrongTries - x.wrongTries);
  return by;
}

/** Names in the order of the class's language (Intl.Collator: "Léa" before "Lucas"), then by id for ties. */
export function byName<T extends { studentName: string; follower: string }>(rows: T[], language: string): T[] {
  const collator = nameCollator(language);
  return [...rows].sort((x, y) => collator.compare(x.studentName, y.studentName) || (x.follower < y.follower ? -1 : 1));
}

/** Questions answered in a period for the first time in it: the buckets' firsts last answered before it. */
export function distinctQuestions(buckets: readonly ClassroomReportDoc[], period: Period) {
  let n = 0;
  for (const b of buckets)
    for (const [before, count] of Object.entries(b.firsts ?? {})) if (before < period.from) n += count;
  return n;
}

async function helpOf(read: ReadStore, classroom: string, student?: string) {
  const page = await read.find<ClassroomReportDoc>(classroomReportsCollection, {
    where: student ? { kind: 'help', classroom, student } : { kind: 'help', classroom },
    pageSize: most,
    skipTotal: true,
  });
  return page.items;
}

async function roster(read: ReadStore, classroom: string) {
  const page = await read.find<FollowerDoc>(followersCollection, {
    where: { classroom },
    sort: [['studentName', 'asc']],
    pageSize: 1000,
    skipTotal: true,
  });
  return page.items;
}

/**
 * A classroom's report for a period (issue 26 item 8): each student's figures from their buckets of the
 * period, who needs help from the class's help documents, and the class's questions ranked by share wrong
 * from the question buckets, with who got the first `whoShown` wrong. Reads the period's buckets (whole
 * weeks and the days around them), the roster and the students' levels: never an answer, and no
 * document that grows with the answers.
 */
export interface ReportOptions {
  /** The classroom's language: names sort in its order, levels are under it. */
  language?: string;
  /** The level classroom practice starts at (its lowest): a student who answered but never rose is there. */
  startLevel?: number;
  /** The teacher: a difficult question they wrote says so (`editable`), so the dashboard links to its edit screen. */
  teacher?: string;
  /** Only these students (a group's members): their figures and the questions as they answered them. */
  only?: ReadonlySet<string>;
}

export async function classroomReport(read: ReadStore, classroom: string, period: Period, options: ReportOptions = {}) {
  const { language = '', startLevel, teacher, only } = options;
  const [everyone, days, questions, members, help] = await Promise.all([
    roster(read, classroom),
    only ? studentBucketsOf(read, classroom, period, only) : bucketsOf(read, 'day', classroom, period),
    only ? sharesOf(read, classroom, period, only) : bucketsOf(read, 'question', classroom, period),
    read.find<ClassroomReportDoc>(classroomReportsCollection, {
      where: { kind: 'member', classroom },
      pageSize: most,
      skipTotal: true,
    }),
    helpOf(read, classroom),
  ]);
  const followers = only ? everyone.filter((f) => only.has(f.student)) : everyone;
  const users = await read.getMany<UserDoc>(
    usersCollection,
    followers.map((f) => f.student),
  );
  const lastAt = new Map(members.items.map((m) => [m.student, m.lastAt ?? null]));
  const helpBy = helpTries(help, period);
  const daysBy = new Map<string, ClassroomReportDoc[]>();
  for (const d of days) {
    const own = daysBy.get(d.student);
    if (own) own.push(d);
    else daysBy.set(d.student, [d]);
  }
  const students = followers.map((f) => {
    const own = daysBy.get(f.student) ?? [];
    const total = { answers: 0, points: 0 };
    for (const d of own) {
      total.answers += d.answers;
      total.points += d.points;
    }
    return {
      follower: f._id,
      student: f.student,
      studentName: f.studentName,
      answers: total.answers,
      accuracy: percent(total),
      distinctQuestions: distinctQuestions(own, period),
      lastActive: lastAt.get(f.student) ?? null,
      levels: classroomLevel(users.get(f.student), classroom, language, lastAt.get(f.student) ? startLevel : undefined),
      needsHelp: (helpBy.get(f.student) ?? []).map((h) => h.question),
      helpTries: helpBy.get(f.student) ?? [],
    };
  });
  const ranked = difficultQuestions(questions);
  const shown = ranked.filter((q) => q.wrong > 0).slice(0, whoShown);
  const who = await read.getMany<ClassroomReportDoc>(
    classroomReportsCollection,
    shown.flatMap((q) => q.buckets.map((key) => whoBucketId(classroom, key, q.question._id))),
  );
  const names = new Map(followers.map((f) => [f.student, f]));
  const wrongBy = (q: (typeof ranked)[number]) => {
    const by = new Map<string, number>();
    for (const key of q.buckets)
      for (const [student, n] of Object.entries(who.get(whoBucketId(classroom, key, q.question._id))?.wrongBy ?? {}))
        by.set(student, (by.get(student) ?? 0) + n);
    if (only) for (const student of by.keys()) if (!only.has(student)) by.delete(student);
    return rankedCounts(by).map(([student, count]) => ({
      follower: names.get(student)?._id ?? followerId(classroom, student),
      studentName: names.get(student)?.studentName ?? '',
      count,
    }));
  };
  const keys = await questionKeys(
    read,
    ranked.filter((q) => q.wrong > 0 || !q.question.question).map((q) => q.question._id),
    teacher,
  );
  return {
    from: period.from,
    to: period.to,
    students: byName(students, language),
    difficultQuestions: ranked.map((row, i) => {
      const { buckets: _keys, ...q } = row;
      const { text, ...key } = keys.get(q.question._id) ?? {};
      const question = { ...q.question, question: q.question.question || text || '', ...(q.wrong > 0 ? key : {}) };
      const withKey = { ...q, question };
      return i < shown.length ? { ...withKey, wrongBy: wrongBy(row) } : withKey;
    }),
  };
}

/** The right answers of the questions answered wrong, and whether the teacher wrote each (so may edit it). */
async function questionKeys(read: ReadStore, ids: string[], teacher?: string) {
  const docs = await read.getMany<QuestionDoc>(questionsCollection, ids);
  const keys = new Map<string, { text: string; key: string[]; editable: boolean }>();
  for (const [id, doc] of docs)
    keys.set(id, {
      text: doc.question,
      key: correctAnswers(doc).map((a) => a.text),
      editable: !!teacher && doc.owner === teacher && doc.origin === 'teacher',
    });
  return keys;
}

/** A student's level in the classroom (its practice's own, not the language's), under the classroom's language. */
function classroomLevel(
  user: UserDoc | undefined,
  classroom: string,
  language: string,
  start: number | undefined,
): Record<string, number> {
  const level = Math.max(user?.customLevels?.[classroom] ?? 0, start ?? 0);
  return level > 0 ? { [language]: level } : {};
}

const rankedCounts = (m: Map<string, number>) =>
  [...m].filter(([, n]) => n > 0).sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));

/** A question's counts in one bucket: the class's bucket, or a student's share of it. */
export type QuestionBucket = Pick<
  ClassroomReportDoc,
  'question' | 'questionText' | 'day' | 'answers' | 'wrong' | 'wrongAnswers'
>;

/** The class's questions of the period, the highest share wrong first (then the most wrong), with their buckets' keys. */
export function difficultQuestions(buckets: readonly QuestionBucket[]) {
  const byQuestion = new Map<
    string,
    { text: string; answers: number; wrong: number; answersGiven: Map<string, number>; buckets: Set<string> }
  >();
  for (const b of buckets) {
    const q = b.question!;
    let row = byQuestion.get(q);
    if (!row)
      byQuestion.set(q, (row = { text: '', answers: 0, wrong: 0, answersGiven: new Map(), buckets: new Set() }));
    row.text = b.questionText || row.text;
    row.answers += b.answers;
    row.wrong += b.wrong ?? 0;
    row.buckets.add(b.day);
    for (const [a, n] of Object.entries(b.wrongAnswers ?? {}))
      row.answersGiven.set(a, (row.answersGiven.get(a) ?? 0) + n);
  }
  return [...byQuestion]
    .map(([q, row]) => ({
      question: { _id: q, question: row.text },
      answers: row.answers,
      wrong: row.wrong,
      wrongShare: row.answers ? Math.round((row.wrong / row.answers) * 10000) / 10000 : 0,
      wrongAnswers: rankedCounts(row.answersGiven).map(([answer, count]) => ({ answer, count })),
      buckets: [...row.buckets],
    }))
    .sort((x, y) => y.wrongShare - x.wrongShare || y.wrong - x.wrong || (x.question._id < y.question._id ? -1 : 1));
}

/**
 * One student's page for a period: answers and right answers per day, accuracy by knowledge type and
 * level, and their wrong answers (latest first), from their day buckets of the period.
 */
export async function studentReport(read: ReadStore, follower: FollowerDoc, days: readonly string[]) {
  const ids = days.map((d) => dayBucketId(follower.classroom, d, follower.student));
  const wrongIds = days.map((d) => wrongsId(follower.classroom, d, follower.student));
  const [found, help] = await Promise.all([
    read.getMany<ClassroomReportDoc>(classroomReportsCollection, [...ids, ...wrongIds]),
    helpOf(read, follower.classroom, follower.student),
  ]);
  const own = ids.map((id) => found.get(id)).filter((d): d is ClassroomReportDoc => !!d);
  const wrongDays = wrongIds.map((id) => found.get(id)).filter((d): d is ClassroomReportDoc => !!d);
  const byKnowledge = new Map<string, Counts>();
  for (const d of own)
    for (const [key, c] of Object.entries(d.byKnowledge ?? {})) {
      const sum = byKnowledge.get(key) ?? { answers: 0, correct: 0, points: 0 };
      byKnowledge.set(key, {
        answers: sum.answers + c.answers,
        correct: sum.correct + c.correct,
        points: sum.points + c.points,
      });
    }
  const wrong = wrongDays.flatMap((d) => d.wrongTries ?? []).sort((x, y) => y.position - x.position);
  const texts = await read.getMany<QuestionDoc>(questionsCollection, [...new Set(wrong.map((w) => w.question))]);
  return {
    follower: follower._id,
    student: follower.student,
    studentName: follower.studentName,
    answersOverTime: own.map((d) => ({ date: d.day, answers: d.answers, correct: d.correct })),
    accuracyByKnowledgeType: [...byKnowledge]
      .map(([key, c]) => {
        const [knowledgeType, level] = key.split('|');
        return { knowledgeType, level: Number(level), answers: c.answers, accuracy: percent(c) };
      })
      .sort((x, y) =>
        x.knowledgeType < y.knowledgeType ? -1 : x.knowledgeType > y.knowledgeType ? 1 : x.level - y.level,
      ),
    wrongAnswers: wrong.map((w) => ({
      question: { _id: w.question, question: w.questionText || texts.get(w.question)?.question || '' },
      answer: w.answer,
      at: w.at,
    })),
    needsHelp: needsHelp(help, { from: days[0] ?? '', to: days[days.length - 1] ?? '' }).get(follower.student) ?? [],
  };
}
