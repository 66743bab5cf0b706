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

/** A question's reports, one stream per question: which flags were raised on it, so its quorum is counted from the log. */
export const { QuestionReported } = defineEvents('questionreports', {
  QuestionReported: {
    description:
      "A learner reported the question (the flag `flagId`, raised in the same write): the question's reports, from which the quorum that takes it out of practice is counted.",
    schema: z.object({ flagId: z.string(), user: z.string() }),
  },
});

export type QuestionReportedEvent = EventOf<typeof QuestionReported>;

export type FlagRaisedData = z.infer<typeof FlagRaised.schema>;

export type FlagEvent = EventOf<typeof FlagRaised> | EventOf<typeof FlagResolved> | EventOf<typeof FlagDeleted>;
