import {
  badRequest,
  createQuizBody,
  forbidden,
  idParams,
  newId,
  pageNumber,
  quizAssignBody,
  quizDecider,
  quizListQuery,
  quizOrderFor,
  quizStatus,
  quizSwapBody,
  quizSwapParams,
  streams,
  type QuizCriteria,
} from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { commandOn } from '../../platform/commands';
import { pagedList } from '../../platform/http/paged-list';
import { isTeacher, memberOf, teacherOf } from '@lebe/projectors/classrooms';
import {
  loadQuiz,
  questionsAnsweredAt,
  quizResultOf,
  quizScore,
  quizzesCollection,
  type QuizDoc,
} from '@lebe/projectors/quizzes';
import { chosenQuestions, drawFromBank, fits, showQuestions } from './questions';
import { quizReportRoute } from './report';

/** A quiz is its own stream: created, a question swapped, assigned, closed (issue 26 item 4). */
const quizCommand = commandOn(streams.quiz, quizDecider);
const criteriaOf = (q: QuizDoc): QuizCriteria => ({
  targetLanguage: q.targetLanguage,
  levels: q.levels,
  questionTypes: q.questionTypes as QuizCriteria['questionTypes'],
  knowledgeTypes: q.knowledgeTypes as QuizCriteria['knowledgeTypes'],
});

/** A quiz as its teacher sees it: everything, the questions whole, its status now. */
async function teacherView(quiz: QuizDoc, read: Parameters<typeof showQuestions>[0], now: Date) {
  const { versions: _versions, owner: _owner, ...rest } = quiz;
  return { ...rest, status: quizStatus(quiz, now), questions: await showQuestions(read, quiz.questions) };
}

/** The quiz the caller teaches (its classroom's teacher), else 403. */
async function ownQuiz(events: Parameters<typeof loadQuiz>[0], id: string, user: { _id: string }) {
  const quiz = await loadQuiz(events, id);
  await teacherOf(events, quiz.classroom, user);
  return quiz;
}

const create = route({
  method: 'post',
  path: '/api/quizzes',
  access: 'user',
  status: 201,
  body: createQuizBody,
  async handler({ body, user, meta, deps }) {
    const classroom = await teacherOf(deps.events, body.classroom, user);
    const criteria: QuizCriteria = {
      targetLanguage: body.targetLanguage,
      levels: [...new Set(body.levels)].sort((a, b) => a - b),
      questionTypes: body.questionTypes ?? [],
      knowledgeTypes: body.knowledgeTypes ?? [],
    };
    const questions = body.questions
      ? await chosenQuestions(deps.read, [...new Set(body.questions)], classroom._id, user._id)
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
    } as const;
    await quizCommand(deps, quizId, command, meta);
    return teacherView(await loadQuiz(deps.events, quizId), deps.read, meta.now);
  },
});

/** Swaps one question for another that fits the quiz: the one given, or one drawn from the bank. */
const swap = route({
  method: 'put',
  path: '/api/quizzes/:id/questions/:questionId',
  access: 'user',
  params: quizSwapParams,
  body: quizSwapBody,
  async handler({ params, body, user, meta, deps }) {
    const quiz = await ownQuiz(deps.events, params.id, user);
    const criteria = criteriaOf(quiz);
    let to: string;
    if (body.question) {
      const [q] = await chosenQuestions(deps.read, [body.question], quiz.classroom, user._id);
      if (!fits(q, criteria)) throw badRequest('That question does not fit this quiz (language, level or type)');
      to = q._id;
    } else {
      const [q] = await drawFromBank(deps.read, criteria, 1, new Set(quiz.questions));
      if (!q) throw badRequest('No other question of the bank fits this quiz');
      to = q._id;
    }
    await quizCommand(deps, quiz._id, { type: 'Swap', by: user._id, from: params.questionId, to }, meta);
    return teacherView(await loadQuiz(deps.events, quiz._id), deps.read, meta.now);
  },
});

const assign = route({
  method: 'post',
  path: '/api/quizzes/:id/assign',
  access: 'user',
  params: idParams,
  body: quizAssignBody,
  async handler({ params, body, user, meta, deps }) {
    const quiz = await ownQuiz(deps.events, params.id, user);
    const command = { type: 'Assign', by: user._id, opensAt: body.opensAt ?? null, dueAt: body.dueAt ?? null } as const;
    await quizCommand(deps, quiz._id, command, meta);
    return teacherView(await loadQuiz(deps.events, quiz._id), deps.read, meta.now);
  },
});

const close = route({
  method: 'post',
  path: '/api/quizzes/:id/close',
  access: 'user',
  params: idParams,
  async handler({ params, user, meta, deps }) {
    const quiz = await ownQuiz(deps.events, params.id, user);
    await quizCommand(deps, quiz._id, { type: 'Close', by: user._id }, meta);
    return teacherView(await loadQuiz(deps.events, quiz._id), deps.read, meta.now);
  },
});

/**
 * A classroom's quizzes: its teacher sees every one; a student the assigned ones that are open (or past
 * due, still taking answers), with their own progress.
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
      status: quizStatus(q, meta.now),
    });
    return pagedList(deps.read, query, { ...spec, sort: ['createdAt', 'desc'] }, 'quizzes', async (docs: QuizDoc[]) => {
      if (teacher) return docs.map(summary);
      const visible = docs.filter((q) => q.assigned && ['open', 'overdue'].includes(quizStatus(q, meta.now)));
      return Promise.all(
        visible.map(async (q) => {
          const { progress, answered, total, score } = quizScore(q, await quizResultOf(deps.read, q._id, user._id));
          return { ...summary(q), count: total, progress, answered, score };
        }),
      );
    });
  },
});

/**
 * One quiz: its teacher sees it whole; a student of its classroom sees it once it is open, the questions
 * of their version in their order ('random': shuffled once for them), with what they have answered.
 */
const details = route({
  method: 'get',
  path: '/api/quizzes/:id',
  access: 'user',
  params: idParams,
  async handler({ params, user, meta, deps }) {
    const quiz = await loadQuiz(deps.events, params.id);
    const classroom = await memberOf(deps.events, quiz.classroom, user);
    if (isTeacher(classroom, user)) return teacherView(quiz, deps.read, meta.now);
    const status = quizStatus(quiz, meta.now);
    if (!quiz.assigned || status === 'scheduled' || status === 'closed') throw forbidden('This quiz is not open');
    const result = await quizResultOf(deps.read, quiz._id, user._id);
    const ids = quizOrderFor(questionsAnsweredAt(quiz, result), quiz.order, `${quiz._id}:${user._id}`);
    const { versions: _v, owner: _o, ...rest } = quiz;
    return {
      ...rest,
      status,
      ...quizScore(quiz, result),
      questions: await showQuestions(deps.read, ids),
      answeredQuestions: Object.keys(result?.answers ?? {}).filter((q) => ids.includes(q)),
    };
  },
});

export const quizRoutes: AnyRoute[] = [create, swap, assign, close, list, details, quizReportRoute];
