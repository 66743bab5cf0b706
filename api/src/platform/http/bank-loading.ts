import { streams } from '@lebe/domain';
import { questionBankProjection } from '@lebe/projectors/questions';
import type { AppDeps } from '../deps';
import { HttpError } from './errors';

/**
 * Whether the generated bank is still on its way into the read model (a first start, the workers still
 * projecting its import): an empty draw then says so, with a status a client retries, not a bare 404.
 */
export async function bankLoading(deps: AppDeps): Promise<boolean> {
  if (deps.config.SEED_QUESTIONS !== 'true') return false;
  const imports = await deps.events.readStream(streams.questionBank('seed'));
  if (imports.length === 0) return true;
  return (await deps.read.checkpoint(questionBankProjection.name)) < imports[imports.length - 1].position;
}

/** What a route that found no question answers while the bank loads: 503 with Retry-After, else nothing. */
export async function refuseWhileBankLoads(deps: AppDeps): Promise<void> {
  if (await bankLoading(deps))
    throw new HttpError(503, 'The question bank is still loading: try again in a few seconds', undefined, 5);
}
