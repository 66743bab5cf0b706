import type { AppDeps } from '../../platform/deps';
import { bankImported, languagesBank } from './bank-import';
import { importQuestionBankJob } from './jobs';

/**
 * At every start: unless this version of the seed bank finished importing (by the log), the import job is
 * queued. A first start fills the bank; a start after an interrupted one completes it; an upgrade brings
 * the corrected bank and withdraws what the generator retired. Embedded, the job runs here and the start
 * waits for it; distributed, a worker takes it. `languages` (SEED_LANGUAGES) limits the bank to those.
 */
export async function ensureQuestionBank(deps: AppDeps, enabled: boolean, languages?: string[]) {
  if (!enabled) return;
  const generator = await import('@lebe/question-bank');
  const bank = languages ? languagesBank(generator, languages) : generator;
  if (await bankImported(deps.events, 'seed', bank)) return;
  const started = performance.now();
  await deps.jobs.enqueue(
    importQuestionBankJob,
    { target: 'seed', languages },
    { jobId: `question-bank-seed-${bank.bankVersion}` },
  );
  await deps.jobs.idle();
  const head = await deps.events.headPosition();
  await deps.freshness.awaitPosition(head, 120_000);
  if (deps.jobs.kind === 'in-process')
    console.log(
      `Question bank imported in ${((performance.now() - started) / 1000).toFixed(1)} s (SEED_QUESTIONS=false skips this)`,
    );
}
