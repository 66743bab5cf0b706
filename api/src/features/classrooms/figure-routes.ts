import { classroomFigureQuery } from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { answerCount, classroomSummary, donut, questionCount } from '@lebe/projectors/dashboards';

type Figure = (doc: Awaited<ReturnType<typeof classroomSummary>>) => object;

/** GET /api/mydashboards/<name>?id=<classroom>: one figure of the caller's own answers in that classroom. */
function figureRoute(name: string, figure: Figure): AnyRoute {
  return route({
    method: 'get',
    path: `/api/mydashboards/${name}`,
    access: 'user',
    query: classroomFigureQuery,
    handler: async ({ query, user, deps }) => figure(await classroomSummary(deps.read, user._id, query.id)),
  });
}

export const classroomFigureRoutes: AnyRoute[] = [
  figureRoute('questioncount', (d) => ({ questionCount: questionCount(d) })),
  figureRoute('answercount', (d) => ({ answerCount: answerCount(d) })),
  figureRoute('overallaccuracy', (d) => donut(d)),
];
