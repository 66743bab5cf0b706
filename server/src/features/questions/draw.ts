import type { Filter } from '@lebe/store';
import type { QuestionDoc } from './question-bank.projection';
import type { RecentAnswersDoc } from '../practice/recent-answers.projection';
import type { AppDeps } from '../../platform/deps';

/**
 * Draws a random unflagged bank question of one language and level, avoiding the learner's recent
 * answers. Each question carries a fixed uniform `rand`; the first one at or after a random r is an
 * index seek on (inBank, targetLanguage, level, isFlagged, rand), so the cost does not grow with the bank.
 */
export async function drawQuestion(
  deps: AppDeps,
  criteria: { targetLanguage: string; level: number },
  learnerId: string | null,
): Promise<QuestionDoc | null> {
  const recent = new Set(
    learnerId ? ((await deps.read.get<RecentAnswersDoc>('recent_answers', learnerId))?.questions ?? []) : [],
  );
  const base: Filter = {
    inBank: true,
    targetLanguage: criteria.targetLanguage,
    level: criteria.level,
    isFlagged: false,
  };
  let fallback: QuestionDoc | null = null;
  for (let attempt = 0; attempt < 4; attempt++) {
    const r = Math.random();
    const after = await seek(deps, { ...base, rand: { gte: r } });
    const fresh = after.find((q) => !recent.has(q._id));
    if (fresh) return fresh;
    const before = await seek(deps, { ...base, rand: { lt: r } }); // wrap around the circle
    const wrapped = before.find((q) => !recent.has(q._id));
    if (wrapped) return wrapped;
    fallback ??= after[0] ?? before[0] ?? null;
    if (!fallback) break;
  }
  return fallback;
}

async function seek(deps: AppDeps, where: Filter): Promise<QuestionDoc[]> {
  const page = await deps.read.find<QuestionDoc>('questions', {
    where,
    sort: [['rand', 'asc']],
    pageSize: 8,
    skipTotal: true,
  });
  return page.items;
}
