import { useCallback, useEffect, useRef, useState } from 'react';
import { gradeAndBody, type GivenAnswer, type RecordAnswerBody, type RecordedAnswer } from '@lebe/domain';
import { errorMessage } from '../lib/api-client';
import {
  initialSession,
  needsFetch,
  reduceSession,
  type SessionAction,
  type SessionRules,
  type SessionQuestion,
  type SessionState,
} from '../lib/practice/session';
import type { PracticeSource } from '../lib/practice/source';
import { readStreak, writeStreak } from '../lib/practice/streak';

/** Pauses before a failed load is tried again by itself: 1, 2, 4, 8, 16, then every 30 seconds. */
export const retryDelay = (failures: number) => Math.min(30, 2 ** Math.max(0, failures - 1));

/**
 * Runs a practice session from a source (main, classroom or notebook): the pure session decides, this hook
 * fetches the next question when it moves on, grades each counted answer with domain's gradeAndBody (the
 * server's function, on the very body sent), records it and shows the grade the server recorded, saves a
 * level only after the answer that earned it is recorded, tries a failed load again (by itself, with a
 * growing pause, at once when the connection returns, or on Retry) and keeps the streak over a reload.
 * `source` must keep its identity for the session (useMemo).
 */
export function usePracticeSession(source: PracticeSource) {
  const [state, setState] = useState<SessionState>(initialSession);
  const current = useRef(state);
  /** The answers being recorded, in order: the next question waits for them (the server avoids repeats). */
  const recorded = useRef<Promise<unknown>>(Promise.resolve());
  const started = useRef(false);
  /** How the question on screen is put (issue 36: 'listening'), sent with its answer. */
  const mode = useRef<RecordAnswerBody['mode']>(undefined);
  /** Issue 38: the text typed at the question on screen (`serial`), not accepted yet. */
  const draft = useRef<{ serial: number; given: GivenAnswer } | null>(null);
  const [failures, setFailures] = useState(0);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const rules: SessionRules = { kind: source.kind, language: source.language, classroomDrops: source.classroomDrops };

  const record = (serial: number, body: RecordAnswerBody, level: number | null, at: number) => {
    const tell = (status: 'recorded' | 'kept' | 'local', pointscore?: number) =>
      applyRef.current({ type: 'recorded', serial, status, pointscore });
    const reach = (reached: number | null) => {
      if (reached === null) return;
      source.reached?.(reached);
      return source.saveLevel?.(reached).catch(() => undefined);
    };
    // Main practice (issue 29): the server says whether a level-up from the answer's level stands; the screen
    // takes its word (session.ts `verdict`), and a level is kept and saved only as the screen then shows it.
    const told = (answer: RecordedAnswer) => {
      const before = current.current.score.level;
      const levelUp = answer.levelUp && { ...answer.levelUp };
      applyRef.current({ type: 'recorded', serial, status: 'recorded', pointscore: answer.pointscore, levelUp });
      const after = current.current.score.level;
      if (!answer.levelUp) return reach(level);
      return reach(after > before ? after : level !== null && after >= level ? level : null);
    };
    if (!source.record) {
      source.keepLocally?.(body, at, current.current.highest);
      tell('local');
      return Promise.resolve(reach(level));
    }
    const sent = source.record(body).then(
      (delivery) => {
        if (delivery.status === 'recorded') return told(delivery.answer);
        tell('kept');
        if (level !== null) source.reached?.(level);
        // Sent when the connection returns: the grade it gets is shown if the question is still on screen,
        // and a level it earned is saved then (the server keeps only levels recorded answers earn).
        void delivery.delivered.then(told);
      },
      // Refused for good: posting errors are not shown (SPEC §7); the screen's grade stays, as not recorded.
      () => tell('local'),
    );
    return sent;
  };

  /** What a typed answer given up records: the text typed, graded 0 (the claim of 0 never lets the grade rise). */
  const givenUp = (q: SessionQuestion, serial: number): RecordAnswerBody | null => {
    const d = draft.current;
    if (!d || d.serial !== serial || d.given.answer.trim() === '') return null;
    return gradeAndBody(q, q.questionId, { ...d.given, pointscore: 0 }).body;
  };

  /** Leaving a question after typing (another page, another level, the tab closed) gives it up: it is recorded. */
  const leave = () => {
    const s = current.current;
    const body = s.question && s.phase === 'question' && !s.counted ? givenUp(s.question, s.serial) : null;
    draft.current = null;
    if (!body || !source.record) return;
    source.record(mode.current ? { ...body, mode: mode.current } : body).catch(() => undefined);
  };
  const leaveRef = useRef(leave);
  useEffect(() => {
    leaveRef.current = leave;
  });

  const apply = (action: SessionAction, body?: RecordAnswerBody) => {
    if (action.type === 'levelChosen') leave();
    const before = current.current;
    const after = reduceSession(before, action, rules);
    if (after === before) return;
    current.current = after;
    setState(after);
    if (!before.counted && after.counted && before.question) {
      const q = before.question;
      // A skip is sent as one (issue 29: it tells the ability model nothing); a shown answer counts as wrong.
      // Either one, after typing, records the text typed (issue 38), graded 0.
      const left = body ?? givenUp(q, before.serial) ?? gradeAndBody(q, q.questionId, { answer: '' }).body;
      const given = !body && action.type === 'skipped' ? { ...left, skipped: true } : left;
      const sent = mode.current ? { ...given, mode: mode.current } : given;
      const level = after.score.level > before.score.level ? after.score.level : null;
      const serial = after.serial;
      const at = before.score.level;
      recorded.current = recorded.current.then(() => record(serial, sent, level, at));
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
      setFailures(0);
      applyRef.current({ type: 'served', ticket, questions });
    } catch (e) {
      setFailures((n) => n + 1);
      applyRef.current({ type: 'failed', ticket, error: errorMessage(e) });
    }
  };

  const start = useCallback(
    (live: () => boolean) =>
      source.start().then(
        (begin) => {
          if (!live()) return;
          started.current = true;
          setFailures(0);
          if (!begin) return applyRef.current({ type: 'nothingToPractise' });
          const kept = readStreak(source.scope, begin.level);
          applyRef.current({ type: 'started', ...begin, ...(kept ? { results: kept } : {}) });
        },
        (e) => {
          if (!live()) return;
          setFailures((n) => n + 1);
          applyRef.current({ type: 'failed', ticket: current.current.ticket, error: errorMessage(e) });
        },
      ),
    [source],
  );

  useEffect(() => {
    let live = true;
    started.current = false;
    current.current = initialSession;
    setState(initialSession);
    void start(() => live);
    const onHide = () => leaveRef.current();
    window.addEventListener('pagehide', onHide);
    return () => {
      live = false;
      window.removeEventListener('pagehide', onHide);
      leaveRef.current();
    };
  }, [start]);

  // The streak (the results toward the next level) is kept for this practice, so a reload goes on with it.
  const { score } = state;
  useEffect(() => {
    if (score.level > 0) writeStreak(source.scope, score);
  }, [score, source.scope]);

  const retry = useCallback(() => {
    if (current.current.phase !== 'error') return;
    setRetryAt(null);
    if (!started.current) {
      applyRef.current({ type: 'fetching' });
      void start(() => true);
    } else applyRef.current({ type: 'retry' });
  }, [start]);

  // A failed load is tried again by itself, after a pause that grows, and at once when the connection returns.
  const failed = state.phase === 'error';
  useEffect(() => {
    if (!failed) return setRetryAt(null);
    const delay = retryDelay(failures) * 1000;
    setRetryAt(Date.now() + delay);
    const timer = setTimeout(retry, delay);
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [failed, failures, retry]);

  const dispatch = useCallback((action: SessionAction, body?: RecordAnswerBody) => {
    applyRef.current(action, body);
  }, []);

  return {
    state,
    /** When the next try of a failed load is due (ms since the epoch), or null. */
    retryAt,
    retry,
    /**
     * An attempt at the question: what was given, and whether it ends the question (the right choice, a typed
     * answer accepted). Its value is domain's grade of the body that is sent.
     */
    attempt: useCallback(
      (given: GivenAnswer, complete: boolean) => {
        const q = current.current.question;
        if (!q) return;
        const { grade, body } = gradeAndBody(q, q.questionId, given);
        dispatch({ type: 'attempted', result: grade.pointscore, complete }, body);
      },
      [dispatch],
    ),
    /** The text typed so far at the question on screen: what Show Answer, Skip or leaving it records. */
    typed: useCallback((given: GivenAnswer) => {
      draft.current = { serial: current.current.serial, given };
    }, []),
    show: useCallback(() => dispatch({ type: 'shown' }), [dispatch]),
    skip: useCallback(() => dispatch({ type: 'skipped' }), [dispatch]),
    next: useCallback(() => dispatch({ type: 'next' }), [dispatch]),
    choose: useCallback((level: number) => dispatch({ type: 'levelChosen', level }), [dispatch]),
    /** How the question on screen is put: its answer is recorded with this mode. */
    setMode: useCallback((m: RecordAnswerBody['mode']) => {
      mode.current = m;
    }, []),
  };
}
