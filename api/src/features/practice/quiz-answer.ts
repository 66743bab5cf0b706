import { forbidden, missing, quizHandedIn, quizStatus, streams } from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { inGroup, isTeacher, loadClassroom } from '@lebe/projectors/classrooms';
import { loadQuiz, pinnedVersion, questionsAnsweredAt } from '@lebe/projectors/quizzes';

/**
 * What an answer in a quiz is recorded with: the quiz, and the version of its list the learner answers
 * (pinned at their first answer: a question swapped later does not change what they were asked). The
 * quiz must belong to the classroom and be open (a draft does not exist for students), and be for the learner's
 * group if it is assigned to one (issue 38); the question must be
 * in the learner's version; a learner who handed it in (or a test past its due date) answers no more.
 * `test`: the reply keeps the grade and the key to itself (issue 38).
 */
export async function quizAnswerContext(
  deps: AppDeps,
  classroom: string,
  quizId: string,
  question: string,
  user: { _id: string },
  now: Date,
) {
  const quiz = await loadQuiz(deps.events, quizId);
  if (quiz.classroom !== classroom) throw missing('Quiz not found in this classroom');
  const teacher = isTeacher(await loadClassroom(deps.events, classroom), user);
  const status = quizStatus(quiz, now);
  if (!teacher && !quiz.assigned) throw missing('Quiz not found');
  if (!teacher && quiz.group && !(await inGroup(deps.events, classroom, quiz.group, user)))
    throw forbidden('This quiz is for another group of the classroom');
  if (!teacher && status === 'scheduled') throw forbidden('This quiz is not open yet');
  if (status === 'closed') throw forbidden('This quiz is closed');
  // Decided from the write side: an answer sent just after the hand-in is refused, and one just after the
  // learner's first is taken at the version that first answer pinned, whatever the read models reached.
  const [version, handIn] = await Promise.all([
    pinnedVersion(deps, quiz, user._id),
    deps.events.readStream(streams.quizSubmission(quizId, user._id)),
  ]);
  if (!teacher && handIn.length) throw forbidden('You have handed this quiz in');
  if (!teacher && quizHandedIn(quiz, null, now)) throw forbidden('This test is past its due date');
  if (!questionsAnsweredAt(quiz, { version }).includes(question)) throw missing('Question not found in this quiz');
  return { quiz: quizId, quizVersion: version, test: quiz.mode === 'test' };
}
