import { anyAnswerBody, classroomAnswerBody, type RecordAnswerBody } from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import type { AppDeps } from '../../platform/deps';
import type { AuthUser } from '../../platform/auth/authenticate';
import { classroomHoldsQuestion, memberOf } from '@lebe/projectors/classrooms';
import { recordAnswer } from './record-answer';
import { type CommandMeta } from '../../platform/commands';

/** An answer from a classroom's practice: only by its teacher or students, to a question the classroom holds. */
async function recordClassroomAnswer(
  deps: AppDeps,
  user: AuthUser,
  answer: RecordAnswerBody,
  classroom: string,
  meta: CommandMeta,
) {
  await memberOf(deps.read, classroom, user);
  await classroomHoldsQuestion(deps.read, classroom, answer.question);
  return recordAnswer(deps, user._id, answer, classroom, meta);
}

export const practiceRoutes: AnyRoute[] = [
  route({
    method: 'post',
    path: '/api/dashboards',
    access: 'user',
    status: 201,
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
      const { classroom, ...answer } = body;
      return recordClassroomAnswer(deps, user, answer, classroom, meta);
    },
  }),
];
