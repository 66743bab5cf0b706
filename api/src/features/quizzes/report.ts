import { quizHandedIn, quizReportQuery, type QuizReport } from '@lebe/domain';
import { sendCsv } from '../../platform/http/csv';
import { followersCollection, groupFromLog, groupMembersOf, type FollowerDoc } from '@lebe/projectors/classrooms';
import {
  questionsAnsweredAt,
  quizResults,
  quizScore,
  type QuizDoc,
  type QuizResultDoc,
} from '@lebe/projectors/quizzes';
import { questionsCollection, type QuestionDoc } from '@lebe/projectors/questions';
import type { EventStore, ReadStore } from '@lebe/store';
import { ownedQuiz } from './quiz-command';
import { cellResult } from './student-view';
import { gridCsv, questionsCsv } from './report-csv';

/**
 * The learner × question grid (issue 38): the current list's questions, then those swapped out that someone
 * answered; each student's cell says right, partly right, wrong (with the answer given), not answered, or not
 * asked (not in the version they answer).
 */
async function grid(read: ReadStore, quiz: QuizDoc, answered: readonly string[]) {
  const ids = [...new Set([...quiz.questions, ...answered])];
  const docs = await read.getMany<QuestionDoc>(questionsCollection, ids);
  const columns = ids.map((id) => ({ _id: id, question: docs.get(id)?.question ?? '' }));
  const cells = (result: QuizResultDoc | null) => {
    const asked = new Set(questionsAnsweredAt(quiz, result));
    return ids.map((question) => {
      const a = result?.answers?.[question];
      if (!asked.has(question)) return { question, result: 'not asked', answer: null };
      return { question, result: cellResult(a), answer: a?.answer ?? null };
    });
  };
  return { columns, cells };
}

/** Each question's answers by the students shown, summed from their tallies: the highest share wrong first. */
function questionRows(quiz: QuizDoc, questions: QuizResultDoc[], shown: (QuizResultDoc | null)[]) {
  return questions
    .map((q) => {
      const id = q.question!;
      const tallies = shown.flatMap((r) => (r?.tries?.[id] ? [r.tries[id]] : []));
      const answers = tallies.reduce((n, t) => n + t.answered, 0);
      const wrong = tallies.reduce((n, t) => n + t.wrong, 0);
      const given = new Map<string, number>();
      for (const t of tallies)
        for (const [answer, count] of Object.entries(t.wrongAnswers))
          given.set(answer, (given.get(answer) ?? 0) + count);
      return {
        question: { _id: id, question: q.questionText ?? '' },
        inCurrentVersion: quiz.questions.includes(id),
        answers,
        wrong,
        wrongShare: answers ? Math.round((wrong / answers) * 10000) / 10000 : 0,
        wrongAnswers: [...given]
          .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
          .map(([answer, count]) => ({ answer, count })),
      };
    })
    .filter((row) => row.answers > 0)
    .sort((x, y) => y.wrongShare - x.wrongShare || y.wrong - x.wrong);
}

/**
 * A quiz's report: each student it is for (the classroom's, or its learner group's; `members`: only these, a
 * group the teacher filters by) with their score at the version they answered (a swap made after they started
 * does not change what they are scored on), and each question's results as those students answered it, the
 * highest share wrong first, with the wrong answers given, the most common first.
 */
export async function quizReport(
  read: ReadStore,
  quiz: QuizDoc,
  now: Date,
  members: ReadonlySet<string> | null,
): Promise<QuizReport> {
  const [followers, results] = await Promise.all([
    read.find<FollowerDoc>(followersCollection, {
      where: { classroom: quiz.classroom },
      sort: [['studentName', 'asc']],
      pageSize: 1000,
      skipTotal: true,
    }),
    quizResults(read, quiz._id),
  ]);
  const byStudent = new Map(results.students.map((r) => [r.student, r]));
  const { columns, cells } = await grid(
    read,
    quiz,
    results.questions.map((q) => q.question!),
  );
  const shown = members ? followers.items.filter((f) => members.has(f.student)) : followers.items;
  const students = shown.map((f) => {
    const result = byStudent.get(f.student) ?? null;
    return {
      follower: f._id,
      student: f.student,
      studentName: f.studentName,
      ...quizScore(quiz, result),
      lastAnswerAt: result?.lastAt ?? null,
      submitted: quizHandedIn(quiz, result?.submittedAt, now),
      submittedAt: result?.submittedAt ?? null,
      cells: cells(result),
    };
  });
  const questions = questionRows(
    quiz,
    results.questions,
    shown.map((f) => byStudent.get(f.student) ?? null),
  );
  return {
    quiz: {
      _id: quiz._id,
      title: quiz.title,
      version: quiz.version,
      count: quiz.count,
      dueAt: quiz.dueAt,
      mode: quiz.mode ?? 'practice',
      classroom: quiz.classroom,
      group: quiz.group ?? null,
    },
    columns,
    students,
    questions,
  };
}

/**
 * Whose results the report shows (issue 38), from the groups' streams: the quiz's learner group's students, and
 * of them those of the group asked for (`?group=`: 404 for a group not of this classroom); null: the whole class.
 */
async function reportedMembers(events: EventStore, quiz: QuizDoc, filter: string | undefined) {
  const asked = filter ? await groupMembersOf(events, quiz.classroom, filter) : null;
  if (!quiz.group) return asked;
  const own = await groupFromLog(events, quiz.group);
  // The quiz's group was deleted: no one is left to report on.
  const members = own && own.classroom === quiz.classroom ? own.members : [];
  return new Set(members.filter((m) => !asked || asked.has(m)));
}

export const quizReportRoute = ownedQuiz({
  method: 'get',
  path: '/api/quizzes/:id/report',
  query: quizReportQuery,
  async handler({ query, ctx, deps, meta }, quiz) {
    const report = await quizReport(deps.read, quiz, meta.now, await reportedMembers(deps.events, quiz, query.group));
    if (query.format !== 'csv') return report;
    const { header, rows } = query.table === 'questions' ? questionsCsv(report) : gridCsv(report);
    const suffix = query.table === 'questions' ? '-questions' : '';
    sendCsv(ctx, `${quiz.title}${suffix}.csv`, header, rows);
  },
});
