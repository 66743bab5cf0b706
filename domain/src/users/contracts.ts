import { z } from 'zod';
import { levelSchema, maxLevel, targetLanguageSchema } from '../languages';

/** HTTP contracts of accounts (SPEC §7 Users): what the API takes and what the screens read. */

const email = z.email({ message: 'Please enter a valid email' }).trim().max(254);
const name = z.string().trim().min(1, 'Name is required').max(100);

/**
 * A new password (NIST SP 800-63B, OWASP ASVS L1): long enough and not a common or breached one (the API
 * checks its list, api/src/platform/auth/password-policy.ts), no composition rules. The forms show the rule.
 */
export const passwordMinLength = 8;
export const passwordMaxLength = 200;
export const passwordRule = `At least ${passwordMinLength} characters. Any characters, spaces too; avoid common passwords.`;
export const passwordTooShort = `Password must be at least ${passwordMinLength} characters`;
export const newPassword = z
  .string()
  .min(1, 'Password is required')
  .min(passwordMinLength, passwordTooShort)
  .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters`);

export const loginBody = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(200),
});
export const registerBody = z.object({ name, email, password: newPassword });
/** A changed password or e-mail needs the current password (ASVS V2.1.6); a new name alone does not. */
export const profileBody = z.object({
  id: z.string().max(64).optional(),
  _id: z.string().max(64).optional(),
  name: name.optional(),
  email: email.optional(),
  password: z.union([newPassword, z.literal('')]).optional(),
  currentPassword: z.string().max(passwordMaxLength).optional(),
});
export const currentPasswordNeeded = 'Enter your current password to change your password or email';
export const currentPasswordWrong = 'Your current password is not right';

/** POST /api/users/password-reset: always 202 with one message, whether or not the address has an account. */
export const passwordResetBody = z.object({ email });
export const passwordResetSent =
  'If an account uses that email, a link to choose a new password is on its way. It works once, for 30 minutes.';
/** POST /api/users/password-reset/confirm: the token from the link and the new password. */
export const passwordResetConfirmBody = z.object({
  token: z.string().trim().min(1, 'The reset link is incomplete').max(200),
  password: newPassword,
});
export const passwordResetDone = 'Your password is changed. Sign in with it now.';
export const passwordResetInvalid = 'This reset link has expired or was already used. Ask for a new one.';
export const adminUserBody = z.object({ _id: z.string().max(64).optional(), name, email, isAdmin: z.boolean() });
export const adminUserRecordBody = z.object({ name, email, isAdmin: z.boolean() });

/** Each language's level within its own range (SPEC §9: dutch reaches 8). */
const levelMap = z.partialRecord(targetLanguageSchema, levelSchema).superRefine((levels, ctx) => {
  for (const [language, level] of Object.entries(levels))
    if (level !== undefined && level > maxLevel(language))
      ctx.addIssue({
        code: 'custom',
        path: [language],
        message: `Level must be at most ${maxLevel(language)} in ${language}`,
      });
});

/**
 * SPEC §7 only says "level data": one `{ language | targetLanguage, level }`, a whole map under
 * `userLevels`, or a bare map of levels. Each names levels the learner claims to have reached; the
 * server keeps only those its recorded answers earn.
 */
export const levelsBody = z.preprocess(
  (raw) => levelData('userLevels', ['language', 'targetLanguage'], raw),
  z.object({ levels: levelMap.refine((l) => Object.keys(l).length > 0, 'language and level are required') }),
);
export const customLevelsBody = z.preprocess(
  (raw) => levelData('customLevels', ['classroom', 'classroomId', 'id'], raw),
  z.object({
    levels: z
      .record(z.string().regex(/^[\w-]{1,64}$/, 'a classroom id'), levelSchema)
      .refine((l) => Object.keys(l).length > 0, 'classroom and level are required')
      .refine((l) => Object.keys(l).length <= 50, 'at most 50 classrooms at once'),
  }),
);

function levelData(key: string, ids: string[], raw: unknown) {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const b = raw as Record<string, unknown>;
  if (Object.hasOwn(b, key) && b[key] && typeof b[key] === 'object') return { levels: b[key] };
  if (Object.hasOwn(b, 'level')) {
    const id = ids.map((k) => (Object.hasOwn(b, k) ? b[k] : undefined)).find((v) => v !== undefined && v !== '');
    if (id !== undefined && typeof id !== 'string') return { levels: { '': b.level } }; // refused: not a name
    return { levels: id === undefined ? {} : { [id]: b.level } };
  }
  return { levels: b };
}

/** The user as the client keeps it in storage (SPEC §3 User, `userInfo`). */
export const publicUserResponse = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  userLevels: z.record(z.string(), z.number()),
  customLevels: z.record(z.string(), z.number()),
});
export const userInfoResponse = publicUserResponse.extend({ token: z.string() });
/** An ability estimate on the logit scale (issue 29): θ and its standard error. */
export const abilityEstimate = z.object({ theta: z.number(), se: z.number() });
/** GET /api/users/profile: the user, with their ability in each language they have answered in. */
export const profileResponse = publicUserResponse.extend({ ability: z.record(z.string(), abilityEstimate).optional() });
export type ProfileResponse = z.infer<typeof profileResponse>;
export type PublicUser = z.infer<typeof publicUserResponse>;
export type UserInfo = z.infer<typeof userInfoResponse>;

/** A user in the admin console's Users resource (ra-data-simple-rest: with `id`). */
export const adminUserRecord = publicUserResponse.extend({
  id: z.string(),
  createdAt: z.string(),
  /** Issue 38: 'admin', 'teacher' (created a classroom) or 'learner'. */
  role: z.enum(['admin', 'teacher', 'learner']).optional(),
  /** Issue 38: the time of their latest event (an account change, an answer, a classroom made or joined). */
  lastSeenAt: z.string().nullable().optional(),
  /** The revision its edit form was read at: saving it sends this back, so a stale form is refused. */
  version: z.number().int().optional(),
});
export type AdminUserRecord = z.infer<typeof adminUserRecord>;
