import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';

export const { DifficultyPriorFitted } = defineEvents('abilitymodel', {
  DifficultyPriorFitted: {
    description:
      "The coefficients that give a new question its prior difficulty from its generator features (level, type, knowledge type, rarest word's rank, words, options), fitted on the questions with enough answers. Difficulty read models use the latest one in log order, so a replay computes the same numbers.",
    schema: z.object({
      features: z.array(z.string()).min(1).max(64),
      coefficients: z.array(z.number()).min(1).max(64),
      /** How many calibrated questions the fit used. */
      items: z.number().int().min(0),
    }),
  },
});

export type AbilityModelEvent = EventOf<typeof DifficultyPriorFitted>;
