import { anyAnswerBody, classroomAnswerBody, language, type RecordAnswerBody } from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import type { AppDeps } from '../../platform/deps';
import type { AuthUser } from '../../platform/auth/authenticate';
import {
  classroomHoldsQuestion,
  classroomRoundSize,
  isTeacher,
  memberOf,
  practiceAudience,
} from '@lebe/projectors/classrooms';
import { quizAnswerContext } from './quiz-answer';
import { recordAnswer, reportedReadModels } from './record-answer';
import { type CommandMeta } from '../../platform/commands';

/**
 * An answer from a classroom's practice (or one of its quizzes): only by its teacher or students, to a
 * question the classroom (or the quiz, at the version the learner answers) holds. It counts in the
 * classroom's language (issue 26: a French classroom's answers are French in the learner's dashboards).
 */
async function recordClassroomAnswer(
  deps: AppDeps,
  user: AuthUser,
  answer: RecordAnswerBody,
  classroomId: string,
  meta: CommandMeta,
  quizId?: string,
) {
  const classroom = await memberOf(deps.events, classroomId, user);
  const quiz = quizId ? await quizAnswerContext(deps, classroomId, quizId, answer.question, user, meta.now) : null;
  const teacher = isTeacher(classroom, user);
  if (!quiz) await classroomHoldsQuestion(deps.events, classroomId, answer.question, user, teacher);
  const audience = quiz ? null : await practiceAudience(deps.read, classroom, user);
  const inLanguage = language(classroom.target_language) ? classroom.target_language : undefined;
  const recorded = await recordAnswer(deps, user._id, answer, classroomId, meta, {
    language: quiz ? undefined : inLanguage,
    ...quiz,
    roundSize: quiz ? undefined : (level: number) => classroomRoundSize(deps.read, classroomId, level, audience),
  });
  return quiz?.test ? keptToItself(recorded) : recorded;
}

/** A test's answer (issue 38): the reply says it was recorded, never whether it was right nor what the key is. */
function keptToItself(answer: Awaited<ReturnType<typeof recordAnswer>>) {
  const { question, answer: given, language: lang, level, classroom, quiz, quizVersion } = answer;
  return { question, answer: given, language: lang, level, classroom, quiz, quizVersion };
}

export const practiceRoutes: AnyRoute[] = [
  route({
    method: 'post',
    path: '/api/dashboards',
    access: 'user',
    status: 201,
    // The next answer waits for the learner's last one in what it reads only, not in every dashboard.
    reads: reportedReadModels,
    // SPEC §3: an answer record carries its classroom when it comes from classroom practice. A client
    // that sends it here rather than to /api/mydashboards is counted in that classroom all the same.
    body: anyAnswerBody,
    handler: ({ body, user, meta, deps }) => {
      const { classroom, ...answer } = body;
      return classroom
        ? recordClassroomAnswer(deps, user, answer, classroom, meta)
        : recordAnswer(deps, user._id, answer, null, meta);
    },
  }),
  route({
    method: 'post',
    path: '/api/mydashboards',
    access: 'user',
    status: 201,
    body: classroomAnswerBody,
    handler: ({ body, user, meta, deps }) => {
      const { classroom, quiz, ...answer } = body;
      return recordClassroomAnswer(deps, user, answer, classroom, meta, quiz);
    },
  }),
];
