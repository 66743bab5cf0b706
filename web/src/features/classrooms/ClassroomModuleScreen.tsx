import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { percentCorrect } from '@lebe/domain';
import { api, Loader, Message, useAction, usePageTitle, useRequest } from '../../shared';
import { FlagModal } from '../practice/FlagModal';
import { classroomsApi } from './api';
import { QuestionCard } from './QuestionCard';
import { useClassroomPractice } from './use-classroom-practice';
import { useQuestionState } from './use-question-state';

/** /studentclassrooms/module/{id} (and /myquestions/module/{id}): practice of a classroom's questions. */
export function ClassroomModuleScreen({ exitTo }: { exitTo?: string }) {
  const { id = '' } = useParams();
  usePageTitle('Classroom practice');
  const practice = useClassroomPractice(id);
  const [flagging, setFlagging] = useState(false);
  const [thanked, setThanked] = useState(false);
  // The notebook source label is the classroom's name (SPEC §9).
  const classroom = useRequest(() => classroomsApi.details(id), [id]);
  const source = classroom.data?.title ?? 'Lëbe';
  const save = useAction((questionId: string) => api.post('/api/notebooks', { questionId, source }));
  const question = practice.question;
  const served = `${question?._id ?? ''}-${practice.serial}`;
  const q = useQuestionState(served, practice.answer);
  // Stable, so the dialog keeps the focus while this screen re-renders behind it.
  const closeFlag = useCallback(() => setFlagging(false), []);

  useEffect(() => {
    setThanked(false);
    save.reset();
  }, [served]);

  const skip = async () => {
    const after = await q.skip();
    await practice.next(after);
  };

  return (
    <section className="practice">
      <div className="row-actions">
        <Link className="btn btn-secondary" to={exitTo ?? `/studentclassrooms/${id}`}>
          Exit
        </Link>
        <span>Level {practice.level || '-'}</span>
        <span className="muted">Last five: {percentCorrect(practice.results).toFixed(0)}%</span>
      </div>
      {practice.leveledUp && <Message variant="success">Next level unlocked!</Message>}
      {thanked && <Message variant="success">Thank you for your input! Our staff will review the question.</Message>}
      {save.success && <Message variant="success">Successfully added to notebook!</Message>}
      {save.error && <Message variant="danger">{save.error}</Message>}
      {practice.error && <Message variant="danger">{practice.error}</Message>}
      {practice.loading ? (
        <Loader />
      ) : (
        question && (
          <div className="card">
            <p className="muted">Level {question.level}</p>
            <h2 className="question-text" id="question-text">
              {question.question}
            </h2>
            <QuestionCard
              key={served}
              question={question}
              locked={q.complete || q.leaving}
              revealed={q.revealed}
              onAttempt={q.attempt}
            />
            {q.revealed && (
              <p className="revealed" role="status">
                Answer: <strong>{question.answers.find((a) => a.isCorrect)?.text}</strong>
              </p>
            )}
            <div className="row-actions practice-controls">
              <button type="button" className="btn btn-secondary" disabled={q.complete || q.leaving} onClick={skip}>
                Skip
              </button>
              <button type="button" className="btn btn-secondary" disabled={q.complete || q.leaving} onClick={q.show}>
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
              <button type="button" className="btn btn-light" disabled={thanked} onClick={() => setFlagging(true)}>
                Flag
              </button>
              <button
                type="button"
                className="btn btn-light"
                disabled={save.success || save.running}
                onClick={() => save.run(question._id)}
              >
                Add to Notebook
              </button>
            </div>
          </div>
        )
      )}
      {flagging && question && (
        <FlagModal
          question={question._id}
          text={question.question}
          onClose={closeFlag}
          onFlagged={() => {
            setFlagging(false);
            setThanked(true);
          }}
        />
      )}
    </section>
  );
}
