import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PracticeSession } from '../../../components/practice/practice-session';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { notebookSource, type NotebookRound } from '../notebook-source';
import '../notebook.css';

/** The end of a round: how it went, and a new round or the way out. */
function RoundSummary({ round, again }: { round: NotebookRound; again(): void }) {
  if (round.served.size === 0)
    return (
      <div className="card empty-state">
        <p>Your notebook has no questions to practise yet.</p>
        <Link className="btn btn-primary" to={paths.home.href()}>
          Let&apos;s go
        </Link>
      </div>
    );
  const skipped = Math.max(0, round.served.size - round.answered);
  return (
    <div className="card empty-state" role="status">
      <h2>Round complete</h2>
      <p>
        You reviewed {round.served.size} saved question{round.served.size === 1 ? '' : 's'}: {round.right} right
        {skipped ? `, ${skipped} skipped` : ''}. Each answer has set when its question comes back: the ones you missed
        come back soonest.
      </p>
      <div className="summary-actions">
        <button type="button" className="btn btn-primary" onClick={again}>
          Practise again
        </button>
        <Link className="btn btn-secondary" to={paths.notebook.href()}>
          Back to Notebook
        </Link>
      </div>
    </div>
  );
}

/** /notebook/module: one round through the learner's saved questions, the most due first, on main practice's screen. */
export function NotebookPracticeScreen() {
  usePageTitle('Notebook practice');
  const user = useAuth().userInfo?._id ?? '';
  const [roundNumber, setRoundNumber] = useState(0);
  const source = useMemo(() => notebookSource(user), [user, roundNumber]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <PracticeSession
      key={roundNumber}
      source={source}
      title="Notebook review"
      status={
        <p className="practice-status">Your saved questions, the most due for review first, each once a round.</p>
      }
      exitTo={paths.home.href()}
      notebookSource="Lëbe"
      empty={<RoundSummary round={source.round} again={() => setRoundNumber((n) => n + 1)} />}
    />
  );
}
