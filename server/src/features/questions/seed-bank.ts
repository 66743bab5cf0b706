import { seedBank } from './bank-import';
import type { AppDeps } from '../../platform/deps';

/**
 * First start: when the bank holds no generated question yet, put the generated bank into the log
 * (the seed bank: about 55,000 questions in every language and level, a few seconds). Later starts
 * find it and skip; `npm run questions:generate` grows it to the full bank.
 */
export async function seedQuestionBankOnce(deps: AppDeps, enabled: boolean) {
  if (!enabled) return;
  const existing = await deps.read.find('questions', { where: { inBank: true }, pageSize: 1, skipTotal: true });
  if (existing.items.length > 0) return;
  const started = performance.now();
  const result = await seedBank(deps.events);
  await deps.freshness.awaitPosition(result.position, 120_000);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Question bank seeded: ${result.created} questions in ${seconds} s (SEED_QUESTIONS=false skips this)`);
}
