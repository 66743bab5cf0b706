import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';
import { questionFieldsSchema } from '../questions/question';

/** A saved question with the learner's own note, hint, collection and priority (SPEC §3 Notebook entry). */
export const notebookEntrySchema = questionFieldsSchema.omit({ fullQuestion: true }).extend({
  note: z.string().max(5000),
  hint: z.string().max(2000),
  collectionName: z.string().max(200),
  priority: z.number().min(0).max(100),
  source: z.string().max(200),
  questionId: z.string(),
});
export type NotebookEntryFields = z.infer<typeof notebookEntrySchema>;

export const { NotebookEntrySaved, NotebookEntryEdited, NotebookEntryDeleted } = defineEvents('notebook', {
  NotebookEntrySaved: {
    description: 'A learner saved a question to their notebook.',
    schema: z.object({ entryId: z.string(), user: z.string(), entry: notebookEntrySchema }),
  },
  NotebookEntryEdited: {
    description: 'The learner changed their note, hint or other fields of a notebook entry.',
    schema: z.object({ changes: notebookEntrySchema.partial() }),
  },
  NotebookEntryDeleted: {
    description: 'The learner deleted a notebook entry.',
    schema: z.object({}),
  },
});

export type NotebookEvent =
  EventOf<typeof NotebookEntrySaved> | EventOf<typeof NotebookEntryEdited> | EventOf<typeof NotebookEntryDeleted>;
