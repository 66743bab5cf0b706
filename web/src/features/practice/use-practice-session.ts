import { useCallback, useEffect, useState } from 'react';
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
}

const fresh = (question: PracticeQuestion | null): QuestionState => ({
  question,
  counted: false,
  complete: false,
  revealed: false,
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

  const load = useCallback(
    async (level: number) => {
      setLoading(true);
      setError(null);
      writeStored('initializeParameters', { ...params, level });
      try {
        setCurrent(fresh(await practiceApi.next({ ...params, level })));
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
    (question: PracticeQuestion, result: number, given: string) => {
      const next = recordResult(score, result, { kind: 'main', language });
      setScore(next.state);
      setOutcome(next.outcome);
      if (userInfo) void practiceApi.record(question._id, given, result).catch(() => undefined); // errors not shown (SPEC §7)
      if (next.outcome === 'levelUp') void saveLevel(next.state.level);
    },
    [score, language, userInfo, saveLevel],
  );

  const attempt = useCallback(
    (result: number, given: string, complete: boolean) => {
      const { question, counted } = current;
      if (!question) return;
      if (!counted) count(question, result, given);
      setCurrent((c) => ({ ...c, counted: true, complete: c.complete || complete }));
    },
    [current, count],
  );

  /** Show answer: counts 0 if nothing was counted yet, reveals the answer, enables Next. */
  const show = useCallback(() => {
    const { question, counted } = current;
    if (!question) return;
    if (!counted) count(question, 0, '');
    setCurrent((c) => ({ ...c, counted: true, complete: true, revealed: true }));
  }, [current, count]);

  /** Skip counts as a miss and moves on. */
  const skip = useCallback(() => {
    const { question, counted } = current;
    if (question && !counted) count(question, 0, '');
    setOutcome('none');
    void load(score.level);
  }, [current, count, load, score.level]);

  const next = useCallback(() => {
    setOutcome('none');
    void load(score.level);
  }, [load, score.level]);

  return { ...current, score, level: score.level, loading, error, outcome, attempt, show, skip, next };
}
