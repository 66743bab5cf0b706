import { useState } from 'react';

interface QuestionState {
  /** Which question is on screen: a new key starts afresh. */
  key: string;
  /** The first attempt was recorded: each question adds one result to the score. */
  counted: boolean;
  /** Answered right or shown: Next on; choices, Skip and Show Answer off. */
  complete: boolean;
  revealed: boolean;
  /** Skipped: everything off until the next question arrives. */
  leaving: boolean;
}

const fresh = (key: string): QuestionState => ({
  key,
  counted: false,
  complete: false,
  revealed: false,
  leaving: false,
});

/**
 * The question session of SPEC §4 as main practice keeps it (use-practice-session): the first attempt
 * is the question's one result, a wrong choice only disables itself (Next stays off), a right answer
 * or Show Answer completes the question, Show Answer and Skip record 0 when nothing was recorded yet.
 * `record` posts a result; Skip returns what it returned, so the caller can move on from it.
 */
export function useQuestionState<R>(key: string, record: (result: number, given: string) => R) {
  const [stored, setStored] = useState(() => fresh(key));
  // Derived, not reset in an effect: a new question is never shown with the last one's state.
  const state = stored.key === key ? stored : fresh(key);

  /** One attempt: its value (1, 0 or partial), what was given, and whether it ends the question. */
  const attempt = (result: number, given: string, complete: boolean) => {
    if (!state.counted) record(result, given);
    setStored({ ...state, counted: true, complete: state.complete || complete });
  };
  const show = () => {
    if (!state.counted) record(0, '');
    setStored({ ...state, counted: true, complete: true, revealed: true });
  };
  const skip = (): R | undefined => {
    setStored({ ...state, counted: true, leaving: true });
    return state.counted ? undefined : record(0, '');
  };
  return { ...state, attempt, show, skip };
}
