import Koa from 'koa';
import { Router } from '@koa/router';
import { HttpMethodEnum, koaBody } from 'koa-body';
import type { ProjectionRunner } from '../projections/projection-runner';
import type { AppDeps } from '../deps';
import { errorMiddleware } from './errors';
import { requestLog } from './request-log';
import { mountRoutes, type AnyRoute } from './route';
import { staticApps } from './static';
import { healthRoutes } from '../health/routes';
import { userRoutes } from '../../features/users/routes';
import { adminUserRoutes } from '../../features/users/admin-routes';
import { questionRoutes } from '../../features/questions/routes';
import { adminQuestionRoutes } from '../../features/questions/admin-routes';
import { siteRoutes } from '../../features/site/routes';
import { flagRoutes } from '../../features/flags/routes';
import { adminFlagRoutes } from '../../features/flags/admin-routes';
import { notebookRoutes } from '../../features/notebook/routes';
import { dashboardRoutes } from '../../features/dashboards/routes';
import { classroomDashboardRoutes } from '../../features/dashboards/classroom-routes';
import { classroomRoutes } from '../../features/classrooms/routes';
import { followerRoutes } from '../../features/classrooms/follower-routes';
import { myQuestionRoutes } from '../../features/my-questions/routes';
import { eventRoutes } from '../../features/analysts/routes';
import { teamRoutes } from '../../features/team/routes';
import { adminTeamRoutes } from '../../features/team/admin-routes';
import { uploadRoutes } from '../../features/team/upload-routes';
import { serveUploads } from '../../features/team/serve-uploads';
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
