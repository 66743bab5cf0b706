import type { PracticeRound } from '../api/my-questions';

/**
 * Classroom practice's round (issue 26 item 2): every question of the level once before any repeats. Shows how
 * far this round has got and, when one has just ended, its summary: right, wrong, and the questions to review.
 */
export function RoundPanel({ round, onDismiss }: { round: PracticeRound | null; onDismiss(): void }) {
  if (!round || round.size === 0) return null;
  const finished = round.answered === 0 && round.last && round.last.round === round.round - 1 ? round.last : null;
  return (
    <div className="round-panel" aria-live="polite">
      {finished && (
        <div className="card round-summary" role="status">
          <h2>Round {finished.round} complete</h2>
          <p>
            <strong>{finished.right}</strong> right, <strong>{finished.wrong}</strong> wrong.
            {finished.toReview.length === 0 ? ' Nothing to review: well done!' : ' To review:'}
          </p>
          {finished.toReview.length > 0 && (
            <ul>
              {finished.toReview.map((q) => (
                <li key={q._id}>{q.question}</li>
              ))}
            </ul>
          )}
          <button type="button" className="btn btn-light btn-sm" onClick={onDismiss}>
            Start round {round.round}
          </button>
        </div>
      )}
      <p className="round-progress">
        Round {round.round} · question {Math.min(round.answered + 1, round.size)} of {round.size}
      </p>
    </div>
  );
}
