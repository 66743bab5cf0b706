import type { Decider } from '../core/decider';
import { conflict, notFound } from '../core/errors';
import type { EmailEvent, UserEvent } from './events';

export interface UserState {
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
  | { type: 'Delete' }
  | { type: 'ReachLevel'; language: string; level: number }
  | { type: 'ReachCustomLevel'; classroom: string; level: number }
  | { type: 'ClearLevels' };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, exists: true, name: event.data.name, email: event.data.email, isAdmin: event.data.isAdmin };
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
    default: {
      // Other features may add facts to this stream (an erasure); they do not change this state.
      const _unhandled: never = event;
      return state;
    }
  }
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'Register') {
    if (state.exists) throw conflict('User already exists');
    const { userId, name, email, isAdmin } = command;
    return [{ type: 'UserRegistered', data: { userId, name, email, isAdmin } }];
  }
  if (!state.exists || state.deleted) throw notFound('User');
  switch (command.type) {
    case 'UpdateProfile': {
      const events: UserEvent[] = [];
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
      return [{ type: 'UserDeleted', data: {} }];
    case 'ReachLevel': {
      const { language, level } = command;
      return level > (state.userLevels[language] ?? 0) ? [{ type: 'LevelReached', data: { language, level } }] : [];
    }
    case 'ReachCustomLevel': {
      const { classroom, level } = command;
      return level > (state.customLevels[classroom] ?? 0)
        ? [{ type: 'CustomLevelReached', data: { classroom, level } }]
        : [];
    }
    case 'ClearLevels':
      return [{ type: 'LevelsCleared', data: {} }];
    default: {
      const never: never = command;
      return never;
    }
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

export function decideEmail(command: { type: 'Reserve' | 'Release'; userId: string }, state: EmailState): EmailEvent[] {
  if (command.type === 'Reserve') {
    if (state.heldBy === command.userId) return [];
    if (state.heldBy) throw conflict('User already exists');
    return [{ type: 'EmailReserved', data: { userId: command.userId } }];
  }
  return state.heldBy === command.userId ? [{ type: 'EmailReleased', data: { userId: command.userId } }] : [];
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initial: initialUser,
  evolve: evolveUser,
  decide: decideUser,
};

export type EmailCommand = { type: 'Reserve' | 'Release'; userId: string };
export const emailDecider: Decider<EmailState, EmailCommand, EmailEvent> = {
  initial: initialEmail,
  evolve: evolveEmail,
  decide: decideEmail,
};
