import { decider } from '../core/decider';
import { conflict, notFound } from '../core/errors';
import type { ErasureEvent } from '../dashboards/events';
import { levelEarned } from '../practice/scoring';
import { probabilityAtLeast, type Ability } from '../ability/levels';
import type { EmailEvent, UserEvent } from './events';
import { exhaustive } from '../core/exhaustive';

/** Everything a user stream holds: the account's own facts and the erasure of the learner's answers. */
export type UserStreamEvent = UserEvent | ErasureEvent;

export interface UserState {
  userId: string;
  exists: boolean;
  deleted: boolean;
  name: string;
  email: string;
  isAdmin: boolean;
  userLevels: Record<string, number>;
  customLevels: Record<string, number>;
  sessionVersion: number;
}

export const initialUser: UserState = {
  userId: '',
  exists: false,
  deleted: false,
  name: '',
  email: '',
  isAdmin: false,
  userLevels: {},
  customLevels: {},
  sessionVersion: 0,
};

export type UserCommand =
  | { type: 'Register'; userId: string; name: string; email: string; isAdmin: boolean }
  | { type: 'UpdateProfile'; name: string; email: string; passwordChanged: boolean }
  | { type: 'AdminUpdate'; name: string; email: string; isAdmin: boolean }
  /** An admin's deletion; the account's answer stream has been removed from the log (`answersRemoved` events). */
  | { type: 'Delete'; answersRemoved: number }
  /** A new password set through a reset link: every session of the account ends (its session version rises). */
  | { type: 'ResetPassword' }
  /**
   * Levels claimed per language (or per classroom), each with the recorded evidence: the learner's last
   * results at each level from the one they hold. Kept only as far as the evidence earns them.
   */
  | { type: 'ClaimLevels'; scope: 'language' | 'classroom'; claims: Record<string, LevelClaim> }
  | { type: 'ClearLevels' }
  /**
   * A placement test's result (issue 29): practice in the language starts at `level`. Recorded as the level
   * reached, with the placement's ability estimate, only when above the level held (levels only ever rise).
   */
  | { type: 'PlaceLevel'; language: string; level: number; ability: Ability }
  /** The learner deleted all their dashboard data: the erasure is recorded and their levels locked, in one write. */
  | { type: 'EraseAnswers'; answersRemoved: number };

/** A claimed level with the recorded results it stands on (`evidence[level]`: the last results at that level). */
export interface LevelClaim {
  claimed: number;
  evidence: Record<number, readonly number[]>;
  /** The learner's ability in the claim's language: how likely it makes the level is recorded beside it (information). */
  ability?: Ability;
}

/** Every claim the evidence earns above the level held (SPEC §4: five of five at the level below), in one write. */
function decideClaims(
  scope: 'language' | 'classroom',
  claims: Record<string, LevelClaim>,
  state: UserState,
): UserStreamEvent[] {
  const held = scope === 'language' ? state.userLevels : state.customLevels;
  return Object.entries(claims).flatMap(([key, { claimed, evidence, ability }]): UserStreamEvent[] => {
    const have = held[key] ?? 0;
    const { level, probability } = levelEarned(claimed, have, evidence, ability);
    if (level <= have) return [];
    const weighed = ability && probability !== undefined ? { theta: ability.theta, se: ability.se, probability } : {};
    return scope === 'language'
      ? [{ type: 'LevelReached', data: { language: key, level, ...weighed } }]
      : [{ type: 'CustomLevelReached', data: { classroom: key, level } }];
  });
}

export function evolveUser(state: UserState, event: UserStreamEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        ...state,
        userId: event.data.userId,
        exists: true,
        name: event.data.name,
        email: event.data.email,
        isAdmin: event.data.isAdmin,
      };
    case 'UserProfileUpdated':
      return { ...state, name: event.data.name, email: event.data.email };
    case 'UserPasswordChanged':
      return { ...state, sessionVersion: event.data.sessionVersion };
    case 'UserUpdatedByAdmin':
      return { ...state, ...event.data };
    case 'UserDeleted':
      return { ...state, deleted: true };
    case 'LevelReached':
      return { ...state, userLevels: { ...state.userLevels, [event.data.language]: event.data.level } };
    case 'CustomLevelReached':
      return { ...state, customLevels: { ...state.customLevels, [event.data.classroom]: event.data.level } };
    case 'LevelsCleared':
      return { ...state, userLevels: {}, customLevels: {} };
    case 'LearnerAnswersErased':
      return state;
    default:
      return exhaustive(event, state);
  }
}

