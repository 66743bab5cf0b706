import {
  daysOf,
  followerId,
  idParams,
  notFound,
  reportPeriod,
  reportQuery,
  reportStudentParams,
  type ClassroomReport,
  type ReportQuery,
} from '@lebe/domain';
import { route, type AnyRoute, type Request } from '../../platform/http/route';
import { sendCsv } from '../../platform/http/csv';
import {
  classroomGroupsCollection,
  followersCollection,
  lowestClassroomLevel,
  teacherOf,
  type ClassroomGroupDoc,
  type FollowerDoc,
} from '@lebe/projectors/classrooms';
import { classroomReport, studentReport } from '@lebe/projectors/reports';
import { abilitiesIn } from '@lebe/projectors/ability';
import type { AppDeps } from '../../platform/deps';

/** Issue 29: each student of the roster with their ability (θ ± SE) in the classroom's language. */
async function withAbilities(
  deps: AppDeps,
  report: ClassroomReport,
  classroom: { target_language?: string },
): Promise<ClassroomReport> {
  const language = classroom.target_language;
  const ids = report.students.flatMap((s) => (s.student ? [s.student] : []));
  if (!language || ids.length === 0) return report;
  const abilities = await abilitiesIn(deps.read, ids, language);
  return {
    ...report,
    students: report.students.map((s) => {
      const ability = s.student ? abilities.get(s.student) : undefined;
      return ability ? { ...s, ability } : s;
    }),
  };
}

/** A group's students, for a report filtered by it; 404 for a group not of this classroom. */
async function groupMembers(deps: AppDeps, classroom: string, group: string) {
  const doc = await deps.read.get<ClassroomGroupDoc>(classroomGroupsCollection, group);
  if (!doc || doc.classroom !== classroom) throw notFound('Group');
  return new Set(doc.members);
}

const levelsCell = (levels: Record<string, number>) =>
  Object.entries(levels)
    .map(([l, n]) => `${l} ${n}`)
    .join('; ');

/** The class CSV's students table: one row per student, one header. */
function studentsCsv(report: ClassroomReport) {
  const header = ['student', 'answers', 'accuracy', 'distinct questions', 'last active', 'level', 'needs help'];
  const rows = report.students.map((s) => [
    s.studentName,
    s.answers,
    s.accuracy,
    s.distinctQuestions,
    s.lastActive,
    levelsCell(s.levels),
    s.needsHelp.length,
  ]);
  return { header, rows };
}

/** The questions' CSV: one row per question answered in the period, the most difficult first. */
function questionsCsv(report: ClassroomReport) {
  const header = ['question', 'key', 'answers', 'wrong', 'accuracy', 'wrong answers'];
  const rows = report.difficultQuestions.map((q) => [
    q.question.question,
    (q.question.key ?? []).join('; '),
    q.answers,
    q.wrong,
    Math.round((1 - q.wrongShare) * 10000) / 100,
    q.wrongAnswers.map((w) => `${w.answer} (${w.count})`).join('; '),
  ]);
  return { header, rows };
}

/** The classroom the caller teaches and the report's days (from ?from= and ?to=, else the last 7). */
async function reportOf({ params, query, user, meta, deps }: Request<'user', { id: string }, ReportQuery, unknown>) {
  return { classroom: await teacherOf(deps.events, params.id, user), period: reportPeriod(query, meta.now) };
}

/**
 * A classroom's report over a period (issue 26 items 3, 5, 8): the roster with each student's figures
 * and the class's difficult questions; the teacher of the classroom only. `?format=csv`: the students as one
 * table, or with `&table=questions` the questions as another (issue 38).
 */
const report = route({
  method: 'get',
  path: '/api/classrooms/:id/report',
  access: 'user',
  params: idParams,
  query: reportQuery,
  async handler(request) {
    const { query, ctx, deps } = request;
    const { classroom, period } = await reportOf(request);
    const report = await classroomReport(deps.read, classroom._id, period, {
      language: classroom.target_language,
      startLevel: await lowestClassroomLevel(deps.read, classroom._id),
      teacher: classroom.user,
      only: query.group ? await groupMembers(deps, classroom._id, query.group) : undefined,
    });
    const result = await withAbilities(deps, report, classroom);
    if (query.format !== 'csv') return result;
    const questions = query.table === 'questions';
    const { header, rows } = questions ? questionsCsv(result) : studentsCsv(result);
    const name = `${classroom.classroomCode}-${questions ? 'questions' : 'students'}-${period.from}-${period.to}.csv`;
    sendCsv(ctx, name, header, rows);
  },
});

/** One student's page over a period: by their membership id (the roster's `follower`) or their user id. */
const student = route({
  method: 'get',
  path: '/api/classrooms/:id/report/students/:studentId',
  access: 'user',
  params: reportStudentParams,
  query: reportQuery,
  async handler(request) {
    const { params, query, ctx, deps } = request;
    const { classroom, period } = await reportOf(request);
    const follower =
      (await deps.read.get<FollowerDoc>(followersCollection, params.studentId)) ??
      (await deps.read.get<FollowerDoc>(followersCollection, followerId(classroom._id, params.studentId)));
    if (!follower || follower.classroom !== classroom._id) throw notFound('Student');
    const result = await studentReport(deps.read, follower, daysOf(period.from, period.to));
    if (query.format !== 'csv') return { from: period.from, to: period.to, ...result };
    const rows = [
      ...result.answersOverTime.map((d) => ['day', d.date, d.answers, d.correct, '', '', '', '']),
      ...result.accuracyByKnowledgeType.map((k) => [
        'knowledge',
        '',
        k.answers,
        '',
        k.knowledgeType,
        k.level,
        k.accuracy,
        '',
      ]),
      ...result.wrongAnswers.map((w) => [
        'wrong answer',
        w.at.slice(0, 10),
        '',
        '',
        w.question.question,
        '',
        '',
        w.answer,
      ]),
    ];
    const header = ['row', 'date', 'answers', 'correct', 'question or knowledge type', 'level', 'accuracy', 'answer'];
    sendCsv(ctx, `${follower.studentName || 'student'}-${period.from}-${period.to}.csv`, header, rows);
  },
});

export const reportRoutes: AnyRoute[] = [report, student];
