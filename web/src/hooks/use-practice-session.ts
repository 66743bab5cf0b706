import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-client';
import {
  initialSession,
  needsFetch,
  reduceSession,
  type SessionAction,
  type SessionRules,
  type SessionState,
} from '../lib/practice/session';
import type { Attempt, PracticeSource } from '../lib/practice/source';

/**
 * Runs a practice session from a source (main, classroom or notebook): the pure session decides, this hook
 * fetches the next question when it moves on, records each counted answer, and saves a level only after the
 * answer that earned it is recorded. `source` must keep its identity for the session (useMemo).
 */
export function usePracticeSession(source: PracticeSource) {
  const [state, setState] = useState<SessionState>(initialSession);
  const current = useRef(state);
  /** The answers being recorded, in order: the next question waits for them (the server avoids repeats). */
  const recorded = useRef<Promise<unknown>>(Promise.resolve());
  const rules: SessionRules = { kind: source.kind, language: source.language, classroomDrops: source.classroomDrops };

  const apply = (action: SessionAction, attempt?: Omit<Attempt, 'result'>) => {
    const before = current.current;
    const after = reduceSession(before, action, rules);
    if (after === before) return;
    current.current = after;
    setState(after);
    if (!before.counted && after.counted && before.question) {
      const result = after.score.results.at(-1) ?? 0;
      const question = before.question;
      const record = source.record?.(question, {
        answer: attempt?.answer ?? '',
        keystrokes: attempt?.keystrokes,
        result,
      });
      // Posting errors are not shown (SPEC §7); the order of answers is kept.
      recorded.current = recorded.current.then(() => record?.catch(() => undefined));
      if (after.score.level > before.score.level) {
        const level = after.score.level;
        source.reached?.(level);
        recorded.current = recorded.current.then(() => source.saveLevel?.(level).catch(() => undefined));
      }
    }
    if (after.phase === 'moving' && before.phase !== 'moving') void moveOn();
  };
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });

  const moveOn = async () => {
    await recorded.current;
    const s = current.current;
    if (s.phase !== 'moving') return;
    if (!needsFetch(s)) return applyRef.current({ type: 'advanced' });
    applyRef.current({ type: 'fetching' });
    const ticket = current.current.ticket;
    try {
      const questions = await source.fetch(current.current.score.level);
      applyRef.current({ type: 'served', ticket, questions });
    } catch (e) {
      applyRef.current({ type: 'failed', ticket, error: errorMessage(e) });
    }
  };

  useEffect(() => {
    let live = true;
    current.current = initialSession;
    setState(initialSession);
    source.start().then(
      (start) => live && applyRef.current(start ? { type: 'started', ...start } : { type: 'nothingToPractise' }),
      (e) => live && applyRef.current({ type: 'failed', ticket: 0, error: errorMessage(e) }),
    );
    return () => {
      live = false;
    };
  }, [source]);

  const dispatch = useCallback((action: SessionAction, attempt?: Omit<Attempt, 'result'>) => {
    applyRef.current(action, attempt);
  }, []);

  return {
    state,
    /** An attempt at the question: its value, whether it ends the question, and what was given. */
    attempt: useCallback(
      (result: number, complete: boolean, given: Omit<Attempt, 'result'>) =>
        dispatch({ type: 'attempted', result, complete }, given),
      [dispatch],
    ),
    show: useCallback(() => dispatch({ type: 'shown' }), [dispatch]),
    skip: useCallback(() => dispatch({ type: 'skipped' }), [dispatch]),
    next: useCallback(() => dispatch({ type: 'next' }), [dispatch]),
    choose: useCallback((level: number) => dispatch({ type: 'levelChosen', level }), [dispatch]),
  };
}
