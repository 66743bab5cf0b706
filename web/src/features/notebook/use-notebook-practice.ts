import { useCallback, useEffect, useState } from 'react';
import { recordResult, type ScoreState } from '@lebe/domain';
import { errorMessage } from '../../shared';
import { notebookApi, type NotebookEntry } from './api';

/** What the next question should be: at the next level, the level refetched, or the next in line. */
type Move = 'levelUp' | 'refresh' | null;

/**
 * A notebook practice session: it starts at the notebook's lowest level and works through that level's
 * entries in spaced-repetition order (the API's), refetching when they run out. The rolling score uses
 * the notebook variant of SPEC §4: 100 results kept, a level up moves to the next level the notebook
 * has (never above its highest), a bad run refetches the level.
 */
export function useNotebookPractice() {
  const [levels, setLevels] = useState<number[] | null>(null);
  const [score, setScore] = useState<ScoreState>({ results: [], level: 0 });
  const [queue, setQueue] = useState<NotebookEntry[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [leveledUp, setLeveledUp] = useState(false);

  const fetchLevel = useCallback(async (level: number) => {
    setLoading(true);
    setError(null);
    try {
      setQueue((await notebookApi.module(level)).notebooks);
    } catch (e) {
      setQueue([]);
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    notebookApi.levels().then(
      ({ levels: found }) => {
        const sorted = [...found].sort((a, b) => a - b);
        setLevels(sorted);
        if (!sorted.length) return setLoading(false);
        setScore({ results: [], level: sorted[0] });
        void fetchLevel(sorted[0]);
      },
      (e) => {
        setLoading(false);
        setError(errorMessage(e));
      },
    );
  }, [fetchLevel]);

  const entry = queue[0] ?? null;
  const [pending, setPending] = useState<Move>(null);
  /** Counts questions shown, so the same entry served twice in a row is a fresh question. */
  const [turn, setTurn] = useState(0);

  /**
   * Records one answer (1, 0 or partial) in the score, at once so that a quick Next already sees it, and
   * on the dashboards (which reschedules the entry). Returns what the score decided, for Skip.
   */
  const answer = useCallback(
    async (result: number, given: string) => {
      if (!entry || !levels) return undefined;
      const { state, outcome } = recordResult(score, result, {
        kind: 'notebook',
        language: entry.targetLanguage,
        cap: Math.max(...levels),
      });
      const move: Move = outcome === 'levelUp' ? 'levelUp' : outcome === 'none' ? null : 'refresh';
      setScore(state);
      setPending(move);
      const kind = result === 1 ? 'correct' : result === 0 ? 'incorrect' : 'partial';
      // Posting errors are not shown (SPEC §7), e.g. a question since removed from the bank.
      await notebookApi
        .record({ question: entry.questionId, answer: given, score: kind, pointscore: result })
        .catch(() => undefined);
      return { move, level: state.level };
    },
    [entry, levels, score],
  );

  /** Moves on; Skip passes what its own answer decided, as the state has not re-rendered yet. */
  const next = useCallback(
    async (after?: { move: Move; level: number }) => {
      const available = levels ?? [];
      const move = after ? after.move : pending;
      const current = after ? after.level : score.level;
      setTurn((t) => t + 1);
      if (move === 'levelUp') {
        const level = available.find((l) => l >= current) ?? available[available.length - 1];
        setScore((s) => ({ ...s, level }));
        setLeveledUp(true);
        setPending(null);
        return fetchLevel(level);
      }
      setLeveledUp(false);
      if (move === 'refresh' || queue.length <= 1) {
        setPending(null);
        return fetchLevel(current);
      }
      setQueue((q) => q.slice(1));
    },
    [levels, pending, score.level, queue.length, fetchLevel],
  );

  return { levels, level: score.level, results: score.results, entry, turn, loading, error, leveledUp, answer, next };
}
