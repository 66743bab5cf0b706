import { useRef, useState, type ChangeEvent } from 'react';
import {
  answerLimits,
  composeText,
  firstSlip,
  hint,
  language as languageOf,
  startTyping,
  typeText,
  type Slip,
  type Typing,
} from '@lebe/domain';
import type { ShownGrade } from '../../lib/practice/session';
import { LetterPad } from './letter-pad';

/** What the learner is told about a slip: an accent named as such, else the letter where it goes wrong. */
function slipText(slip: Slip, lang?: string) {
  if (slip.accent && slip.expected)
    return (
      <>
        check the accent: <mark lang={lang}>{slip.expected}</mark>
      </>
    );
  return (
    <>
      letter {slip.at + 1}, “
      <mark className="wrong-letter" lang={lang}>
        {slip.typed}
      </mark>
      ”, is where it goes wrong
    </>
  );
}

/** The verdict on an accepted answer, from the grade the screen shows (the server's once recorded). */
function solvedText(value: number, slip: Slip | null, lang?: string) {
  if (value >= 1) return 'Correct!';
  const why = slip ? <>: {slipText(slip, lang)}</> : '';
  if (value <= 0)
    return (
      <>
        The answer is right, but it scores {value.toFixed(1)}: each keystroke off the answer cost 0.1{why}.
      </>
    );
  return (
    <>
      Right, scoring {value.toFixed(1)}: each keystroke off the answer cost 0.1{why}.
    </>
  );
}

/**
 * Fill in the blank, typed live (SPEC §4), kept by domain's typing (domain/practice/typing): NFC, spaces, case
 * and the apostrophes, quotes and dashes of a keyboard forgiven, the final tsheg optional in Dzongkha, any
 * correct answer and its variants accepted; accents count and a slip of one is named. The colour says whether
 * the text so far can still become an answer; an input method's composition is not counted until committed.
 * An accepted answer locks the input, which keeps the focus (a key typed after it presses nothing), and is
 * reported with its typing, whose body the session sends.
 */
export function TypedAnswer(props: {
  forms: string[];
  language: string;
  locked: boolean;
  revealed: boolean;
  /** The grade of the counted answer: the client's, then the server's recorded one. */
  grade: ShownGrade | null;
  onSolved(typing: Typing): void;
  /** Each keystroke counted before the answer is accepted: what Show Answer, Skip or leaving would give up. */
  onDraft?(typing: Typing): void;
}) {
  const { forms, language, locked, revealed, onSolved } = props;
  const answer = forms[0] ?? '';
  const [typing, setTyping] = useState(startTyping);
  const current = useRef(typing);
  const [showHint, setShowHint] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const closed = typing.solved || locked || revealed;
  const lang = languageOf(language)?.tag;

  const keep = (next: Typing) => {
    const was = current.current;
    current.current = next;
    setTyping(next);
    if (next.solved && !was.solved) onSolved(next);
    else if (!next.solved && next.committed !== was.committed) props.onDraft?.(next);
  };
  const commit = (text: string) => {
    if (!closed) keep(typeText(current.current, text, forms, language));
  };
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    if (closed) return;
    // Mid-composition the text is shown, not counted: the composed letter is one keystroke when committed.
    if ((e.nativeEvent as InputEvent).isComposing) keep(composeText(current.current, e.target.value));
    else commit(e.target.value);
  };
  /** A letter button types where the caret is, and the caret moves past it, as a key would. */
  const insert = (letter: string) => {
    const el = input.current;
    const text = current.current.text;
    const [start, end] = [el?.selectionStart ?? text.length, el?.selectionEnd ?? text.length];
    commit(text.slice(0, start) + letter + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + letter.length, start + letter.length);
    });
  };
  const { text, solved } = typing;
  const slip = solved || typing.committed === '' ? null : firstSlip(typing.committed, forms, language);
  const state = solved ? 'fib-correct' : text === '' ? '' : slip === null ? 'fib-prefix' : 'fib-wrong';
  // Once the answer is counted (solved, or given up with Show Answer) the score is the counted grade, not the
  // running score of what was typed so far: a given-up answer shows 0.0, as it is recorded.
  const shown = props.grade ? props.grade.pointscore : typing.partial;
  const clue = hint(answer);

  return (
    <div className="typed-answer">
      <label htmlFor="typed-answer" className="visually-hidden">
        Your answer
      </label>
      <input
        id="typed-answer"
        ref={input}
        lang={lang}
        className={`typed-input ${state}${solved && shown < 1 ? ' fib-partial' : ''}`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={answerLimits.answer}
        value={text}
        readOnly={closed}
        aria-invalid={state === 'fib-wrong'}
        aria-describedby="question-text typed-status"
        onChange={change}
        onCompositionEnd={(e) => commit(e.currentTarget.value)}
      />
      <p id="typed-status" className="typed-status" aria-live="polite">
        <span className="typed-feedback">
          {solved ? solvedText(shown, typing.slip, lang) : slip ? <>Not quite: {slipText(slip, lang)}.</> : ''}
        </span>
        {/* Nothing to score before the first keystroke (a 1.0 on an empty field reads as a grade already given). */}
        {(props.grade || typing.keystrokes.length > 0 || text !== '') && (
          <span className="partial-value">Score for this question: {shown.toFixed(1)}</span>
        )}
      </p>
      {!closed && <LetterPad language={language} lang={lang} answer={answer} onLetter={insert} />}
      <div className="row-actions">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => setShowHint(true)}
          disabled={showHint || closed}
        >
          Hint
        </button>
        {showHint && (
          <span className="hint" aria-live="polite">
            Starts with “<span lang={lang}>{clue.firstLetter}</span>”, {clue.length} letters
          </span>
        )}
      </div>
    </div>
  );
}
