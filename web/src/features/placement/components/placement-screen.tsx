import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  gradeAnswer,
  language as languageOf,
  placementMaxItems,
  type GivenAnswer,
  type PlacementAnswerResponse,
  type PlacementDone,
} from '@lebe/domain';
import { QuestionView, keyboardTip } from '../../../components/practice/question-view';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { asSessionQuestion, type SessionQuestion } from '../../../lib/practice/session';
import { answerPlacement, startPlacement } from '../api/placement';
import { PlacementResult } from './placement-result';
import '../../../components/practice/practice.css';
import './placement.css';

const newRequestId = () => `placement-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The answer given to the question on screen: its first attempt (or "I don't know"), and the request that sends it. */
interface Given {
  given: GivenAnswer;
  pointscore: number;
  requestId: string;
}

/**
 * /placement/:language: the placement test (issue 29). Questions as practice shows them, each answered once (the
 * first choice, a typed answer, or "I don't know"), until the server has placed the learner: then the level
 * practice starts at, and a button to practise there. The keyboard works as in practice.
 */
export function PlacementScreen() {
  const { language: languageId = '' } = useParams();
  const language = languageOf(languageId);
  usePageTitle(`${language?.name ?? 'Language'} placement test`);
  const [id, setId] = useState<string | null>(null);
  const [question, setQuestion] = useState<SessionQuestion | null>(null);
  const [number, setNumber] = useState(1);
  const [given, setGiven] = useState<Given | null>(null);
  const [reply, setReply] = useState<PlacementAnswerResponse | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PlacementDone | null>(null);
  const started = useRef(false);
  /** The tile question the learner chose to type instead: the keyboard tip then says typing. */
  const [typedFor, setTypedFor] = useState<string | null>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  const begin = useCallback(() => {
    if (!language) return;
    setError(null);
    startPlacement(language.id)
      .then((first) => {
        setId(first.id);
        setQuestion(asSessionQuestion(first.question));
      })
      .catch((e: unknown) => setError(errorMessage(e)));
  }, [language]);
  useEffect(() => {
    // Once per visit: a placement is a stream of its own, never started twice by a re-render.
    if (started.current) return;
    started.current = true;
    begin();
  }, [begin]);

  const send = useCallback(
    (answer: Given) => {
      if (!id || !question) return;
      setSending(true);
      setError(null);
      answerPlacement(id, question.questionId, answer.given, answer.requestId)
        .then(setReply)
        .catch((e: unknown) => setError(errorMessage(e)))
        .finally(() => setSending(false));
    },
    [id, question],
  );
  const attempt = (answer: GivenAnswer) => {
    if (given || !question) return;
    const first: Given = {
      given: answer,
      pointscore: gradeAnswer(question, answer).pointscore,
      requestId: newRequestId(),
    };
    setGiven(first);
    send(first);
  };
  const next = useCallback(() => {
    if (!reply) return;
    if ('done' in reply) {
      setResult(reply);
      return;
    }
    setQuestion(asSessionQuestion(reply.question));
    setNumber((n) => n + 1);
    setGiven(null);
    setReply(null);
  }, [reply]);

  useEffect(() => {
    // A typed answer takes the focus so the learner can type at once; otherwise the question is read out.
    (document.getElementById('typed-answer') ?? document.getElementById('question-text'))?.focus();
  }, [question]);
  useEffect(() => {
    if (reply && document.activeElement?.id !== 'typed-answer') nextButton.current?.focus();
  }, [reply]);
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !reply || (event.target as HTMLElement).tagName === 'BUTTON') return;
      event.preventDefault();
      next();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [reply, next]);

  if (!language)
    return (
      <section className="practice placement">
        <h1>Placement test</h1>
        <Message variant="danger">
          There is no placement test for “{languageId}”. <Link to={paths.start.href()}>Choose a language</Link>.
        </Message>
      </section>
    );
  if (result) return <PlacementResult language={language} result={result} />;

  const right = given !== null && given.pointscore > 0;
  return (
    <section className="practice placement" aria-labelledby="practice-title">
      <header className="practice-header">
        <h1 id="practice-title">{language.name} placement test</h1>
        <p className="placement-progress">
          {question ? `Question ${number}, of at most ${placementMaxItems}` : 'Finding your level'}
        </p>
      </header>
      <p className="placement-lead">
        Answer what you know; choose “I don’t know” otherwise. The questions get harder or easier with your answers
        until the test knows the level your practice should start at.
      </p>
      {error && question && <Message variant="danger">{error}</Message>}
      <div className="card practice-card">
        {!question ? (
          error ? (
            <div className="retry-panel">
              <Message variant="danger">{error}</Message>
              <button type="button" className="btn btn-primary" onClick={begin}>
                Try again
              </button>
            </div>
          ) : (
            <Loader />
          )
        ) : (
          <QuestionView
            key={question.key}
            question={question}
            locked={given !== null}
            revealed={given !== null && !right}
            grade={given && { pointscore: given.pointscore, status: reply ? 'recorded' : 'pending' }}
            onTyping={(typed) => setTypedFor(typed ? question.key : null)}
            onAttempt={(answer) => attempt(answer)}
          />
        )}
        <div className="practice-controls">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => attempt({ answer: '' })}
            disabled={!question || given !== null}
          >
            I don’t know
          </button>
          {error && given && !reply && (
            <button type="button" className="btn btn-secondary" onClick={() => send(given)} disabled={sending}>
              Send again
            </button>
          )}
          <span className="spacer" />
          <Link className="btn btn-light" to={paths.start.href()} role="button">
            Exit
          </Link>
          <button ref={nextButton} type="button" className="btn btn-primary" onClick={next} disabled={!reply}>
            Next
          </button>
        </div>
        {sending && <p className="answer-status">Sending your answer…</p>}
      </div>
      {question && <p className="keyboard-tip">{keyboardTip(question, typedFor === question.key)}</p>}
    </section>
  );
}
