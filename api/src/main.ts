import { projections } from '@lebe/projectors';
import { loadUser, userFromLog } from '@lebe/projectors/users';
import { ability } from './features/ability';
import { analysts } from './features/analysts';
import { classrooms } from './features/classrooms';
import { dashboards } from './features/dashboards';
import { flags } from './features/flags';
import { myQuestions } from './features/my-questions';
import { notebook } from './features/notebook';
import { placement } from './features/placement';
import { practice } from './features/practice';
import { questions } from './features/questions';
import { quizzes } from './features/quizzes';
import { reports } from './features/reports';
import { site } from './features/site';
import { team } from './features/team';
import { seedAdmin, users } from './features/users';
import { decoyHash } from './platform/auth/passwords';
import type { ApiConfig } from './platform/config';
import type { Feature } from './platform/feature';
import { startServer, type RunningServer } from './platform/server';

/**
 * The composition root: the one module that knows every part. It hands the platform the features'
 * routes, the read models (projectors) and how to find an account; the platform opens the stores, the
 * projection pipeline (in process without Redis) and the job queue, and serves. A new feature is listed
 * here once; its events in domain/src/index.ts, its read models in projectors/src/index.ts and its jobs in
 * src/jobs.ts; test/feature-registry.unit.test.ts fails when one of its pieces is left out of those lists.
 */
export const features: readonly Feature[] = [
  users,
  questions,
  practice,
  flags,
  notebook,
  dashboards,
  classrooms,
  myQuestions,
  team,
  site,
  analysts,
  reports,
  quizzes,
  ability,
  placement,
];

export { projections };

/** The whole API on the stores the configuration names; the first admin seeded when configured. */
export function startApi(config: ApiConfig): Promise<RunningServer> {
  return startServer(config, {
    features,
    projections,
    loadUser,
    userFromLog,
    async prepare(deps) {
      void decoyHash(config.passwordCost); // made before the first login with an unknown address needs it
      if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) await seedAdmin(deps, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    },
  });
}

export { apiConfig, type ApiConfig } from './platform/config';
export type { AppDeps } from './platform/deps';
export type { RunningServer } from './platform/server';
export { apiRoutes } from './platform/http/app';
