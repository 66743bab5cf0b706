import { useCallback, useEffect, useState } from 'react';
import { recordResult, shouldSaveLevel, type ScoreState } from '@lebe/domain';
import { api, errorMessage, readStored, useAuth, type UserInfo } from '../../shared';
import { classroomDashboardApi, myQuestionsApi, type Question } from './api';

type Score = 'correct' | 'partial' | 'incorrect';

/**
 * A classroom practice session: the classroom's levels, the level (from the saved custom level), the
 * current question, and the rolling score with the classroom variant of SPEC §4 (the level drops by
 * one on a bad run, and never rises above the classroom's highest level).
 */
export function useClassroomPractice(classroom: string) {
  const { userInfo, updateUserInfo } = useAuth();
  const [levels, setLevels] = useState<number[] | null>(null);
  const [score, setScore] = useState<ScoreState>({ results: [], level: 0 });
  const [question, setQuestion] = useState<Question | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [leveledUp, setLeveledUp] = useState(false);
  /** Counts questions served, so the same question drawn twice in a row is a fresh one. */
  const [serial, setSerial] = useState(0);

  const fetchQuestion = useCallback(
    async (level: number) => {
      setLoading(true);
      setError(null);
      try {
        setQuestion(await myQuestionsApi.module(classroom, level));
        setSerial((n) => n + 1);
      } catch (e) {
        setQuestion(null);
        setError(errorMessage(e));
      } finally {
        setLoading(false);
      }
    },
    [classroom],
  );

  useEffect(() => {
    myQuestionsApi.levels(classroom).then(
      ({ levels: found }) => {
        setLevels(found);
        const stored = readStored<{ classroom: string; level: number }>('initializeCustomParameters');
        const saved = stored?.classroom === classroom ? stored.level : (userInfo?.customLevels?.[classroom] ?? 0);
        const start = [...found].reverse().find((l) => l <= saved) ?? found[0];
        if (start === undefined) {
          setLoading(false);
          setError('This classroom has no questions yet');
          return;
        }
        setScore({ results: [], level: start });
        void fetchQuestion(start);
      },
      (e) => {
        setLoading(false);
        setError(errorMessage(e));
      },
    );
    // Once per classroom: the stored level is read at the start of a session.
  }, [classroom]);

  /**
   * Records one answer (1, 0 or a partial value) in the rolling score, at once so that a quick Next
   * already sees it, and on the dashboards. Returns the level the score now says: Skip moves on from
   * it before this render's `next` knows it.
   */
  const answer = useCallback(
    async (result: number, given: string) => {
      if (!question) return undefined;
      const { state } = recordResult(score, result, {
        kind: 'classroom',
        language: question.targetLanguage,
        cap: Math.max(...(levels ?? [score.level])),
        classroomDrops: true,
      });
      setScore(state);
      const kind: Score = result === 1 ? 'correct' : result === 0 ? 'incorrect' : 'partial';
      const body = { question: question._id, answer: given, score: kind, pointscore: result, classroom };
      await classroomDashboardApi.record(body).catch(() => undefined); // posting errors are not shown (SPEC §7)
      return { level: state.level };
    },
    [question, classroom, levels, score],
  );

  /**
   * Next question: at the level the score now says (or `after`, what Skip's own answer decided), moved
   * to the nearest level the classroom has.
   */
  const next = useCallback(
    async (after?: { level: number }) => {
      const available = levels ?? [];
      const target = after?.level ?? score.level;
      const previous = question?.level ?? target;
      let level = target;
      if (!available.includes(target))
        level =
          target > previous
            ? (available.find((l) => l >= target) ?? previous)
            : ([...available].reverse().find((l) => l <= target) ?? available[0]);
      if (level > previous) {
        setLeveledUp(true);
        if (userInfo && shouldSaveLevel(level, userInfo.customLevels?.[classroom])) {
          const saved = await api
            .put<UserInfo>(`/api/users/${userInfo._id}/customlevels`, { classroom, level })
            .catch(() => null);
          if (saved) updateUserInfo(saved);
        }
      } else setLeveledUp(false);
      setScore((s) => (s.level === level ? s : { ...s, level }));
      await fetchQuestion(level);
    },
    [levels, score.level, question, userInfo, classroom, updateUserInfo, fetchQuestion],
  );

  return {
    levels,
    level: score.level,
    results: score.results,
    question,
    serial,
    error,
    loading,
    leveledUp,
    answer,
    next,
  };
}
