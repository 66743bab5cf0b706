import type { AnyRoute } from './http/route';
import type { DailyJob } from './jobs/jobs';

/**
 * One feature of the API, as its folder's `index.ts` declares it: its HTTP routes (documented and
 * admin). Its read models live in the projectors package under the same name, its jobs in src/jobs.ts.
 * The list of features is written once, in src/main.ts.
 */
export interface Feature {
  name: string;
  routes: readonly AnyRoute[];
  /** Jobs it runs every day (their definitions are in src/jobs.ts too, for the workers). */
  daily?: readonly DailyJob[];
}
