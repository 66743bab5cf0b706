import { z } from 'zod';
import { blankAsNone, idListBody, keyword, pageNumber } from '../http/list-query';
import { levelSchema, targetLanguageSchema } from '../languages';
import { lenientFields } from '../questions/contracts';
import { answerSchema, questionTypes, textTypes } from '../questions/question';
import { notebookEntrySchema } from './events';

/** HTTP contracts of the notebook (SPEC §7 Notebooks). */

/** A notebook priority is free text with a default of 1 (SPEC §5): blank means the default. */
export const priority = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && !isNaN(Number(v)) ? Number(v) : v),
  z.number({ error: 'Priority must be a number' }).min(0).max(100).optional(),
);

/** POST /api/notebooks: a question to save (by `questionId`, or the question's own `_id`) with the learner's fields. */
export const saveNotebookBody = notebookEntrySchema
  .partial()
  .extend({
    questionId: z.string().min(1).max(64).optional(),
    _id: z.string().max(64).optional(),
    answers: z.array(answerSchema).max(20).optional(),
    ...lenientFields,
    priority,
  })
  .refine((b) => b.questionId ?? b._id, { message: 'questionId is required' });
export type SaveNotebookBody = z.infer<typeof saveNotebookBody>;

export const editNotebookBody = notebookEntrySchema.partial().extend({
  _id: z.string().max(64).optional(),
  user: z.unknown().optional(),
  ...lenientFields,
  priority,
});

export const notebookListQuery = z.object({
  keyword,
  pageNumber,
  level: z.preprocess(blankAsNone, levelSchema.optional()),
  targetLanguage: z.preprocess(blankAsNone, targetLanguageSchema.optional()),
  questionType: z.preprocess(blankAsNone, z.enum(questionTypes).optional()),
  textType: z.preprocess(blankAsNone, z.enum(textTypes).optional()),
  user: z.string().max(64).optional(),
});
export const notebookModuleQuery = z.object({ level: z.preprocess(blankAsNone, levelSchema.optional()) });
export const deleteNotebooksBody = idListBody('notebooks', 'notebook');

/** A notebook entry as the screens read it (SPEC §3 Notebook entry). */
export const notebookEntryResponse = notebookEntrySchema.extend({
  _id: z.string(),
  user: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When notebook practice brings it back (spaced repetition). */
  dueKey: z.string(),
});
export type NotebookEntry = z.infer<typeof notebookEntryResponse>;

export const notebookPageResponse = z.object({
  notebooks: z.array(notebookEntryResponse),
  page: z.number().int(),
  pages: z.number().int(),
});
export const notebookModuleResponse = z.object({
  notebooks: z.array(notebookEntryResponse),
  level: z.number().int().nullable(),
});
export const notebookLevelsResponse = z.object({ levels: z.array(z.number().int()) });
export const savedNotebookResponse = notebookEntryResponse
  .omit({ createdAt: true, updatedAt: true, dueKey: true })
  .extend({ message: z.string() });
