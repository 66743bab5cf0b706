import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';

export const flagReasons = ['inappropriate', 'incorrect', 'wrongAnswer', 'offensive', 'weird'] as const;

export const { FlagRaised, FlagResolved, FlagDeleted } = defineEvents('flag', {
  FlagRaised: {
    description: 'A signed-in learner reported a question, with the reasons ticked and an optional comment.',
    schema: z.object({
      flagId: z.string(),
      question: z.string(),
      user: z.string(),
      inappropriate: z.boolean(),
      incorrect: z.boolean(),
      wrongAnswer: z.boolean(),
      offensive: z.boolean(),
      weird: z.boolean(),
      comment: z.string(),
      // What the question was when flagged, so flags can be filtered by it without a join.
      level: z.number().int(),
      userLanguage: z.string(),
      targetLanguage: z.string(),
      textType: z.string(),
      questionType: z.string(),
    }),
  },
  FlagResolved: {
    description: 'An admin marked the flag resolved (or reopened it).',
    schema: z.object({ resolved: z.boolean() }),
  },
  FlagDeleted: {
    description: 'An admin deleted the flag.',
    schema: z.object({}),
  },
});

export type FlagRaisedData = z.infer<typeof FlagRaised.schema>;

export type FlagEvent = EventOf<typeof FlagRaised> | EventOf<typeof FlagResolved> | EventOf<typeof FlagDeleted>;
