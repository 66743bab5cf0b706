import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/catalogue';
import { questionFieldsSchema } from './question';

export const QuestionCreated = defineEvent({
  type: 'QuestionCreated',
  category: 'question',
  description: 'A question entered the bank: generated, created blank by an admin, or written by a teacher (owner).',
  schema: z.object({
    questionId: z.string(),
    fields: questionFieldsSchema,
    origin: z.enum(['generated', 'admin', 'teacher']),
    owner: z.string().nullable(),
  }),
});
export const QuestionEdited = defineEvent({
  type: 'QuestionEdited',
  category: 'question',
  description: 'An admin (or the owning teacher) changed fields of a question; `changes` holds only what changed.',
  schema: z.object({ changes: questionFieldsSchema.partial() }),
});
export const QuestionFlagToggled = defineEvent({
  type: 'QuestionFlagToggled',
  category: 'question',
  description: 'An admin flagged or unflagged a question; flagged questions are not served for practice.',
  schema: z.object({ isFlagged: z.boolean() }),
});
export const QuestionDeleted = defineEvent({
  type: 'QuestionDeleted',
  category: 'question',
  description: 'A question was removed from the bank.',
  schema: z.object({}),
});

export type QuestionEvent =
  | EventOf<typeof QuestionCreated>
  | EventOf<typeof QuestionEdited>
  | EventOf<typeof QuestionFlagToggled>
  | EventOf<typeof QuestionDeleted>;
