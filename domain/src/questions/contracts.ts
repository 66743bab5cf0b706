import { z } from 'zod';
import { blankAsNone, keyword, pageNumber } from '../http/list-query';
import { levelSchema, targetLanguageSchema } from '../languages';
import { knowledgeTypes, questionFieldsSchema, questionTypes, textTypes } from './question';

/** HTTP contracts of the question bank (SPEC §7 Questions and My questions). */

/**
 * Edit screens send what their inputs hold: select boxes give "3" for a level and "true" for the red
 * flag. Such strings are read as the number or boolean they spell; anything else is still refused.
 */
const numberish = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && !isNaN(Number(v)) ? Number(v) : v);
const boolish = (v: unknown) =>
  v === 'true' || v === 'flagged' ? true : v === 'false' || v === 'unflagged' ? false : v;

export const lenientFields = {
  level: z.preprocess(numberish, questionFieldsSchema.shape.level).optional(),
  weight: z.preprocess(numberish, questionFieldsSchema.shape.weight).optional(),
  isFlagged: z.preprocess(boolish, z.boolean()).optional(),
};

/** A question is only worth saving with an answer a learner can get right. */
const answersWithACorrectOne = questionFieldsSchema.shape.answers
  .min(1, 'A question needs at least one answer')
  .refine((answers) => answers.some((a) => a.isCorrect), 'A question needs at least one correct answer');

/** A saved question has its text: an empty one is named as such, before anything about its answers. */
const questionText = questionFieldsSchema.shape.question.trim().min(1, 'Question text is required');

/** The body of a question edit (admin or author): any §3 question fields, plus the echoed `_id` and `user`. */
export const questionEditBody = questionFieldsSchema.partial().extend({
  ...lenientFields,
  question: questionText.optional(),
  answers: answersWithACorrectOne.optional(),
  _id: z.string().max(64).optional(),
  user: z.unknown().optional(),
});
export type QuestionEditBody = z.infer<typeof questionEditBody>;

/** The admin console's full question (create and edit): echoed read-model fields (id, user, dates) are ignored. */
export const adminQuestionBody = questionFieldsSchema.extend({
  ...lenientFields,
  level: lenientFields.level.unwrap(),
  weight: lenientFields.weight.unwrap(),
  isFlagged: lenientFields.isFlagged.unwrap(),
  question: questionText,
  knowledgeType: questionFieldsSchema.shape.knowledgeType.optional(),
  citation: z.string().max(2000).default(''),
  fullQuestion: z.string().max(10000).default(''),
  answers: answersWithACorrectOne,
});
export const adminQuestionCreateBody = questionFieldsSchema
  .partial()
  .extend({ ...lenientFields, answers: answersWithACorrectOne.optional() })
  .optional();

/** GET /api/questions: the next practice question. A level of 0 or blank starts at 1; a language may come capitalised. */
export const practiceQuery = z.object({
  level: z.preprocess((v) => (v === '' || v === '0' ? undefined : v), levelSchema.default(1)),
  targetLanguage: z.preprocess(
    (v) => (typeof v !== 'string' ? v : v.trim() === '' ? undefined : v.trim().toLowerCase()),
    targetLanguageSchema.default('english'),
  ),
  userLanguage: z.string().max(50).optional(),
});

/** The filter of the question lists (SPEC §7 Questions). Blank or "all" means no filter. */
export const questionFilterQuery = z.object({
  keyword,
  pageNumber,
  level: z.preprocess(blankAsNone, levelSchema.optional()),
  userLanguage: z.preprocess(blankAsNone, z.string().max(50).optional()),
  targetLanguage: z.preprocess(blankAsNone, targetLanguageSchema.optional()),
  textType: z.preprocess(blankAsNone, z.enum(textTypes).optional()),
  questionType: z.preprocess(blankAsNone, z.enum(questionTypes).optional()),
  isFlagged: z.preprocess(blankAsNone, z.enum(['flagged', 'unflagged', 'true', 'false']).optional()),
});
export type QuestionFilterQuery = z.infer<typeof questionFilterQuery>;

/** A question as the API shows it (SPEC §3 Question): its fields, its id and its last editor. */
export const questionResponse = questionFieldsSchema.extend({
  _id: z.string(),
  user: z.string().nullable(),
  knowledgeType: z.union([z.enum(knowledgeTypes), z.literal('')]),
});
export type QuestionResponse = z.infer<typeof questionResponse>;

/** A question in the admin console's Questions resource: with `id` and when it was made and last changed. */
export const adminQuestionRecord = questionResponse.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The revision its edit form was read at: saving it sends this back, so a stale form is refused. */
  version: z.number().int().optional(),
  /** Issue 29: its difficulty on the ability scale as its answers calibrated it (absent until answered). */
  difficulty: z.object({ b: z.number(), answers: z.number().int() }).optional(),
});
export type AdminQuestionRecord = z.infer<typeof adminQuestionRecord>;

export const questionPageResponse = z.object({
  questions: z.array(questionResponse),
  page: z.number().int(),
  pages: z.number().int(),
});

/** The bank's figures per language, level and knowledge type, for the public /languages page. */
export const bankStatsResponse = z.object({
  languages: z.array(
    z.object({
      language: z.string(),
      total: z.number().int(),
      levels: z.array(z.object({ level: z.number().int() }).catchall(z.number())),
    }),
  ),
});
export type BankStats = z.infer<typeof bankStatsResponse>;
