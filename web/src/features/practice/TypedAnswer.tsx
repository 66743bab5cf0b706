import { useRef, useState } from 'react';
import { afterKeystroke, hint, isPrefixOfAnswer, letterPad, matchesAnswer, padFace } from '@lebe/domain';
import { languageTags } from './languages';

/**
 * Fill in the blank, typed live (SPEC §4): the colour says whether the text so far is a prefix of the
 * answer, every non-prefix keystroke lowers the partial value by 0.1 (floor 0), an exact match locks
 * the input. Letter buttons insert the language's special characters at the caret.
 */
export function TypedAnswer(props: {
  answer: string;
  language: string;
  locked: boolean;
  revealed: boolean;
  onSolved(partial: number, typed: string): void;
}) {
  const { answer, language, locked, revealed, onSolved } = props;
  const [typed, setTyped] = useState('');
  const [partial, setPartial] = useState(1);
  const [showHint, setShowHint] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const forms = [answer];
  const solved = matchesAnswer(typed, forms, language);
  const closed = solved || locked || revealed;

  const change = (next: string) => {
    if (closed) return;
    const value = afterKeystroke(partial, typed, next, forms, language);
    setPartial(value);
    setTyped(next);
    if (matchesAnswer(next, forms, language)) onSolved(value, next);
  };
  /** A letter button types where the caret is, and the caret moves past it, as a key would. */
  const insert = (letter: string) => {
    const el = input.current;
    const [start, end] = [el?.selectionStart ?? typed.length, el?.selectionEnd ?? typed.length];
    change(typed.slice(0, start) + letter + typed.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + letter.length, start + letter.length);
    });
  };
  const state = solved
    ? 'fib-correct'
    : typed === ''
      ? ''
      : isPrefixOfAnswer(typed, forms, language)
        ? 'fib-prefix'
        : 'fib-wrong';
  const rows = letterPad(language, answer);
  const clue = hint(answer);
  const lang = languageTags[language];

  return (
    <div className="typed-answer">
      <label htmlFor="typed-answer" className="visually-hidden">
        Your answer
      </label>
      <input
        id="typed-answer"
        ref={input}
        lang={lang}
        className={`typed-input ${state}`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={typed}
        readOnly={closed}
        aria-invalid={state === 'fib-wrong'}
        aria-describedby="question-text typed-status"
        onChange={(e) => change(e.target.value)}
      />
      <p id="typed-status" className="typed-status" aria-live="polite">
        <span className="typed-feedback">
          {solved ? 'Correct!' : state === 'fib-wrong' ? 'Not quite — check the last letters.' : ''}
        </span>
        <span className="partial-value">Score for this question: {partial.toFixed(1)}</span>
      </p>
      {!closed &&
        rows.map((row, i) => (
          <div
            key={row.label}
            className={`letter-pad${language === 'dzongkha' ? ' letter-pad-tibetan' : ''}`}
            role="group"
            aria-label={row.label}
          >
            {rows.length > 1 && (
              <span className="letter-pad-label" aria-hidden="true">
                {row.label}
              </span>
            )}
            {row.letters.map((c) => (
              <button
                key={`${i}-${c}`}
                type="button"
                className="btn btn-light btn-sm"
                lang={lang}
                aria-label={padFace(c) === c ? undefined : c}
                onMouseDown={(e) => e.preventDefault()} // keeps the caret in the input
                onClick={() => insert(c)}
              >
                {padFace(c)}
              </button>
            ))}
          </div>
        ))}
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
