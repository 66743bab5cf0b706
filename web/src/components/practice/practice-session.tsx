import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { languageName, levelNames, mainPracticeMaxLevel } from '@lebe/domain';
import { useListening } from '../../hooks/use-listening';
import { usePracticeSession } from '../../hooks/use-practice-session';
import { spokenText } from '../../lib/practice/listening';
import type { SessionQuestion } from '../../lib/practice/session';
import { useAuth } from '../../lib/auth';
import type { PracticeSource } from '../../lib/practice/source';
import { Loader } from '../ui/loader';
import { Message } from '../ui/message';
import { FlagModal } from './flag-modal';
import { LevelUpModal } from './level-up-modal';
import { ListenBar } from './listen-bar';
import { MeaningPanel } from './meaning-panel';
import { NotebookModal } from './notebook-modal';
import { PracticeControls } from './practice-controls';
import { PracticeNotices } from './practice-notices';
import { QuestionView, keyboardTip } from './question-view';
import { RetryPanel } from './retry-panel';
import { ScoreMeter } from './score-meter';
import './practice.css';
import './practice-modals.css';

/**
 * One practice screen for every kind (main, classroom, notebook): the title and level, progress to the next
 * level, the question, its controls, the flag, notebook and level-up dialogs, and the keyboard (number keys
 * choose, Enter goes on). What differs comes from the source and the props.
 */
