import type { AppDeps } from '../../platform/deps';
import { bankImported } from './bank-import';
import { importQuestionBankJob } from './jobs';

/**
 * At every start: unless this version of the seed bank finished importing (by the log), the import job is
 * queued. A first start fills the bank; a start after an interrupted one completes it; an upgrade brings
 * the corrected bank and withdraws what the generator retired. Embedded, the job runs here and the start
 * waits for it; distributed, a worker takes it.
 */
export async function ensureQuestionBank(deps: AppDeps, enabled: boolean) {
  if (!enabled || (await bankImported(deps.events, 'seed'))) return;
  const started = performance.now();
  const { bankVersion } = await import('@lebe/question-bank');
  await deps.jobs.enqueue(importQuestionBankJob, { target: 'seed' }, { jobId: `question-bank-seed-${bankVersion}` });
  await deps.jobs.idle();
  const head = await deps.events.headPosition();
  await deps.freshness.awaitPosition(head, 120_000);
  if (deps.jobs.kind === 'in-process')
    console.log(
      `Question bank imported in ${((performance.now() - started) / 1000).toFixed(1)} s (SEED_QUESTIONS=false skips this)`,
    );
}
