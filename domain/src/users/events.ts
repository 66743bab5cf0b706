import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';

// Passwords never enter the log, not even hashed: credentials live in the secret store
// (see api/src/features/users/credentials.ts).

export const {
  UserRegistered,
  UserProfileUpdated,
  UserPasswordChanged,
  UserUpdatedByAdmin,
  UserDeleted,
  LevelReached,
  CustomLevelReached,
  LevelsCleared,
} = defineEvents('user', {
  UserRegistered: {
    description: 'A person created an account (or the first admin was seeded).',
    schema: z.object({ userId: z.string(), name: z.string(), email: z.string(), isAdmin: z.boolean() }),
  },
  UserProfileUpdated: {
    description: 'The user changed their own name or e-mail.',
    schema: z.object({ name: z.string(), email: z.string() }),
  },
  UserPasswordChanged: {
    description: 'The user set a new password; every other session of theirs ends.',
    schema: z.object({ sessionVersion: z.number().int() }),
  },
  UserUpdatedByAdmin: {
    description: "An admin changed the user's name, e-mail or admin right.",
    schema: z.object({ name: z.string(), email: z.string(), isAdmin: z.boolean() }),
  },
  UserDeleted: {
    description:
      'An admin deleted the account; its tokens stop working. Its answers were erased just before (LearnerAnswersErased).',
    schema: z.object({}),
  },
  LevelReached: {
    description:
      "The learner reached a new highest level in a language (only ever rises), with the evidence it stands on: the learner's ability θ and its standard error in that language, and P(θ ≥ the level's threshold) (absent on events recorded before the ability model).",
    schema: z.object({
      language: z.string(),
      level: z.number().int(),
      theta: z.number().optional(),
      se: z.number().optional(),
      probability: z.number().min(0).max(1).optional(),
    }),
  },
  CustomLevelReached: {
    description: "The learner reached a new highest level in a classroom's practice (only ever rises).",
    schema: z.object({ classroom: z.string(), level: z.number().int() }),
  },
  LevelsCleared: {
    description: 'The learner cleared their stored levels (per language and per classroom).',
    schema: z.object({}),
  },
});

export const { EmailReserved, EmailReleased } = defineEvents('email', {
  EmailReserved: {
    description: 'An e-mail address was claimed by an account (uniqueness reservation).',
    schema: z.object({ userId: z.string() }),
  },
  EmailReleased: {
    description: 'An account gave up an e-mail address (changed or deleted).',
    schema: z.object({ userId: z.string() }),
  },
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
