import {
  badRequest,
  createQuizBody,
  forbidden,
  idParams,
  newId,
  notFound,
  pageNumber,
  quizListQuery,
  quizStatus,
  quizSubmissionDecider,
  streams,
  type QuizCriteria,
} from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { commandOn, type CommandMeta } from '../../platform/commands';
import { pagedList } from '../../platform/http/paged-list';
import { assignedGroup, inGroup, isTeacher, memberOf, teacherOf } from '@lebe/projectors/classrooms';
import type { EventStore } from '@lebe/store';
import { pinnedVersion, quizScore, quizzesCollection, type QuizDoc } from '@lebe/projectors/quizzes';
import { quizEditRoutes } from './edit-routes';
import { chosenQuestions, drawFromBank } from './questions';
import { commandAndView, memberQuiz, teacherView } from './quiz-command';
import { quizReportRoute } from './report';
import { studentResults, studentStanding, studentView } from './student-view';

const create = route({
  method: 'post',
  path: '/api/quizzes',
  access: 'user',
  status: 201,
  body: createQuizBody,
  async handler({ body, user, meta, deps }) {
    const classroom = await teacherOf(deps.events, body.classroom, user);
    const group = await assignedGroup(deps.events, classroom._id, body.group);
    const criteria: QuizCriteria = {
      targetLanguage: body.targetLanguage,
      levels: [...new Set(body.levels)].sort((a, b) => a - b),
      questionTypes: body.questionTypes ?? [],
      knowledgeTypes: body.knowledgeTypes ?? [],
    };
    const questions = body.questions
      ? await chosenQuestions(deps.events, [...new Set(body.questions)], classroom._id, user._id)
      : await drawFromBank(deps.read, criteria, body.count);
    if (questions.length === 0) throw badRequest('No question of the bank fits these criteria');
    const quizId = newId();
    const command = {
      type: 'Create',
      quizId,
      classroom: classroom._id,
      owner: user._id,
      title: body.title,
      ...criteria,
      count: questions.length,
      order: body.order,
      questions: questions.map((q) => q._id),
      opensAt: body.opensAt ?? null,
      dueAt: body.dueAt ?? null,
      mode: body.mode,
      source: body.questions ? 'chosen' : 'drawn',
      group,
      ...(body.draft ? { draft: true } : {}),
    } as const;
    return commandAndView(deps, quizId, command, meta);
  },
});

/** Whether a student sees the quiz in their list: assigned, and open or past due. */
const listedForStudents = (q: QuizDoc, now: Date) => q.assigned && ['open', 'overdue'].includes(quizStatus(q, now));

/** Whether the quiz is for the student (issue 38): the whole class's, or their learner group's (by its stream). */
const forStudent = (events: EventStore, q: QuizDoc, user: { _id: string }) =>
  q.group ? inGroup(events, q.classroom, q.group, user) : Promise.resolve(true);

/**
 * A classroom's quizzes: its teacher sees every one (drafts too); a student the assigned ones that are open (or
 * past due, still taking answers), with their own progress; a test's score once they handed it in.
 */
