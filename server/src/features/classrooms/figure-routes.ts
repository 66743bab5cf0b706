import { z } from 'zod';
import { summaryId, type DashboardDoc } from './dashboards.projection';
import * as figures from './figures';
import { route, type AnyRoute } from '../../platform/http/route';
import { HttpError } from '../../platform/http/errors';
import { memberOf } from '../classrooms/commands';
import { classroomQuestionId } from '../classrooms/classroom-questions.projection';
import type { AppDeps } from '../../platform/deps';
import type { AuthUser } from '../../platform/auth/authenticate';
import type { CommandMeta } from '../../platform/commands/command-handler';
import { answerBody, recordAnswer } from '../practice/record-answer';

type Figure = (doc: DashboardDoc | null) => object;

/** An answer from a classroom's practice: only by its teacher or students, to a question the classroom holds. */
export async function recordClassroomAnswer(
  deps: AppDeps,
  user: AuthUser,
  answer: z.infer<typeof answerBody>,
  classroom: string,
  meta: CommandMeta,
) {
  await memberOf(deps, classroom, user);
  const inClassroom = await deps.read.get('classroom_questions', classroomQuestionId(classroom, answer.question));
  if (!inClassroom) throw new HttpError(404, 'Question not found in this classroom');
  return recordAnswer(deps, user._id, answer, classroom, meta);
}

/** GET /api/mydashboards/<name>?id=<classroom>: one figure of the caller's own answers in that classroom. */
function figureRoute(name: string, figure: Figure): AnyRoute {
  return route({
    method: 'get',
    path: `/api/mydashboards/${name}`,
    access: 'user',
    query: z.object({ id: z.string().min(1, 'id (the classroom) is required').max(64) }),
    async handler({ query, user, deps }) {
      return figure(await deps.read.get<DashboardDoc>('dashboards', summaryId(user._id, 'classroom', query.id)));
    },
  });
}

export const classroomDashboardRoutes: AnyRoute[] = [
  route({
    method: 'post',
    path: '/api/mydashboards',
    access: 'user',
    status: 201,
    body: answerBody.and(z.object({ classroom: z.string().min(1, 'classroom is required').max(64) })),
    async handler({ body, user, meta, deps }) {
      const { classroom, ...answer } = body;
      return recordClassroomAnswer(deps, user, answer, classroom, meta);
    },
  }),
  figureRoute('questioncount', (d) => ({ questionCount: figures.questionCount(d) })),
  figureRoute('answercount', (d) => ({ answerCount: figures.answerCount(d) })),
  figureRoute('overallaccuracy', (d) => figures.donut(d)),
];
