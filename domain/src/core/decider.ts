/**
 * One feature's write model: the state a stream folds into, how each event changes it, and what a
 * command decides on that state. Pure: time and ids arrive on the command, never read inside.
 */
export interface Decider<S, C, E extends { type: string; data: unknown }> {
  initial: S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S): E[];
}

/** A decider from its three parts. */
export const decider = <S, C, E extends { type: string; data: unknown }>(
  initial: S,
  evolve: (state: S, event: E) => S,
  decide: (command: C, state: S) => E[],
): Decider<S, C, E> => ({ initial, evolve, decide });
