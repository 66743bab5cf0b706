import type { Decider } from '../core/decider';
import type { BankImportedEvent } from './events';

/** The generated bank's stream (one per target): the imports that finished, in order. */
export interface QuestionBankState {
  imports: BankImportedEvent['data'][];
}

export type QuestionBankCommand = { type: 'RecordImport' } & BankImportedEvent['data'];

/** An import records itself once it has put every question in the log; its absence makes the next start import again. */
export const questionBankDecider: Decider<QuestionBankState, QuestionBankCommand, BankImportedEvent> = {
  initial: { imports: [] },
  evolve: (state, event) => ({ imports: [...state.imports, event.data] }),
  decide: ({ type: _type, ...data }) => [{ type: 'QuestionBankImported', data }],
};
