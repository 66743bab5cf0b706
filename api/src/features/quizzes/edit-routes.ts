import { badRequest, DomainError, quizAddBody, quizAssignBody, quizSwapBody, quizSwapParams } from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import type { AnyRoute } from '../../platform/http/route';
import type { QuizDoc } from '@lebe/projectors/quizzes';
import { assignedGroup } from '@lebe/projectors/classrooms';
import { chosenQuestions, drawFromBank, drawFromChosen, fits } from './questions';
import { commandAndView, criteriaOf, ownedQuiz } from './quiz-command';

/**
 * A question for the quiz: the one given (which must be the teacher's, the classroom's or the bank's, and in a
 * drawn quiz fit its criteria), or one drawn from the quiz's own source (issue 38: a drawn quiz from the bank
 * by its criteria, a hand-picked one from the teacher's and the classroom's questions).
 */
async function questionFor(
  { read, events }: Pick<AppDeps, 'read' | 'events'>,
  quiz: QuizDoc,
  teacher: string,
  given: string | undefined,
) {
  const drawn = (quiz.source ?? 'drawn') === 'drawn';
  if (given) {
    const [q] = await chosenQuestions(events, [given], quiz.classroom, teacher);
    if (drawn && !fits(q, criteriaOf(quiz)))
      throw badRequest('That question does not fit this quiz (language, level or type)');
    return q._id;
  }
  const avoid = new Set(quiz.questions);
  // Drawn from read models that may lag: one deleted, flagged or taken out of the classroom since is checked on
  // its stream and set aside, and another drawn.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [q] = drawn
      ? await drawFromBank(read, criteriaOf(quiz), 1, avoid)
      : [await drawFromChosen(read, quiz, avoid)];
    if (!q) break;
    if (await mayUse(events, q._id, quiz.classroom, teacher)) return q._id;
    avoid.add(q._id);
  }
  throw badRequest(
    drawn
      ? 'No other question of the bank fits this quiz'
      : 'No other question of yours or of this classroom is left to use',
  );
}

/** Whether the teacher may put the question in a quiz of the classroom, as its stream (and the classroom's) hold it now. */
async function mayUse(events: AppDeps['events'], id: string, classroom: string, teacher: string) {
  try {
    await chosenQuestions(events, [id], classroom, teacher);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** Swaps one question for another: the one given, or one drawn from the quiz's source. */
const swap = ownedQuiz({
  method: 'put',
  path: '/api/quizzes/:id/questions/:questionId',
  params: quizSwapParams,
  body: quizSwapBody,
  async handler({ params, body, user, meta, deps }, quiz) {
    const to = await questionFor(deps, quiz, user._id, body.question);
    return commandAndView(deps, quiz._id, { type: 'Swap', by: user._id, from: params.questionId, to }, meta);
  },
});

/** Issue 38: a draft's questions are added (given, or drawn from its source) and removed. */
const add = ownedQuiz({
  method: 'post',
  path: '/api/quizzes/:id/questions',
  body: quizAddBody,
  async handler({ body, user, meta, deps }, quiz) {
    const question = await questionFor(deps, quiz, user._id, body.question);
    return commandAndView(deps, quiz._id, { type: 'Add', by: user._id, question }, meta);
  },
});

const remove = ownedQuiz({
  method: 'delete',
  path: '/api/quizzes/:id/questions/:questionId',
  params: quizSwapParams,
  async handler({ params, user, meta, deps }, quiz) {
    return commandAndView(deps, quiz._id, { type: 'Remove', by: user._id, question: params.questionId }, meta);
  },
});

/** Publishes a draft to its classroom, or one learner group of it (or sets an assigned quiz's dates and audience anew). */
const assign = ownedQuiz({
  method: 'post',
  path: '/api/quizzes/:id/assign',
  body: quizAssignBody,
  async handler({ body, user, meta, deps }, quiz) {
    const group = await assignedGroup(deps.events, quiz.classroom, body.group);
    return commandAndView(deps, quiz._id, { type: 'Assign', by: user._id, ...body, group }, meta);
  },
});

const close = ownedQuiz({
  method: 'post',
  path: '/api/quizzes/:id/close',
  async handler({ user, meta, deps }, quiz) {
    return commandAndView(deps, quiz._id, { type: 'Close', by: user._id }, meta);
  },
});

export const quizEditRoutes: AnyRoute[] = [swap, add, remove, assign, close];
