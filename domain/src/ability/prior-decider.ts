import { decider } from '../core/decider';
import { badRequest } from '../core/errors';
import type { AbilityModelEvent } from './events';
import { defaultPrior, priorFeatureNames, type DifficultyPrior } from './prior';

/** The difficulty prior's stream (`abilitymodel-prior`): the coefficients in effect, if any were fitted. */
export interface PriorState {
  prior: DifficultyPrior | null;
}
export const initialPrior: PriorState = { prior: null };

/** A nightly (or an operator's) fit of the prior on the questions with enough answers. */
export type PriorCommand = { type: 'RecordPriorFit'; prior: DifficultyPrior; items: number };

export const evolvePrior = (_state: PriorState, event: AbilityModelEvent): PriorState => ({
  prior: { features: event.data.features, coefficients: event.data.coefficients },
});

const same = (a: DifficultyPrior, b: DifficultyPrior) =>
  a.features.join() === b.features.join() && a.coefficients.every((c, i) => Math.abs(c - b.coefficients[i]) < 1e-9);

/**
 * Records a fit unless it is the prior already in effect (a fit on unchanged answers, or on none before any
 * fit, changes nothing).
 * The coefficients must be finite and name the features this version of the model knows, in its order.
 */
export function decidePrior(command: PriorCommand, state: PriorState): AbilityModelEvent[] {
  const { prior, items } = command;
  if (prior.features.join() !== priorFeatureNames.join() || prior.coefficients.length !== prior.features.length)
    throw badRequest('The prior must give one coefficient per feature of the model');
  if (!prior.coefficients.every(Number.isFinite)) throw badRequest('The prior has a coefficient that is not a number');
  if (same(state.prior ?? defaultPrior, prior)) return [];
  return [
    { type: 'DifficultyPriorFitted', data: { features: prior.features, coefficients: prior.coefficients, items } },
  ];
}

export const priorDecider = decider<PriorState, PriorCommand, AbilityModelEvent>(
  initialPrior,
  evolvePrior,
  decidePrior,
);
