import type { AppDeps } from '../../platform/deps';
import type { RecentAnswersDoc } from './recent-answers.projection';
import { levelWindowId, type LevelScope, type LevelWindowDoc } from './level-windows.projection';

/** The questions a learner answered last (practice avoids serving them again too soon). */
export async function recentAnswers(deps: AppDeps, learner: string): Promise<Set<string>> {
  return new Set((await deps.read.get<RecentAnswersDoc>('recent_answers', learner))?.questions ?? []);
}

/** The last results at each of `levels` in a scope: what `earnedLevel` weighs. */
export async function levelWindows(deps: AppDeps, learner: string, scope: LevelScope, levels: number[]) {
  const ids = levels.map((level) => levelWindowId(learner, scope, level));
  const docs = await deps.read.getMany<LevelWindowDoc>('level_windows', ids);
  return Object.fromEntries(levels.map((level, i) => [level, docs.get(ids[i])?.results ?? []]));
}