export function decideUser(command: UserCommand, state: UserState): UserStreamEvent[] {
  if (command.type === 'Register') {
    if (state.exists) throw conflict('User already exists');
    const { userId, name, email, isAdmin } = command;
    return [{ type: 'UserRegistered', data: { userId, name, email, isAdmin } }];
  }
  if (!state.exists || state.deleted) throw notFound('User');
  switch (command.type) {
    case 'UpdateProfile': {
      const events: UserStreamEvent[] = [];
      if (command.name !== state.name || command.email !== state.email)
        events.push({ type: 'UserProfileUpdated', data: { name: command.name, email: command.email } });
      if (command.passwordChanged)
        events.push({ type: 'UserPasswordChanged', data: { sessionVersion: state.sessionVersion + 1 } });
      return events;
    }
    case 'AdminUpdate': {
      const { name, email, isAdmin } = command;
      if (name === state.name && email === state.email && isAdmin === state.isAdmin) return [];
      return [{ type: 'UserUpdatedByAdmin', data: { name, email, isAdmin } }];
    }
    case 'Delete':
      // The account's answers go with it, as when the learner erases them: every read model built from them
      // (dashboards, class reports, quiz results, ability) purges them.
      return [
        { type: 'LearnerAnswersErased', data: { learner: state.userId, answersRemoved: command.answersRemoved } },
        { type: 'UserDeleted', data: {} },
      ];
    case 'ResetPassword':
      return [{ type: 'UserPasswordChanged', data: { sessionVersion: state.sessionVersion + 1 } }];
    case 'ClaimLevels':
      return decideClaims(command.scope, command.claims, state);
    case 'ClearLevels':
      return [{ type: 'LevelsCleared', data: {} }];
    case 'PlaceLevel': {
      const { language, level, ability } = command;
      if (level <= (state.userLevels[language] ?? 0)) return [];
      const probability = probabilityAtLeast(ability, level);
      return [{ type: 'LevelReached', data: { language, level, theta: ability.theta, se: ability.se, probability } }];
    }
    case 'EraseAnswers':
      return [
        { type: 'LearnerAnswersErased', data: { learner: state.userId, answersRemoved: command.answersRemoved } },
        { type: 'LevelsCleared', data: {} },
      ];
    default:
      return exhaustive(command, []);
  }
}

/** Who holds an e-mail address: its reservation stream decides uniqueness under concurrency. */
export interface EmailState {
  heldBy: string | null;
}
export const initialEmail: EmailState = { heldBy: null };

export function evolveEmail(state: EmailState, event: EmailEvent): EmailState {
  return event.type === 'EmailReserved' ? { heldBy: event.data.userId } : { heldBy: null };
}

/**
 * `orphaned`: a holder the handler found to have no account (a registration cut off by an older
 * version between its two appends): its claim is void, released in the same write.
 */
export type EmailCommand = { type: 'Reserve'; userId: string; orphaned?: string } | { type: 'Release'; userId: string };

export function decideEmail(command: EmailCommand, state: EmailState): EmailEvent[] {
  const { userId } = command;
  if (command.type === 'Reserve') {
    if (state.heldBy === userId) return [];
    if (state.heldBy && state.heldBy === command.orphaned)
      return [
        { type: 'EmailReleased', data: { userId: state.heldBy } },
        { type: 'EmailReserved', data: { userId } },
      ];
    if (state.heldBy) throw conflict('User already exists');
    return [{ type: 'EmailReserved', data: { userId } }];
  }
  return state.heldBy === userId ? [{ type: 'EmailReleased', data: { userId } }] : [];
}

export const userDecider = decider<UserState, UserCommand, UserStreamEvent>(initialUser, evolveUser, decideUser);

export const emailDecider = decider<EmailState, EmailCommand, EmailEvent>(initialEmail, evolveEmail, decideEmail);
