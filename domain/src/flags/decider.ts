import { decider } from '../core/decider';
import { conflict, notFound } from '../core/errors';
import type { FlagEvent, FlagRaisedData, QuestionReportedEvent } from './events';
import { exhaustive } from '../core/exhaustive';

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
    default:
      return exhaustive(event, state);
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
    default:
      return exhaustive(command, []);
  }
}

export const flagDecider = decider<FlagState, FlagCommand, FlagEvent>(initialFlag, evolveFlag, decideFlag);

/** The reports of one question: each flag raised on it, and by whom. */
export type QuestionReports = readonly { flagId: string; user: string }[];

export const questionReportsDecider = decider<
  QuestionReports,
  { type: 'Report'; flagId: string; user: string },
  QuestionReportedEvent
>(
  [],
  (reports, event) => [...reports, event.data],
  ({ flagId, user }) => [{ type: 'QuestionReported', data: { flagId, user } }],
);
