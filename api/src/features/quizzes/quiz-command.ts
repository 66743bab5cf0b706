import { quizDecider, quizStatus, streams, type QuizCriteria } from '@lebe/domain';
import type { EventStore, ReadStore } from '@lebe/store';
import { commandOn } from '../../platform/commands';
import { memberOf, teacherOf } from '@lebe/projectors/classrooms';
import { loadQuiz, type QuizDoc } from '@lebe/projectors/quizzes';
import { guardedRoute } from '../../platform/http/route';
import { showQuestions } from './questions';

/** A quiz is its own stream: created (or drafted), its questions changed, assigned, closed (issues 26, 38). */
export const quizCommand = commandOn(streams.quiz, quizDecider);

/** Decides a command on the quiz, then answers with the quiz as its teacher now sees it. */
export async function commandAndView(
  deps: Parameters<typeof quizCommand>[0] & { read: ReadStore },
  id: string,
  command: Parameters<typeof quizCommand>[2],
  meta: Parameters<typeof quizCommand>[3],
) {
  await quizCommand(deps, id, command, meta);
  return teacherView(await loadQuiz(deps.events, id), deps.read, meta.now, deps.events);
}

export const criteriaOf = (q: QuizDoc): QuizCriteria => ({
  targetLanguage: q.targetLanguage,
  levels: q.levels,
  questionTypes: q.questionTypes as QuizCriteria['questionTypes'],
  knowledgeTypes: q.knowledgeTypes as QuizCriteria['knowledgeTypes'],
});

/**
 * A quiz as its teacher sees it: everything, the questions whole, its status now ('draft' until assigned). A
 * write's reply passes `events`: its questions then come from their streams (see showQuestions).
 */
export async function teacherView(quiz: QuizDoc, read: ReadStore, now: Date, events?: EventStore) {
  const { versions: _versions, owner: _owner, ...rest } = quiz;
  return {
    ...rest,
    mode: quiz.mode ?? 'practice',
    source: quiz.source ?? 'drawn',
    draft: !quiz.assigned,
    status: quiz.assigned ? quizStatus(quiz, now) : 'draft',
    questions: await showQuestions(read, quiz.questions, events),
  };
}

/** The quiz the caller teaches (its classroom's teacher), else 403. */
export async function ownQuiz(events: EventStore, id: string, user: { _id: string }) {
  const quiz = await loadQuiz(events, id);
  await teacherOf(events, quiz.classroom, user);
  return quiz;
}

/** A route of a quiz the caller set (`:id`); the handler gets the quiz, another's is refused. */
export const ownedQuiz = guardedRoute(({ params, user, deps }) => ownQuiz(deps.events, params.id, user));

/** The quiz and its classroom, which the caller teaches or learns in, else 403. */
export async function memberQuiz(events: EventStore, id: string, user: { _id: string; isAdmin: boolean }) {
  const quiz = await loadQuiz(events, id);
  return { quiz, classroom: await memberOf(events, quiz.classroom, user) };
}
