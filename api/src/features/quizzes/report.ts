import { idParams, quizHandedIn, quizReportQuery } from '@lebe/domain';
import { route } from '../../platform/http/route';
import { sendCsv } from '../../platform/http/csv';
import { followersCollection, teacherOf, type FollowerDoc } from '@lebe/projectors/classrooms';
import {
  loadQuiz,
  questionsAnsweredAt,
  quizResults,
  quizScore,
  type QuizDoc,
  type QuizResultDoc,
} from '@lebe/projectors/quizzes';
import { questionsCollection, type QuestionDoc } from '@lebe/projectors/questions';
import type { ReadStore } from '@lebe/store';
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

/**
 * A quiz's report: each student of the classroom with their score at the version they answered (a swap
 * made after they started does not change what they are scored on), and each question's results, the
 * highest share wrong first, with the wrong answers given, the most common first.
 */
export async function quizReport(read: ReadStore, quiz: QuizDoc, now: Date) {
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
  const students = followers.items.map((f) => {
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
  const questions = results.questions
    .map((q) => ({
      question: { _id: q.question!, question: q.questionText ?? '' },
      inCurrentVersion: quiz.questions.includes(q.question!),
      answers: q.answered ?? 0,
      wrong: q.wrong ?? 0,
      wrongShare: q.answered ? Math.round(((q.wrong ?? 0) / q.answered) * 10000) / 10000 : 0,
      wrongAnswers: Object.entries(q.wrongAnswers ?? {})
        .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
        .map(([answer, count]) => ({ answer, count })),
    }))
    .sort((x, y) => y.wrongShare - x.wrongShare || y.wrong - x.wrong);
  return {
    quiz: {
      _id: quiz._id,
      title: quiz.title,
      version: quiz.version,
      count: quiz.count,
      dueAt: quiz.dueAt,
      mode: quiz.mode ?? 'practice',
    },
    columns,
    students,
    questions,
  };
}

export const quizReportRoute = route({
  method: 'get',
  path: '/api/quizzes/:id/report',
  access: 'user',
  params: idParams,
  query: quizReportQuery,
  async handler({ params, query, user, ctx, deps, meta }) {
    const quiz = await loadQuiz(deps.events, params.id);
    await teacherOf(deps.events, quiz.classroom, user);
    const report = await quizReport(deps.read, quiz, meta.now);
    if (query.format !== 'csv') return report;
    const { header, rows } = query.table === 'questions' ? questionsCsv(report) : gridCsv(report);
    const suffix = query.table === 'questions' ? '-questions' : '';
    sendCsv(ctx, `${quiz.title}${suffix}.csv`, header, rows);
  },
});
