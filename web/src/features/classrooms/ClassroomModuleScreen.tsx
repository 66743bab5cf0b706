import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { percentCorrect } from '@lebe/domain';
import { api, Loader, Message, useAction, usePageTitle, useRequest } from '../../shared';
import { classroomsApi } from './api';
import { FlagModal } from './FlagModal';
import { QuestionCard } from './QuestionCard';
import { useClassroomPractice } from './use-classroom-practice';

/** /studentclassrooms/module/{id} (and /myquestions/module/{id}): practice of a classroom's questions. */
export function ClassroomModuleScreen({ exitTo }: { exitTo?: string }) {
  const { id = '' } = useParams();
  usePageTitle('Classroom practice');
  const practice = useClassroomPractice(id);
  const [answered, setAnswered] = useState(false);
  const [shown, setShown] = useState(false);
  const [flagging, setFlagging] = useState(false);
  const [thanks, setThanks] = useState(false);
  // The notebook source label is the classroom's name (SPEC §9).
  const classroom = useRequest(() => classroomsApi.details(id), [id]);
  const source = classroom.data?.title ?? 'Lëbe';
  const save = useAction((questionId: string) => api.post('/api/notebooks', { questionId, source }));
  const questionId = practice.question?._id;

  useEffect(() => {
    setAnswered(false);
    setShown(false);
    save.reset();
  }, [questionId]);

  const onResult = (result: number, given: string) => {
    setAnswered(true);
    void practice.answer(result, given);
  };
  /** Show answer: counts 0 when nothing was answered yet, reveals the answer, enables Next (SPEC §4). */
  const show = () => {
    if (!answered) onResult(0, '');
    setShown(true);
  };
  const skip = async () => {
    await practice.answer(0, '');
    await practice.next();
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
      {thanks && <Message variant="success">Thank you for your input! Our staff will review the question.</Message>}
      {save.success && <Message variant="success">Successfully added to notebook!</Message>}
      {save.error && <Message variant="danger">{save.error}</Message>}
      {practice.error && <Message variant="danger">{practice.error}</Message>}
      {practice.loading ? (
        <Loader />
      ) : (
        practice.question && (
          <div className="card">
            <p className="muted">Level {practice.question.level}</p>
            <h2 className="question-text">{practice.question.question}</h2>
            <QuestionCard question={practice.question} onResult={onResult} done={answered} />
            {shown && (
              <p className="revealed" role="status">
                Answer: <strong>{practice.question.answers.find((a) => a.isCorrect)?.text}</strong>
              </p>
            )}
            <div className="row-actions practice-controls">
              <button type="button" className="btn btn-secondary" disabled={answered} onClick={skip}>
                Skip
              </button>
              <button type="button" className="btn btn-secondary" disabled={shown} onClick={show}>
                Show Answer
              </button>
              <button type="button" className="btn btn-primary" disabled={!answered} onClick={() => practice.next()}>
                Next
              </button>
              <button type="button" className="btn btn-light" onClick={() => setFlagging(true)}>
                Flag
              </button>
              <button
                type="button"
                className="btn btn-light"
                disabled={save.success || save.running}
                onClick={() => save.run(practice.question!._id)}
              >
                Add to Notebook
              </button>
            </div>
          </div>
        )
      )}
      {flagging && questionId && (
        <FlagModal
          question={questionId}
          onClose={(thanked) => {
            setFlagging(false);
            setThanks(thanked);
          }}
        />
      )}
    </section>
  );
}
