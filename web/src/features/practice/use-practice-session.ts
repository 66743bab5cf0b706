import { useCallback, useEffect, useRef, useState } from 'react';
import { recordResult, shouldSaveLevel, type Outcome, type ScoreState } from '@lebe/domain';
import { errorMessage, useAuth, writeStored } from '../../shared';
import { practiceApi, type PracticeParameters, type PracticeQuestion } from './api';

interface QuestionState {
  question: PracticeQuestion | null;
  /** The first attempt's value was counted (one result per question). */
  counted: boolean;
  /** Answered right or shown: Next is enabled. */
  complete: boolean;
  revealed: boolean;
  /** Counts loads, so the same question drawn twice still starts afresh. */
  serial: number;
}

let loads = 0;
const fresh = (question: PracticeQuestion | null): QuestionState => ({
  question,
  counted: false,
  complete: false,
  revealed: false,
  serial: ++loads,
});

/**
 * Main practice (SPEC §4): one question at a time at the session's level; each question adds one result
 * to the rolling score (main variant). Five right moves up a level (saved when above the stored one);
 * two misses with a weak run refetch at the level.
 */
export function usePracticeSession(params: PracticeParameters) {
  const { userInfo, updateUserInfo } = useAuth();
  const language = params.targetLanguage;
  const [score, setScore] = useState<ScoreState>({ results: [], level: params.level });
  const [current, setCurrent] = useState<QuestionState>(fresh(null));
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('none');
  /** The answer of the question a refresh took away, so the learner still sees it. */
  const [missed, setMissed] = useState<string | null>(null);

  const avoid = useRef<string | null>(null);
  const load = useCallback(
    async (level: number) => {
      setLoading(true);
      setError(null);
      writeStored('initializeParameters', { ...params, level });
      try {
        let question = await practiceApi.next({ ...params, level });
        // Visitors have no answer history on the server to avoid repeats: draw once more on a repeat.
        if (question._id === avoid.current) question = await practiceApi.next({ ...params, level });
        avoid.current = question._id;
        setCurrent(fresh(question));
      } catch (e) {
        setCurrent(fresh(null));
        setError(errorMessage(e));
      } finally {
        setLoading(false);
      }
    },
    [params],
  );

  useEffect(() => {
    void load(params.level);
  }, [load, params.level]);

  const saveLevel = useCallback(
    async (level: number) => {
      if (!userInfo || !shouldSaveLevel(level, userInfo.userLevels?.[language])) return;
      const saved = await practiceApi.saveLevel(userInfo._id, language, level).catch(() => null);
      if (saved) updateUserInfo(saved);
    },
    [userInfo, language, updateUserInfo],
  );

  /** Counts a question's first attempt; later attempts only complete it. */
  const count = useCallback(
    (question: PracticeQuestion, result: number, given: string): Outcome => {
      const next = recordResult(score, result, { kind: 'main', language });
      setScore(next.state);
      setOutcome(next.outcome);
      setMissed(null);
      // Errors not shown (SPEC §7). The server keeps a level only once the answers that earn it are recorded.
      const recorded = userInfo
        ? practiceApi.record(question._id, given, result).catch(() => undefined)
        : Promise.resolve(undefined);
      if (next.outcome === 'levelUp') {
        // Kept for the next visit too, when the learner takes a break instead of going on.
        writeStored('initializeParameters', { ...params, level: next.state.level });
        void recorded.then(() => saveLevel(next.state.level));
      }
      return next.outcome;
    },
    [score, language, userInfo, saveLevel, params],
  );

  const attempt = useCallback(
    (result: number, given: string, complete: boolean) => {
      const { question, counted } = current;
      if (!question) return;
      const outcome = counted ? 'none' : count(question, result, given);
      if (outcome === 'refresh' && !complete) {
        // SPEC §4: a weak run refetches at the level at once; the learner is still told the answer.
        setMissed(question.answers.find((a) => a.isCorrect)?.text ?? null);
        void load(score.level);
        return;
      }
      setCurrent((c) => ({ ...c, counted: true, complete: c.complete || complete }));
    },
    [current, count, load, score.level],
  );

  /** Show answer: counts 0 if nothing was counted yet, reveals the answer, enables Next. */
  const show = useCallback(() => {
    const { question, counted } = current;
    if (!question) return;
    // A weak run reached by showing the answer is refetched by Next; the answer stays on screen until then.
    if (!counted && count(question, 0, '') === 'refresh') setOutcome('none');
    setCurrent((c) => ({ ...c, counted: true, complete: true, revealed: true }));
  }, [current, count]);

  /** Skip counts as a miss and moves on. */
  const skip = useCallback(() => {
    const { question, counted } = current;
    if (question && !counted) count(question, 0, '');
    setOutcome('none');
    setMissed(null);
    void load(score.level);
  }, [current, count, load, score.level]);

  /** The level bar: practice goes on at the chosen level with a fresh score. */
  const choose = useCallback(
    (level: number) => {
      setScore({ results: [], level });
      setOutcome('none');
      setMissed(null);
      void load(level);
    },
    [load],
  );

  const next = useCallback(() => {
    setOutcome('none');
    setMissed(null);
    void load(score.level);
  }, [load, score.level]);

  return { ...current, score, level: score.level, loading, error, outcome, missed, attempt, show, skip, next, choose };
}
