import { z } from 'zod';
import { questionFilterQuery } from '../questions/contracts';
import { FlagRaised, flagReasons } from './events';

/** HTTP contracts of flags (SPEC §7 Flags; the admin console's Flags resource). */

export const raiseFlagBody = z.object({
  question: z.string().min(1, 'question is required').max(64),
  inappropriate: z.boolean().default(false),
  incorrect: z.boolean().default(false),
  wrongAnswer: z.boolean().default(false),
  offensive: z.boolean().default(false),
  weird: z.boolean().default(false),
  comment: z.string().max(2000).default(''),
});
export type RaiseFlagBody = z.infer<typeof raiseFlagBody>;

/** The yes/no filters of SPEC §2 arrive as booleans from the console, or as yes/no/true/false words. */
export const yesNo = z.union([
  z.boolean(),
  z.enum(['yes', 'no', 'true', 'false']).transform((v) => v === 'yes' || v === 'true'),
]);
const yesNoFilter = z.preprocess(
  (v) => (v === '' || v === 'all' ? undefined : v),
  z.enum(['yes', 'no', 'true', 'false']).optional(),
);
export const flagListQuery = questionFilterQuery.extend(
  Object.fromEntries(flagReasons.map((r) => [r, yesNoFilter])) as Record<
    (typeof flagReasons)[number],
    typeof yesNoFilter
  >,
);

/** The admin's decision on a flag: resolved (or reopened), and the flagged question fixed in the same step. */
export const resolveFlagBody = z.object({
  resolved: yesNo,
  version: z.number().int().min(-1).optional(),
  questionData: z
    .object({
      question: z.string().trim().min(1, 'The question text cannot be empty').max(5000).optional(),
      isFlagged: yesNo.optional(),
    })
    .optional(),
});

/**
 * A flag as the lists show it (SPEC §3 Flag): the raised flag's fields under its `_id`, its state, its user's
 * name and e-mail and the live question.
 */
export const flagResponse = z.object({
  _id: z.string(),
  ...FlagRaised.schema.omit({ flagId: true }).shape,
  level: z.number(),
  resolved: z.boolean(),
  createdAt: z.string(),
  status: z.enum(['FLAGGED', 'resolved!']),
  userData: z.object({ name: z.string(), email: z.string() }),
  questionData: z.object({ _id: z.string(), question: z.string(), isFlagged: z.boolean() }),
});
export type FlagRecord = z.infer<typeof flagResponse>;
export const adminFlagRecord = flagResponse.extend({
  id: z.string(),
  /** The revision its edit form was read at: saving it sends this back, so a stale form is refused. */
  version: z.number().int().optional(),
});
export type AdminFlagRecord = z.infer<typeof adminFlagRecord>;
export const flagPageResponse = z.object({
  flags: z.array(flagResponse),
  page: z.number().int(),
  pages: z.number().int(),
});
export const raisedFlagResponse = raiseFlagBody.extend({ _id: z.string(), message: z.string() });
export type RaisedFlag = z.infer<typeof raisedFlagResponse>;