const list = route({
  method: 'get',
  path: '/api/quizzes',
  access: 'user',
  query: quizListQuery.extend({ pageNumber }),
  async handler({ query, user, meta, deps }) {
    const classroom = await memberOf(deps.events, query.classroom, user);
    const teacher = isTeacher(classroom, user);
    const spec = { collection: quizzesCollection, where: { classroom: classroom._id }, pageSize: 100 } as const;
    const summary = ({ versions: _v, owner: _o, questions: _q, ...q }: QuizDoc) => ({
      ...q,
      mode: q.mode ?? 'practice',
      group: q.group ?? null,
      draft: !q.assigned,
      status: q.assigned ? quizStatus(q, meta.now) : 'draft',
    });
    return pagedList(deps.read, query, { ...spec, sort: ['createdAt', 'desc'] }, 'quizzes', async (docs: QuizDoc[]) => {
      if (teacher) return docs.map(summary);
      const listed = docs.filter((q) => listedForStudents(q, meta.now));
      const mine = await Promise.all(listed.map((q) => forStudent(deps.events, q, user)));
      const visible = listed.filter((_, i) => mine[i]);
      // The student's own progress as their streams hold it when the read models lag behind their last write.
      const ids = visible.map((q) => q._id);
      const results = await studentResults(deps, ids, user._id, meta.stale !== undefined);
      return visible.map((q) => {
        const result = results.get(q._id) ?? null;
        const { submitted, hidden } = studentStanding(q, result, user._id, meta.now);
        const { progress, answered, total, score } = quizScore(q, result);
        return { ...summary(q), count: total, progress, answered, submitted, ...(hidden ? {} : { score }) };
      });
    });
  },
});

/**
 * Whether the caller's read models lag behind their last write (the request's bounded wait, or its command's,
 * timed out): a quiz's reply then reads it all from the streams, so it has nothing stale to say.
 */
function answeredFromLog(meta: CommandMeta) {
  const lagging = meta.stale !== undefined;
  meta.stale = undefined;
  return lagging;
}

/**
 * A student's way into a quiz: not a draft (404: it does not exist for them), not another learner group's
 * (403), not before it opens (403); once closed, to see their own results only.
 */
async function openToStudent(events: EventStore, quiz: QuizDoc, user: { _id: string }, now: Date, closedToo = false) {
  if (!quiz.assigned) throw notFound('Quiz');
  if (!(await forStudent(events, quiz, user))) throw forbidden('This quiz is for another group of the classroom');
  const status = quizStatus(quiz, now);
  if (status === 'scheduled' || (status === 'closed' && !closedToo)) throw forbidden('This quiz is not open');
}

/**
 * One quiz: its teacher sees it whole; a student of its classroom sees it once it is open, the questions of
 * their version in their order ('random': shuffled once for them), with what they have answered (a test's
 * questions without their key until they hand it in).
 */
const details = route({
  method: 'get',
  path: '/api/quizzes/:id',
  access: 'user',
  params: idParams,
  async handler({ params, user, meta, deps }) {
    const { quiz, classroom } = await memberQuiz(deps.events, params.id, user);
    const fromLog = answeredFromLog(meta);
    if (isTeacher(classroom, user)) return teacherView(quiz, deps.read, meta.now, fromLog ? deps.events : undefined);
    await openToStudent(deps.events, quiz, user, meta.now, true);
    return studentView(deps, quiz, user._id, meta.now, fromLog);
  },
});

/**
 * Issue 38: a student hands a quiz in: it takes no more of their answers, and a test shows them their score and
 * each question's key. Handing in again changes nothing. The teacher hands in nothing (they try quizzes out).
 */
const submitCommand = commandOn((id: string) => id, quizSubmissionDecider);
const submit = route({
  method: 'post',
  path: '/api/quizzes/:id/submit',
  access: 'user',
  params: idParams,
  async handler({ params, user, meta, deps }) {
    const { quiz, classroom } = await memberQuiz(deps.events, params.id, user);
    if (isTeacher(classroom, user)) throw forbidden('Only a student of this classroom hands a quiz in');
    await openToStudent(deps.events, quiz, user, meta.now);
    // The version the student's answers pinned, decided from the log when the read model has not applied them.
    const version = await pinnedVersion(deps, quiz, user._id);
    const command = { type: 'Submit', quiz: quiz._id, student: user._id, version } as const;
    await submitCommand(deps, streams.quizSubmission(quiz._id, user._id), command, meta);
    return studentView(deps, quiz, user._id, meta.now, answeredFromLog(meta));
  },
});

export const quizRoutes: AnyRoute[] = [create, ...quizEditRoutes, list, details, submit, quizReportRoute];
