import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';

export const { LearnerAnswersErased } = defineEvents('user', {
  LearnerAnswersErased: {
    description:
      'The learner deleted all their dashboard data, or an admin deleted the account (just before UserDeleted): their answer stream is physically removed from the log and every read model built from it is purged; their stored levels are locked (cleared).',
    schema: z.object({ learner: z.string(), answersRemoved: z.number().int() }),
  },
});

export type ErasureEvent = EventOf<typeof LearnerAnswersErased>;
