import { z } from 'zod';
import { summaryId, type DashboardDoc } from '@lebe/projectors';
import * as figures from '@lebe/projectors';
import { route, type AnyRoute } from '../http/route';
import { HttpError } from '../http/errors';
import { memberOf } from '../classrooms/classroom-commands';
import { classroomQuestionId } from '@lebe/projectors';
import { answerBody, recordAnswer } from './record-answer';

type Figure = (doc: DashboardDoc | null) => object;

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
      await memberOf(deps, classroom, user);
      const inClassroom = await deps.read.get('classroom_questions', classroomQuestionId(classroom, answer.question));
      if (!inClassroom) throw new HttpError(404, 'Question not found in this classroom');
      return recordAnswer(deps, user._id, answer, classroom, meta);
    },
  }),
  figureRoute('questioncount', (d) => ({ questionCount: figures.questionCount(d) })),
  figureRoute('answercount', (d) => ({ answerCount: figures.answerCount(d) })),
  figureRoute('overallaccuracy', (d) => figures.donut(d)),
];
