import { Link } from 'react-router-dom';
import { percentCorrect } from '@lebe/domain';
import { Loader, Message, usePageTitle } from '../../shared';
import { QuestionCard } from '../classrooms/QuestionCard';
import { useQuestionState } from '../classrooms/use-question-state';
import { useNotebookPractice } from './use-notebook-practice';
import '../classrooms/classrooms.css';
import './notebook.css';

/** /notebook/module: practice of the learner's own saved questions, the most due first. */
export function NotebookModuleScreen() {
  usePageTitle('Notebook practice');
  const practice = useNotebookPractice();
  const entry = practice.entry;
  const correct = entry?.answers.find((a) => a.isCorrect)?.text ?? '';
  // The same entry served again (a refetch) is a fresh question.
  const served = `${entry?._id ?? ''}-${practice.turn}`;
  const q = useQuestionState(served, practice.answer);

  const skip = async () => {
    const after = await q.skip();
    await practice.next(after);
  };

  return (
    <section className="practice notebook-practice">
      <div className="row-actions">
        <Link className="btn btn-secondary" to="/">
          Exit
        </Link>
        <h1 className="practice-title">Notebook Practice</h1>
        <span>Level {practice.level || '-'}</span>
        <span className="muted">Last five: {percentCorrect(practice.results).toFixed(0)}%</span>
      </div>
      {practice.leveledUp && <Message variant="success">Next level unlocked!</Message>}
      {practice.error && <Message variant="danger">{practice.error}</Message>}
      {practice.loading ? (
        <Loader />
      ) : !entry ? (
        <div className="card empty-state">
          <p>Your notebook has no questions to practise yet.</p>
          <Link className="btn btn-primary" to="/">
            Let&apos;s go
          </Link>
        </div>
      ) : (
        <div className="card">
          <p className="muted capitalize">
            {entry.targetLanguage} · Level {entry.level} · {entry.source}
          </p>
          <h2 className="question-text" id="question-text">
            {entry.question}
          </h2>
          {entry.hint && <p className="entry-hint">Your hint: {entry.hint}</p>}
          <QuestionCard
            key={served}
            question={entry}
            locked={q.complete || q.leaving}
            revealed={q.revealed}
            onAttempt={q.attempt}
          />
          {q.revealed && (
            <Message>
              Answer: <strong>{correct}</strong>
            </Message>
          )}
          {q.counted && entry.note && <p className="entry-note">Your note: {entry.note}</p>}
          <div className="row-actions practice-controls">
            <button type="button" className="btn btn-secondary" disabled={q.complete || q.leaving} onClick={skip}>
              Skip
            </button>
            <button type="button" className="btn btn-light" disabled={q.complete || q.leaving} onClick={q.show}>
              Show Answer
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!q.complete || q.leaving}
              onClick={() => practice.next()}
            >
              Next
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
