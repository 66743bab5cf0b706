import { z } from 'zod';
import { questionFieldsSchema } from '@lebe/domain';

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

/** The body of a question edit (admin or author): any §3 question fields, plus the echoed `_id` and `user`. */
export const questionEditBody = questionFieldsSchema
  .partial()
  .extend({ ...lenientFields, _id: z.string().optional(), user: z.unknown().optional() });

/** A notebook priority is free text with a default of 1 (SPEC §5): blank means the default. */
export const priority = z.preprocess(
  (v) => (v === '' || v === null ? undefined : numberish(v)),
  z.number({ error: 'Priority must be a number' }).min(0).max(100).optional(),
);
