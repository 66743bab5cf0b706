import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { percentCorrect } from '@lebe/domain';
import { Loader, Message, usePageTitle } from '../../shared';
import { QuestionCard } from '../classrooms/QuestionCard';
import { useNotebookPractice } from './use-notebook-practice';
import '../classrooms/classrooms.css';
import './notebook.css';

/** /notebook/module: practice of the learner's own saved questions, the most due first. */
export function NotebookModuleScreen() {
  usePageTitle('Notebook practice');
  const practice = useNotebookPractice();
  const [answered, setAnswered] = useState(false);
  const [shown, setShown] = useState(false);
  const entry = practice.entry;
  const correct = entry?.answers.find((a) => a.isCorrect)?.text ?? '';

  useEffect(() => {
    setAnswered(false);
    setShown(false);
  }, [entry?._id, practice.turn]);

  const onResult = (result: number, given: string) => {
    setAnswered(true);
    void practice.answer(result, given);
  };
  const showAnswer = () => {
    setShown(true);
    onResult(0, '');
  };
  const skip = async () => {
    const after = await practice.answer(0, '');
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
          <h2 className="question-text">{entry.question}</h2>
          {entry.hint && <p className="entry-hint">Your hint: {entry.hint}</p>}
          <QuestionCard
            key={`${entry._id}-${practice.turn}`}
            question={{ ...entry, fullQuestion: '' }}
            onResult={onResult}
            done={answered}
          />
          {shown && (
            <Message>
              Answer: <strong>{correct}</strong>
            </Message>
          )}
          {answered && entry.note && <p className="entry-note">Your note: {entry.note}</p>}
          <div className="row-actions practice-controls">
            <button type="button" className="btn btn-secondary" disabled={answered} onClick={skip}>
              Skip
            </button>
            <button type="button" className="btn btn-light" disabled={answered} onClick={showAnswer}>
              Show Answer
            </button>
            <button type="button" className="btn btn-primary" disabled={!answered} onClick={() => practice.next()}>
              Next
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
