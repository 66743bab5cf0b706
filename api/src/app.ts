import Koa from 'koa';
import { Router } from '@koa/router';
import { HttpMethodEnum, koaBody } from 'koa-body';
import type { ProjectionRunner } from '@lebe/projectors';
import type { AppDeps } from './deps';
import { errorMiddleware } from './http/errors';
import { requestLog } from './http/request-log';
import { mountRoutes, type AnyRoute } from './http/route';
import { staticApps } from './http/static';
import { healthRoutes } from './health/routes';
import { userRoutes } from './users/routes';
import { adminUserRoutes } from './users/admin-routes';
import { questionRoutes } from './questions/routes';
import { adminQuestionRoutes } from './questions/admin-routes';
import { siteRoutes } from './site/routes';
import { flagRoutes } from './flags/routes';
import { adminFlagRoutes } from './flags/admin-routes';
import { notebookRoutes } from './notebooks/routes';
import { dashboardRoutes } from './dashboards/routes';
import { classroomDashboardRoutes } from './dashboards/classroom-routes';
import { classroomRoutes } from './classrooms/routes';
import { followerRoutes } from './followers/routes';
import { myQuestionRoutes } from './myquestions/routes';
import { eventRoutes } from './events/routes';
import { teamRoutes } from './team/routes';
import { adminTeamRoutes } from './team/admin-routes';
import { uploadRoutes } from './upload/routes';
import { serveUploads } from './upload/serve-uploads';
import { join } from 'node:path';

/** Every API route of the product, in matching order. The access table test walks this list. */
export function apiRoutes(projectionNames: readonly string[], runner?: ProjectionRunner): AnyRoute[] {
  return [
    ...healthRoutes(projectionNames, runner),
    ...userRoutes,
    ...adminUserRoutes,
    ...eventRoutes,
    ...siteRoutes,
    ...questionRoutes,
    ...adminQuestionRoutes,
    ...flagRoutes,
    ...adminFlagRoutes,
    ...notebookRoutes,
    ...dashboardRoutes,
    ...classroomDashboardRoutes,
    ...classroomRoutes,
    ...followerRoutes,
    ...myQuestionRoutes,
    ...teamRoutes,
    ...adminTeamRoutes,
    ...uploadRoutes,
  ];
}

export function createApp(deps: AppDeps, routes: AnyRoute[]) {
  const app = new Koa({ proxy: process.env.TRUST_PROXY === 'true' });
  const router = new Router();
  mountRoutes(router, routes, deps);
  app.use(requestLog(deps.config.LOG_REQUESTS === 'true'));
  app.use(errorMiddleware);
  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    await next();
  });
  app.use(
    koaBody({
      jsonLimit: '1mb',
      multipart: false,
      parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
    }),
  );
  app.use(router.routes());
  app.use(router.allowedMethods());
  app.use(serveUploads(join(deps.config.stores.dataDir, 'uploads')));
  if (deps.config.STATIC_DIRS === 'true') app.use(staticApps(deps.config.root));
  return app;
}
