import type { Filter } from '@lebe/store';
import type { AppDeps } from '../../platform/deps';
import type { QuestionDoc } from './question-bank.projection';

/**
 * Draws a random unflagged bank question of one language and level, avoiding `avoid` (the learner's
 * recent answers and the questions they reported). Each question carries a fixed uniform `rand`; the
 * first one at or after a random r is an index seek on (inBank, targetLanguage, level, isFlagged, rand),
 * so the cost does not grow with the bank.
 */
export async function drawQuestion(
  deps: AppDeps,
  criteria: { targetLanguage: string; level: number },
  avoid: ReadonlySet<string>,
): Promise<QuestionDoc | null> {
  const base: Filter = {
    inBank: true,
    targetLanguage: criteria.targetLanguage,
    level: criteria.level,
    isFlagged: false,
  };
  // A visitor avoids nothing: the first question at or after r is the one. A learner may skip a few.
  const take = Math.min(8, avoid.size + 1);
  let fallback: QuestionDoc | null = null;
  for (let attempt = 0; attempt < 4; attempt++) {
    const r = Math.random();
    const after = await seek(deps, { ...base, rand: { gte: r } }, take);
    const fresh = after.find((q) => !avoid.has(q._id));
    if (fresh) return fresh;
    const before = await seek(deps, { ...base, rand: { lt: r } }, take); // wrap around the circle
    const wrapped = before.find((q) => !avoid.has(q._id));
    if (wrapped) return wrapped;
    fallback ??= after[0] ?? before[0] ?? null;
    if (!fallback) break;
  }
  return fallback;
}

async function seek(deps: AppDeps, where: Filter, pageSize: number): Promise<QuestionDoc[]> {
  const page = await deps.read.find<QuestionDoc>('questions', {
    where,
    sort: [['rand', 'asc']],
    pageSize,
    skipTotal: true,
  });
  return page.items;
}

/** A filter of the question lists from their query (SPEC §7 Questions). */
export function questionFilter(q: {
  level?: number;
  userLanguage?: string;
  targetLanguage?: string;
  textType?: string;
  questionType?: string;
  isFlagged?: string;
}): Filter {
  const where: Filter = {};
  for (const key of ['level', 'userLanguage', 'targetLanguage', 'textType', 'questionType'] as const)
    if (q[key] !== undefined) where[key] = q[key];
  if (q.isFlagged) where.isFlagged = q.isFlagged === 'flagged' || q.isFlagged === 'true';
  return where;
}
