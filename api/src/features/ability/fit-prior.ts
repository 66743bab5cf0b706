import { fitPrior, priorDecider, streams, type CalibratedItem } from '@lebe/domain';
import type { EventStore, ReadStore } from '@lebe/store';
import type { Freshness } from '@lebe/projectors/runtime';
import { calibratedQuestions } from '@lebe/projectors/ability';
import { commandOn, type CommandMeta } from '../../platform/commands';

/** The difficulty prior's stream, through the one command handler (its decider is domain's priorDecider). */
export const priorCommand = commandOn(streams.abilityModel, priorDecider);

export interface PriorFitResult {
  /** Calibrated questions (20 answers or more) the fit weighed. */
  items: number;
  coefficients: number[];
  /** False when the fit is the prior already in effect (nothing recorded). */
  recorded: boolean;
}

const pageSize = 1000;

/**
 * Fits the generator-feature prior of new questions' difficulty (ridge regression, domain's fitPrior) on
 * every question with 20 answers or more, each weighed by its estimate's precision, and records it as
 * DifficultyPriorFitted: questions answered for the first time after it start from it, in replays too.
 */
export async function fitDifficultyPrior(
  deps: { events: EventStore; read: ReadStore; freshness: Freshness },
  meta: CommandMeta,
): Promise<PriorFitResult> {
  const items: CalibratedItem[] = [];
  for (let page = 1; ; page++) {
    const docs = await calibratedQuestions(deps.read, page, pageSize);
    for (const doc of docs)
      if (doc.features && doc.mean !== undefined && doc.variance)
        items.push({ features: doc.features, b: doc.mean, weight: 1 / doc.variance });
    if (docs.length < pageSize) break;
  }
  const prior = fitPrior(items);
  const result = await priorCommand(deps, 'prior', { type: 'RecordPriorFit', prior, items: items.length }, meta);
  return { items: items.length, coefficients: prior.coefficients, recorded: result.events.length > 0 };
}
