import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/catalogue';

// Passwords never enter the log, not even hashed: credentials live in the secret store
// (see api/src/features/users/credentials.ts).

export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  category: 'user',
  description: 'A person created an account (or the first admin was seeded).',
  schema: z.object({ userId: z.string(), name: z.string(), email: z.string(), isAdmin: z.boolean() }),
});
export const UserProfileUpdated = defineEvent({
  type: 'UserProfileUpdated',
  category: 'user',
  description: 'The user changed their own name or e-mail.',
  schema: z.object({ name: z.string(), email: z.string() }),
});
export const UserPasswordChanged = defineEvent({
  type: 'UserPasswordChanged',
  category: 'user',
  description: 'The user set a new password; every other session of theirs ends.',
  schema: z.object({ sessionVersion: z.number().int() }),
});
export const UserUpdatedByAdmin = defineEvent({
  type: 'UserUpdatedByAdmin',
  category: 'user',
  description: "An admin changed the user's name, e-mail or admin right.",
  schema: z.object({ name: z.string(), email: z.string(), isAdmin: z.boolean() }),
});
export const UserDeleted = defineEvent({
  type: 'UserDeleted',
  category: 'user',
  description: 'An admin deleted the account; its tokens stop working.',
  schema: z.object({}),
});
export const LevelReached = defineEvent({
  type: 'LevelReached',
  category: 'user',
  description: 'The learner reached a new highest level in a language (only ever rises).',
  schema: z.object({ language: z.string(), level: z.number().int() }),
});
export const CustomLevelReached = defineEvent({
  type: 'CustomLevelReached',
  category: 'user',
  description: "The learner reached a new highest level in a classroom's practice (only ever rises).",
  schema: z.object({ classroom: z.string(), level: z.number().int() }),
});
export const LevelsCleared = defineEvent({
  type: 'LevelsCleared',
  category: 'user',
  description: 'The learner cleared their stored levels (per language and per classroom).',
  schema: z.object({}),
});

export const EmailReserved = defineEvent({
  type: 'EmailReserved',
  category: 'email',
  description: 'An e-mail address was claimed by an account (uniqueness reservation).',
  schema: z.object({ userId: z.string() }),
});
export const EmailReleased = defineEvent({
  type: 'EmailReleased',
  category: 'email',
  description: 'An account gave up an e-mail address (changed or deleted).',
  schema: z.object({ userId: z.string() }),
});

export type UserEvent =
  | EventOf<typeof UserRegistered>
  | EventOf<typeof UserProfileUpdated>
  | EventOf<typeof UserPasswordChanged>
  | EventOf<typeof UserUpdatedByAdmin>
  | EventOf<typeof UserDeleted>
  | EventOf<typeof LevelReached>
  | EventOf<typeof CustomLevelReached>
  | EventOf<typeof LevelsCleared>;

export type EmailEvent = EventOf<typeof EmailReserved> | EventOf<typeof EmailReleased>;
