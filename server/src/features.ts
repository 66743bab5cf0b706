import type { Feature } from './platform/feature';
import { analysts } from './features/analysts';
import { classrooms } from './features/classrooms';
import { dashboards } from './features/dashboards';
import { flags } from './features/flags';
import { myQuestions } from './features/my-questions';
import { notebook } from './features/notebook';
import { practice } from './features/practice';
import { questions } from './features/questions';
import { site } from './features/site';
import { team } from './features/team';
import { users } from './features/users';

/**
 * Every feature of the server. The API's routes, the projection registry (read models, in the order
 * they are built) and the background jobs are all derived from this one list: a new feature adds its
 * module here, and nowhere else.
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
].map((feature) => feature());

// What the platform needs of one feature: the accounts behind tokens, and the first admin.
export { loadUser, seedAdmin, type UserDoc } from './features/users';

export const productRoutes = features.flatMap((f) => f.routes);
export const productProjections = features.flatMap((f) => f.projections ?? []);
export const productJobs = features.flatMap((f) => f.jobs ?? []);
