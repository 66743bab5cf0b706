import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { levelNames, mainPracticeMaxLevel, percentCorrect, practiceLanguages, startLevel } from '@lebe/domain';
import { Loader, Message, readStored, useAuth, usePageTitle } from '../../shared';
import type { PracticeParameters } from './api';
import { FlagModal } from './FlagModal';
import { LevelBar } from './LevelBar';
import { LevelUpModal } from './LevelUpModal';
import { NotebookModal } from './NotebookModal';
import { QuestionView } from './QuestionView';
import { ScoreBar } from './ScoreBar';
import { languageName } from './languages';
import { usePracticeSession } from './use-practice-session';

/**
 * /lebemodule: the main practice session in the language chosen on /start. Opened directly, with no
 * language chosen yet, it starts English (SPEC §2). A signed-in learner with a level in the language starts
 * there, even when the language was chosen before signing in.
 */
export function PracticeScreen() {
  const { userInfo } = useAuth();
  const stored = readStored<PracticeParameters>('initializeParameters');
  const valid = stored && (practiceLanguages as readonly string[]).includes(stored.targetLanguage);
  const params = valid ? stored : { userLanguage: 'english', targetLanguage: 'english', level: 0 };
  const language = params.targetLanguage;
  const level = userInfo?.userLevels?.[language] || !valid ? startLevel(language, userInfo?.userLevels) : params.level;
  return <Session params={{ ...params, level }} />;
}

function Session({ params: initial }: { params: PracticeParameters }) {
  // Fixed for the session: a level change is stored, but must not restart the session.
  const [params] = useState(initial);
  const language = languageName(params.targetLanguage);
  usePageTitle(`${language} practice`);
  const { userInfo } = useAuth();
  const navigate = useNavigate();
  const session = usePracticeSession(params);
  const [modal, setModal] = useState<'flag' | 'notebook' | null>(null);
  const [thanked, setThanked] = useState(false);
  const [saved, setSaved] = useState(false);
  /** This question is in the notebook: the button stays off after the 2-second message (no duplicates). */
  const [inNotebook, setInNotebook] = useState(false);
  const nextButton = useRef<HTMLButtonElement>(null);
  const { question, complete, level, outcome } = session;
  // The level bar opens the levels up to the learner's own, at least the language's start (English 6, SPEC §9), and
  // any reached in this session.
  const [reached, setReached] = useState(() =>
    Math.max(params.level, startLevel(params.targetLanguage), startLevel(params.targetLanguage, userInfo?.userLevels)),
  );
  if (level > reached) setReached(level);

  useEffect(() => {
    setThanked(false);
    setSaved(false);
    setInNotebook(false);
    // A typed answer takes the focus so the learner can type at once; otherwise the question is read out.
    (document.getElementById('typed-answer') ?? document.getElementById('question-text'))?.focus();
  }, [session.serial]);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), 2000);
    return () => clearTimeout(timer);
  }, [saved]);
  useEffect(() => {
    if (complete && outcome !== 'levelUp') nextButton.current?.focus();
  }, [complete, outcome]);
  // Layout effect: the keys work from the moment the choices are on screen, not a frame later.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || modal || outcome === 'levelUp' || !complete) return;
      if ((event.target as HTMLElement).tagName === 'BUTTON') return; // a focused button handles Enter itself
      event.preventDefault();
      session.next();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <section className="practice" aria-labelledby="practice-title">
      <header className="practice-header">
        <h1 id="practice-title">
          {language} <span className="level-pill">Level {level}</span>
          <span className="level-name">
            {levelNames[level - 1]}
            {level >= mainPracticeMaxLevel(params.targetLanguage) ? ' · highest level' : ''}
          </span>
        </h1>
        <ScoreBar results={session.score.results} percent={percentCorrect(session.score.results)} />
      </header>
      <LevelBar language={params.targetLanguage} level={level} unlocked={reached} onChoose={session.choose} />
      {!userInfo && (
        <Message>
          You are practising as a visitor. <Link to="/login?redirect=/lebemodule">Log in</Link> to save your progress,
          flag questions and keep a notebook.
        </Message>
      )}
      {session.error && <Message variant="danger">{session.error}</Message>}
      {outcome === 'refresh' && (
        <Message variant="warning">
          Two misses in a row{session.missed ? <> — the answer was “{session.missed}”</> : null}. Here is another
          question at level {level}.
        </Message>
      )}
      {thanked && <Message variant="success">Thank you for your input! Our staff will review the question.</Message>}
      {saved && <Message variant="success">Successfully added to notebook!</Message>}
      <div className="card practice-card">
        {session.loading ? (
          <Loader />
        ) : question ? (
          <QuestionView
            key={session.serial}
            question={question}
            locked={complete}
            revealed={session.revealed}
            onAttempt={session.attempt}
          />
        ) : (
          !session.error && <p>No question is available here yet.</p>
        )}
        <div className="practice-controls">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={session.skip}
            disabled={complete || session.loading}
          >
            Skip
          </button>
          <button type="button" className="btn btn-secondary" onClick={session.show} disabled={complete || !question}>
            Show Answer
          </button>
          {userInfo && (
            <>
              <button
                type="button"
                className="btn btn-light"
                onClick={() => setModal('flag')}
                disabled={!question || thanked}
              >
                Flag
              </button>
              <button
                type="button"
                className="btn btn-light"
                onClick={() => setModal('notebook')}
                disabled={!question || inNotebook}
              >
                Add to Notebook
              </button>
            </>
          )}
          <span className="spacer" />
          <Link className="btn btn-light" to="/" role="button">
            Exit
          </Link>
          <button
            ref={nextButton}
            type="button"
            className="btn btn-primary"
            onClick={session.next}
            disabled={!complete || session.loading}
          >
            Next
          </button>
        </div>
      </div>
      <p className="keyboard-tip">Keyboard: number keys choose an answer, Enter goes to the next question.</p>
      {question && modal === 'flag' && (
        <FlagModal
          question={question._id}
          text={question.question}
          onClose={() => setModal(null)}
          onFlagged={() => {
            setModal(null);
            setThanked(true);
          }}
        />
      )}
      {question && modal === 'notebook' && (
        <NotebookModal
          questionId={question._id}
          text={question.question}
          source="Lëbe"
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            setSaved(true);
            setInNotebook(true);
          }}
        />
      )}
      {outcome === 'levelUp' && (
        <LevelUpModal level={level} language={language} onBreak={() => navigate('/')} onKeepGoing={session.next} />
      )}
      <p className="visually-hidden" aria-live="polite">
        {outcome === 'levelUp' ? `Level ${level} unlocked` : ''}
        {level >= mainPracticeMaxLevel(params.targetLanguage) ? ' You are at the highest level.' : ''}
      </p>
    </section>
  );
}
