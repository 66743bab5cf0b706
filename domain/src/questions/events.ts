import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/catalogue';
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
// `classrooms` (absent when none): the classrooms the question is in, so their question lists follow the change.
const inClassrooms = z.array(z.string()).optional();

export const QuestionEdited = defineEvent({
  type: 'QuestionEdited',
  category: 'question',
  description: 'An admin (or the owning teacher) changed fields of a question; `changes` holds only what changed.',
  schema: z.object({ changes: questionFieldsSchema.partial(), classrooms: inClassrooms }),
});
export const QuestionFlagToggled = defineEvent({
  type: 'QuestionFlagToggled',
  category: 'question',
  description: 'An admin flagged or unflagged a question; flagged questions are not served for practice.',
  schema: z.object({ isFlagged: z.boolean(), classrooms: inClassrooms }),
});
export const QuestionDeleted = defineEvent({
  type: 'QuestionDeleted',
  category: 'question',
  description: 'A question was removed from the bank.',
  schema: z.object({ classrooms: inClassrooms }),
});
export const QuestionAddedToClassroom = defineEvent({
  type: 'QuestionAddedToClassroom',
  category: 'question',
  description:
    "The author of a question put it in the question list of a classroom they teach. Carries the question as it is now, so the classroom's list needs no join.",
  schema: z.object({ classroom: z.string(), fields: questionFieldsSchema, owner: z.string().nullable() }),
});
export const QuestionRemovedFromClassroom = defineEvent({
  type: 'QuestionRemovedFromClassroom',
  category: 'question',
  description: "The author took a question out of a classroom's question list.",
  schema: z.object({ classroom: z.string() }),
});

export type QuestionEvent =
  | EventOf<typeof QuestionCreated>
  | EventOf<typeof QuestionEdited>
  | EventOf<typeof QuestionFlagToggled>
  | EventOf<typeof QuestionDeleted>
  | EventOf<typeof QuestionAddedToClassroom>
  | EventOf<typeof QuestionRemovedFromClassroom>;
