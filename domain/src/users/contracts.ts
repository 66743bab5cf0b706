import { z } from 'zod';
import { levelSchema, targetLanguageSchema } from '../languages';

/** HTTP contracts of accounts (SPEC §7 Users): what the API takes and what the screens read. */

const email = z.email({ message: 'Please enter a valid email' }).trim().max(254);
const name = z.string().trim().min(1, 'Name is required').max(100);
// SPEC §5: the only password rule is that it matches its confirmation (checked by the screens).
const password = z.string().min(1, 'Password is required').max(200);

export const loginBody = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(200),
});
export const registerBody = z.object({ name, email, password });
export const profileBody = z.object({
  id: z.string().max(64).optional(),
  _id: z.string().max(64).optional(),
  name: name.optional(),
  email: email.optional(),
  password: z.union([password, z.literal('')]).optional(),
});
export const adminUserBody = z.object({ _id: z.string().max(64).optional(), name, email, isAdmin: z.boolean() });
export const adminUserRecordBody = z.object({ name, email, isAdmin: z.boolean() });

const levelMap = z.partialRecord(targetLanguageSchema, levelSchema);

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
export type PublicUser = z.infer<typeof publicUserResponse>;
export type UserInfo = z.infer<typeof userInfoResponse>;

/** A user in the admin console's Users resource (ra-data-simple-rest: with `id`). */
export const adminUserRecord = publicUserResponse.extend({
  id: z.string(),
  createdAt: z.string(),
  /** The revision its edit form was read at: saving it sends this back, so a stale form is refused. */
  version: z.number().int().optional(),
});
export type AdminUserRecord = z.infer<typeof adminUserRecord>;