export function PracticeSession(props: {
  source: PracticeSource;
  title: string;
  exitTo: string;
  /** The source label of a question saved to the notebook (SPEC §9: the classroom's name or the product's). */
  notebookSource: string;
  /** Above the question: main practice's level bar, a visitor's note. */
  aside?: (session: { level: number; highest: number; choose(level: number): void }) => ReactNode;
  /** What to say when there is nothing to practise. */
  empty: ReactNode;
  /** In place of the level and the progress to the next one: a quiz's own progress (it has no levels). */
  status?: ReactNode;
}) {
  const { source, exitTo } = props;
  const { userInfo } = useAuth();
  const navigate = useNavigate();
  const session = usePracticeSession(source);
  const { state } = session;
  const { question, complete, score, notice } = state;
  const [modal, setModal] = useState<'flag' | 'notebook' | null>(null);
  const [flagged, setFlagged] = useState(false);
  const [saved, setSaved] = useState(false);
  /** This question is in the notebook: the button stays off after the 2-second message (no duplicates). */
  const [inNotebook, setInNotebook] = useState(false);
  const nextButton = useRef<HTMLButtonElement>(null);
  /** Issue 36: the choices picked (what a wrong one means is told), a tile question typed, a question skipped. */
  const [chosen, setChosen] = useState<string[]>([]);
  const [typedInstead, setTypedInstead] = useState(false);
  const [skipped, setSkipped] = useState<{ question: SessionQuestion; serial: number } | null>(null);
  const listening = useListening(question, state.serial);
  const heard = state.counted ? null : listening.kind;
  // The mode the answer is recorded with: the question as it was put when counted.
  session.setMode(heard ? 'listening' : undefined);
  const busy = state.phase !== 'question';
  const top = state.levels?.length ? Math.max(...state.levels) : mainPracticeMaxLevel(source.language);
  // The level-up is shown once the server recorded the answer that made it (and so said whether it stands).
  const levelUp = notice?.kind === 'levelUp' && state.grade?.status !== 'pending';

  useEffect(() => {
    setFlagged(false);
    setSaved(false);
    setInNotebook(false);
    setChosen([]);
    setTypedInstead(false);
    // A typed answer takes the focus so the learner can type at once; otherwise the question is read out.
    (document.getElementById('typed-answer') ?? document.getElementById('question-text'))?.focus();
  }, [state.serial]);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), 2000);
    return () => clearTimeout(timer);
  }, [saved]);
  useEffect(() => {
    if (!complete || levelUp) return;
    // Next in view (a phone's screen ends above it once the answer is in); it takes the focus unless the learner
    // typed the answer: the input keeps it, so a key typed after the answer (a space) never presses Next.
    nextButton.current?.scrollIntoView({ block: 'nearest' });
    if (document.activeElement?.id !== 'typed-answer') nextButton.current?.focus({ preventScroll: true });
  }, [complete, levelUp]);
  useEffect(() => {
    // A dialog closed on the control it disabled (Flag, Add to Notebook): the focus goes on with the question
    // rather than to the page's start.
    if (modal || document.activeElement !== document.body) return;
    const on = nextButton.current && !nextButton.current.disabled ? nextButton.current : null;
    (on ?? document.getElementById('typed-answer') ?? document.getElementById('question-text'))?.focus();
  }, [modal]);
  const { next } = session;
  // Layout effect: Enter works from the moment Next is on, not a frame later.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || modal || levelUp || !complete) return;
      if ((event.target as HTMLElement).tagName === 'BUTTON') return; // a focused button handles Enter itself
      event.preventDefault();
      next();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [modal, levelUp, complete, next]);
  // Stable, so a dialog keeps the focus while this screen re-renders behind it.
  const closeModal = useCallback(() => setModal(null), []);

  const level = score.level;
  return (
    <section className="practice" aria-labelledby="practice-title">
      <header className="practice-header">
        {props.status !== undefined ? (
          <>
            <h1 id="practice-title">{props.title}</h1>
            {props.status}
          </>
        ) : (
          <>
            <h1 id="practice-title">
              {props.title} <span className="level-pill">Level {level || '–'}</span>
              {level > 0 && (
                <span className="level-name">
                  {levelNames[level - 1]}
                  {level >= top ? ' · highest level' : ''}
                </span>
              )}
            </h1>
            <ScoreMeter results={score.results} level={level} top={level >= top} />
          </>
        )}
      </header>
      {props.aside?.({ level, highest: state.highest, choose: session.choose })}
      {state.error && state.phase !== 'error' && <Message variant="danger">{state.error}</Message>}
      {state.phase === 'empty' ? (
        props.empty
      ) : (
        <div className="card practice-card">
          {state.phase === 'error' ? (
            <RetryPanel error={state.error} retryAt={session.retryAt} onRetry={session.retry} />
          ) : busy ? (
            <Loader />
          ) : (
            question && (
              <QuestionView
                key={state.serial}
                question={question}
                locked={complete}
                revealed={state.revealed}
                grade={state.grade}
                listening={heard}
                onTyping={setTypedInstead}
                onDraft={session.typed}
                onAttempt={(given, done) => {
                  setChosen((c) => [...c, given.answer]);
                  session.attempt(given, done);
                }}
              />
            )
          )}
          {question && !busy && state.phase === 'question' && (
            <>
              <ListenBar
                text={spokenText(question, !!heard, state.counted)}
                language={question.targetLanguage}
                voice={listening.voice}
                listening={!!heard}
                onOff={listening.off}
              />
              {listening.noVoice && (
                <p className="listen-none">
                  This browser has no voice for {languageName(question.targetLanguage)}, so listening exercises are not
                  offered in it.
                </p>
              )}
            </>
          )}
          <div className="meaning-live" aria-live="polite">
            {question && !busy && state.counted ? (
              <MeaningPanel question={question} chosen={chosen} />
            ) : (
              skipped?.serial === state.serial &&
              !busy && <MeaningPanel question={skipped.question} heading="The question you skipped" />
            )}
          </div>
          {state.grade?.status === 'kept' && !busy && (
            <p className="answer-status" role="status">
              No connection: your answer is kept on this device and will be sent once the connection returns.
            </p>
          )}
          <PracticeControls
            ref={nextButton}
            complete={complete}
            busy={busy}
            hasQuestion={!!question}
            signedIn={!!userInfo}
            flagged={flagged}
            inNotebook={inNotebook}
            exitTo={exitTo}
            onSkip={() => {
              if (question) setSkipped({ question, serial: state.serial + 1 });
              session.skip();
            }}
            onShow={session.show}
            onFlag={() => setModal('flag')}
            onSave={() => setModal('notebook')}
            onNext={next}
          />
        </div>
      )}
      <PracticeNotices notice={notice} level={level} flagged={flagged} saved={saved} />
      {question && <p className="keyboard-tip">{keyboardTip(question, typedInstead)}</p>}
      {question && modal === 'flag' && (
        <FlagModal
          question={question.questionId}
          text={question.question}
          onClose={closeModal}
          onFlagged={() => {
            setModal(null);
            setFlagged(true);
          }}
        />
      )}
      {question && modal === 'notebook' && (
        <NotebookModal
          questionId={question.questionId}
          text={question.question}
          source={props.notebookSource}
          onClose={closeModal}
          onSaved={() => {
            setModal(null);
            setSaved(true);
            setInNotebook(true);
          }}
        />
      )}
      {levelUp && (
        <LevelUpModal level={level} language={props.title} onBreak={() => navigate(exitTo)} onKeepGoing={next} />
      )}
    </section>
  );
}
