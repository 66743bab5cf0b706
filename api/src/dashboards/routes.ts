import { route, type AnyRoute } from '../http/route';
import { answerBody, recordAnswer } from './record-answer';

export const dashboardRoutes: AnyRoute[] = [
  route({
    method: 'post',
    path: '/api/dashboards',
    access: 'user',
    status: 201,
    body: answerBody,
    handler: ({ body, user, meta, deps }) => recordAnswer(deps, user._id, body, null, meta),
  }),
];
