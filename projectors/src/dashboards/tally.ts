/** Counts of answers: correct (pointscore 1), partial (between), incorrect (0), and the sum of pointscores. */
export interface Tally {
  answers: number;
  correct: number;
  partial: number;
  incorrect: number;
  points: number;
}

export const emptyTally = (): Tally => ({ answers: 0, correct: 0, partial: 0, incorrect: 0, points: 0 });

export function addToTally(t: Tally | undefined, score: 'correct' | 'partial' | 'incorrect', points: number): Tally {
  const base = t ?? emptyTally();
  return {
    answers: base.answers + 1,
    correct: base.correct + (score === 'correct' ? 1 : 0),
    partial: base.partial + (score === 'partial' ? 1 : 0),
    incorrect: base.incorrect + (score === 'incorrect' ? 1 : 0),
    points: Math.round((base.points + points) * 1000) / 1000,
  };
}

/** A re-graded answer moved from its old grade to its new one (issue 26 item 6): the count of answers stays. */
export function moveInTally(
  t: Tally | undefined,
  from: { score: 'correct' | 'partial' | 'incorrect'; pointscore: number },
  to: { score: 'correct' | 'partial' | 'incorrect'; pointscore: number },
): Tally | undefined {
  if (!t) return t;
  const next = { ...t, points: Math.max(0, Math.round((t.points - from.pointscore + to.pointscore) * 1000) / 1000) };
  next[from.score] = Math.max(0, next[from.score] - 1);
  next[to.score] += 1;
  return next;
}

/** Accuracy in percent with 2 decimals: the mean pointscore (partial answers count by their value). */
export const accuracy = (t: Tally | undefined) =>
  t && t.answers ? Math.round((t.points / t.answers) * 10000) / 100 : 0;
