import { idParams, placementAnswerBody, placementStartBody } from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { answerPlacement, startPlacement } from './commands';

export const placementRoutes: AnyRoute[] = [
  route({
    method: 'post',
    path: '/api/placement',
    access: 'user',
    status: 201,
    body: placementStartBody,
    handler: ({ body, user, meta, deps }) => startPlacement(deps, user._id, body.language, meta),
  }),
  route({
    method: 'post',
    path: '/api/placement/:id/answers',
    access: 'user',
    params: idParams,
    body: placementAnswerBody,
    handler: ({ params, body, user, meta, deps }) => answerPlacement(deps, user._id, params.id, body, meta),
  }),
];
