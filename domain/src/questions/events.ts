import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';
import { questionFieldsSchema } from './question';

// `classrooms`: the classrooms the question was in, carried by events written before read models could
// find a question's classroom lists themselves; no longer written, still read.
const inClassrooms = z.array(z.string()).optional();

export const {
  QuestionCreated,
  QuestionEdited,
  QuestionFlagToggled,
  QuestionDeleted,
  QuestionAddedToClassroom,
  QuestionRemovedFromClassroom,
  QuestionWithdrawn,
} = defineEvents('question', {
  QuestionCreated: {
    description: 'A question entered the bank: generated, created blank by an admin, or written by a teacher (owner).',
    schema: z.object({
      questionId: z.string(),
      fields: questionFieldsSchema,
      origin: z.enum(['generated', 'admin', 'teacher']),
      owner: z.string().nullable(),
    }),
  },
  QuestionEdited: {
    description: 'An admin (or the owning teacher) changed fields of a question; `changes` holds only what changed.',
    schema: z.object({ changes: questionFieldsSchema.partial(), classrooms: inClassrooms }),
  },
  QuestionFlagToggled: {
    description: 'An admin flagged or unflagged a question; flagged questions are not served for practice.',
    schema: z.object({ isFlagged: z.boolean(), classrooms: inClassrooms }),
  },
  QuestionDeleted: {
    description: 'A question was removed from the bank.',
    schema: z.object({ classrooms: inClassrooms }),
  },
  QuestionAddedToClassroom: {
    description:
      "A teacher put a question in the question list of a classroom they teach: one of their own, or one of the bank (owner null). Carries the question as it is now, so the classroom's list needs no join. Issue 38: `group` (absent or null: the whole class) is the learner group whose students alone practise it; added again for another audience, the question moves to it.",
    schema: z.object({
      classroom: z.string(),
      fields: questionFieldsSchema,
      owner: z.string().nullable(),
      group: z.string().nullable().optional(),
    }),
  },
  QuestionRemovedFromClassroom: {
    description:
      "The classroom's teacher took a question (their own, or one of the bank) out of the classroom's question list.",
    schema: z.object({ classroom: z.string() }),
  },
  QuestionWithdrawn: {
    description:
      'A generated question left the bank because the question bank no longer makes it (a correction: found wrong, ambiguous or re-graded); `reason` says why and `bankVersion` which version of the bank withdrew it.',
    schema: z.object({ reason: z.string().max(500), bankVersion: z.string().max(100) }),
  },
});

export const { QuestionBankImported } = defineEvents('questionbank', {
  QuestionBankImported: {
    description:
      'The generated question bank (the first-start `seed` or the `full` bank) finished importing at a version of the generator: what was new, and how many stored questions that version no longer makes were withdrawn. Its absence for the current version makes the next start import again.',
    schema: z.object({
      bankVersion: z.string().max(100),
      target: z.enum(['seed', 'full']),
      generated: z.number().int(),
      created: z.number().int(),
      withdrawn: z.number().int(),
    }),
  },
});
export type BankImportedEvent = EventOf<typeof QuestionBankImported>;

export type QuestionEvent =
  | EventOf<typeof QuestionCreated>
  | EventOf<typeof QuestionEdited>
  | EventOf<typeof QuestionFlagToggled>
  | EventOf<typeof QuestionDeleted>
  | EventOf<typeof QuestionAddedToClassroom>
  | EventOf<typeof QuestionRemovedFromClassroom>
  | EventOf<typeof QuestionWithdrawn>;
