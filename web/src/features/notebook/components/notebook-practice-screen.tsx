import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PracticeSession } from '../../../components/practice/practice-session';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { notebookSource } from '../notebook-source';

/** /notebook/module: practice of the learner's own saved questions, the most due first, on main practice's screen. */
export function NotebookPracticeScreen() {
  usePageTitle('Notebook practice');
  const user = useAuth().userInfo?._id ?? '';
  const source = useMemo(() => notebookSource(user), [user]);
  return (
    <PracticeSession
      source={source}
      title="Notebook"
      exitTo={paths.home.href()}
      notebookSource="Lëbe"
      empty={
        <div className="card empty-state">
          <p>Your notebook has no questions to practise yet.</p>
          <Link className="btn btn-primary" to={paths.home.href()}>
            Let&apos;s go
          </Link>
        </div>
      }
    />
  );
}
