import { followerId } from '@lebe/domain';
import type { ReadStore } from '@lebe/store';
import { followersCollection, type FollowerDoc } from '../classrooms/followers.projection';
import { questionsCollection, type QuestionDoc } from '../questions/question-bank.projection';
import { usersCollection, type UserDoc } from '../users/users.projection';
import {
  classroomReportsCollection,
  type ClassroomReportDoc,
  type Counts,
  type QuestionTries,
  dayBucketId,
  weekOf,
  wrongsId,
} from './classroom-report.projection';

/** Wrong tries at one question, not later answered right, that make a student need help (Kolibri's 4). */
export const needsHelpAfter = 4;
const most = 100_000;

export interface Period {
  from: string;
  to: string;
}

const percent = (c: { answers: number; points: number }) =>
  c.answers ? Math.round((c.points / c.answers) * 10000) / 100 : 0;

const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A period as bucket ranges: its whole weeks (Monday to Sunday) as week keys, and the days before and
 * after them as days. A month is then about four week buckets and a few days, not thirty days.
 */
export function periodRanges(period: Period): { gte: string; lte: string }[] {
  const monday = weekOf(period.from) === period.from ? period.from : shift(weekOf(period.from), 7);
  const lastMonday = shift(weekOf(shift(period.to, 1)), -7);
  if (lastMonday < monday) return [{ gte: period.from, lte: period.to }];
  const ranges = [{ gte: `w${monday}`, lte: `w${lastMonday}` }];
  if (period.from < monday) ranges.push({ gte: period.from, lte: shift(monday, -1) });
  if (shift(lastMonday, 6) < period.to) ranges.push({ gte: shift(lastMonday, 7), lte: period.to });
  return ranges;
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

/** The questions tried again and again without a right answer since: over the days in order. */
export function needsHelp(days: readonly { tries?: Record<string, QuestionTries> }[]): string[] {
  const streak = new Map<string, number>();
  for (const day of days)
    for (const [q, t] of Object.entries(day.tries ?? {})) streak.set(q, t.r ? t.tail : (streak.get(q) ?? 0) + t.w);
  return [...streak].filter(([, n]) => n >= needsHelpAfter).map(([q]) => q);
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
 * A classroom's report for a period (issue 26 item 8): each student's figures from their day buckets
 * and the class's questions ranked by share wrong from the question buckets. Reads the period's buckets,
 * the roster, the students' levels and the questions' texts: never an answer.
 */
export async function classroomReport(read: ReadStore, classroom: string, period: Period) {
  const [followers, days, questions, members] = await Promise.all([
    roster(read, classroom),
    bucketsOf(read, 'day', classroom, period),
    bucketsOf(read, 'question', classroom, period),
    read.find<ClassroomReportDoc>(classroomReportsCollection, {
      where: { kind: 'member', classroom },
      pageSize: most,
      skipTotal: true,
    }),
  ]);
  const users = await read.getMany<UserDoc>(
    usersCollection,
    followers.map((f) => f.student),
  );
  const lastAt = new Map(members.items.map((m) => [m.student, m.lastAt ?? null]));
  const daysBy = new Map<string, ClassroomReportDoc[]>();
  for (const d of days) daysBy.set(d.student, [...(daysBy.get(d.student) ?? []), d]);
  const students = followers.map((f) => {
    const own = daysBy.get(f.student) ?? [];
    const total = own.reduce((c, d) => ({ answers: c.answers + d.answers, points: c.points + d.points }), {
      answers: 0,
      points: 0,
    });
    const distinct = new Set(own.flatMap((d) => Object.keys(d.tries ?? {})));
    return {
      follower: f._id,
      student: f.student,
      studentName: f.studentName,
      answers: total.answers,
      accuracy: percent(total),
      distinctQuestions: distinct.size,
      lastActive: lastAt.get(f.student) ?? null,
      levels: users.get(f.student)?.userLevels ?? {},
      needsHelp: needsHelp(own),
    };
  });
  const names = new Map(followers.map((f) => [f.student, f.studentName]));
  return {
    from: period.from,
    to: period.to,
    students,
    difficultQuestions: difficultQuestions(questions, classroom, names, wrongTriesBy(days)),
  };
}

/** Each question's wrong tries per student, from the students' buckets of the period. */
export function wrongTriesBy(days: readonly ClassroomReportDoc[]) {
  const by = new Map<string, Map<string, number>>();
  for (const d of days)
    for (const [q, t] of Object.entries(d.tries ?? {})) {
      if (!t.w) continue;
      const row = by.get(q) ?? new Map<string, number>();
      row.set(d.student, (row.get(d.student) ?? 0) + t.w);
      by.set(q, row);
    }
  return by;
}

/** The class's questions of the period, the highest share wrong first (then the most wrong). */
export function difficultQuestions(
  buckets: ClassroomReportDoc[],
  classroom: string,
  names: Map<string, string>,
  wrongBy: Map<string, Map<string, number>> = new Map(),
) {
  const byQuestion = new Map<
    string,
    { text: string; answers: number; wrong: number; answersGiven: Map<string, number>; by: Map<string, number> }
  >();
  for (const b of buckets) {
    const q = b.question!;
    const row = byQuestion.get(q) ?? {
      text: '',
      answers: 0,
      wrong: 0,
      answersGiven: new Map(),
      by: new Map(wrongBy.get(q) ?? []),
    };
    row.text = b.questionText || row.text;
    row.answers += b.answers;
    row.wrong += b.wrong ?? 0;
    for (const [a, n] of Object.entries(b.wrongAnswers ?? {}))
      row.answersGiven.set(a, (row.answersGiven.get(a) ?? 0) + n);
    for (const [s, n] of Object.entries(b.wrongBy ?? {})) row.by.set(s, (row.by.get(s) ?? 0) + n);
    byQuestion.set(q, row);
  }
  const ranked = (m: Map<string, number>) =>
    [...m].filter(([, n]) => n > 0).sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  return [...byQuestion]
    .map(([q, row]) => ({
      question: { _id: q, question: row.text },
      answers: row.answers,
      wrong: row.wrong,
      wrongShare: row.answers ? Math.round((row.wrong / row.answers) * 10000) / 10000 : 0,
      wrongAnswers: ranked(row.answersGiven).map(([answer, count]) => ({ answer, count })),
      wrongBy: ranked(row.by).map(([student, count]) => ({
        follower: followerId(classroom, student),
        studentName: names.get(student) ?? '',
        count,
      })),
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
  const found = await read.getMany<ClassroomReportDoc>(classroomReportsCollection, [...ids, ...wrongIds]);
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
    needsHelp: needsHelp(own),
  };
}
