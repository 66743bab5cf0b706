import type { Decider } from '../core/decider';
import { conflict, notFound } from '../core/errors';
import type { FlagEvent, FlagRaisedData } from './events';

export interface FlagState {
  exists: boolean;
  deleted: boolean;
  resolved: boolean;
}
export const initialFlag: FlagState = { exists: false, deleted: false, resolved: false };

export type FlagCommand =
  | { type: 'Raise'; flag: FlagRaisedData }
  /** An admin resolves the flag, or reopens it. */
  | { type: 'Resolve'; resolved: boolean }
  | { type: 'Delete' };

export function evolveFlag(state: FlagState, event: FlagEvent): FlagState {
  switch (event.type) {
    case 'FlagRaised':
      return { exists: true, deleted: false, resolved: false };
    case 'FlagResolved':
      return { ...state, resolved: event.data.resolved };
    case 'FlagDeleted':
      return { ...state, deleted: true };
    default: {
      const _unhandled: never = event;
      return state;
    }
  }
}

export function decideFlag(command: FlagCommand, state: FlagState): FlagEvent[] {
  if (command.type === 'Raise') {
    if (state.exists) throw conflict('This flag was already raised');
    return [{ type: 'FlagRaised', data: command.flag }];
  }
  if (!state.exists || state.deleted) throw notFound('Flag');
  switch (command.type) {
    case 'Resolve':
      return command.resolved === state.resolved
        ? []
        : [{ type: 'FlagResolved', data: { resolved: command.resolved } }];
    case 'Delete':
      return [{ type: 'FlagDeleted', data: {} }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const flagDecider: Decider<FlagState, FlagCommand, FlagEvent> = {
  initial: initialFlag,
  evolve: evolveFlag,
  decide: decideFlag,
};
