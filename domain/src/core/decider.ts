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

/**
 * A decider whose rules depend on nothing the stream holds (an answer is a fact, graded against its question):
 * its state is never loaded, so a learner's long answer stream is never read back on the hot path, and its
 * events are appended whatever the stream's revision. Still decided and validated.
 */
export type StatelessDecider<C, E extends { type: string; data: unknown }> = Decider<null, C, E> & { stateless: true };

/** The decider of facts: every command is decided on what it carries alone. */
export function factDecider<C, E extends { type: string; data: unknown }>(
  decide: (command: C) => E[],
): StatelessDecider<C, E> {
  return { initial: null, evolve: () => null, decide, stateless: true };
}

export const isStateless = (decider: Decider<unknown, never, { type: string; data: unknown }>) =>
  (decider as { stateless?: boolean }).stateless === true;
