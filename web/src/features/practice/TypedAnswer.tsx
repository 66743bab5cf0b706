import { useState } from 'react';
import { afterKeystroke, hint, isExact, isPrefixOf, specialCharacters } from '@lebe/domain';

/**
 * Fill in the blank, typed live (SPEC §4): the colour says whether the text so far is a prefix of the
 * answer, every non-prefix keystroke lowers the partial value by 0.1 (floor 0), an exact match locks
 * the input. Letter buttons add the language's special characters.
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
  const solved = isExact(typed, answer);

  const change = (next: string) => {
    if (solved || locked || revealed) return;
    const value = afterKeystroke(partial, next, answer);
    setPartial(value);
    setTyped(next);
    if (isExact(next, answer)) onSolved(value, next);
  };
  const state = solved ? 'fib-correct' : typed === '' ? '' : isPrefixOf(typed, answer) ? 'fib-prefix' : 'fib-wrong';
  const letters = specialCharacters[language] ?? [];
  const clue = hint(answer);

  return (
    <div className="typed-answer">
      <label htmlFor="typed-answer" className="visually-hidden">
        Your answer
      </label>
      <input
        id="typed-answer"
        className={`typed-input ${state}`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={typed}
        readOnly={solved || locked || revealed}
        aria-invalid={state === 'fib-wrong'}
        aria-describedby="question-text typed-status"
        onChange={(e) => change(e.target.value)}
      />
      <p id="typed-status" className="typed-status" aria-live="polite">
        {solved ? 'Correct!' : state === 'fib-wrong' ? 'Not quite — check the last letters.' : ''}{' '}
        <span className="partial-value">Score for this question: {partial.toFixed(1)}</span>
      </p>
      {letters.length > 0 && (
        <div className="letter-pad" role="group" aria-label="Special characters">
          {letters.map((c) => (
            <button key={c} type="button" className="btn btn-light btn-sm" onClick={() => change(typed + c)}>
              {c}
            </button>
          ))}
        </div>
      )}
      <div className="row-actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setShowHint(true)}>
          Hint
        </button>
        {showHint && (
          <span className="hint" aria-live="polite">
            Starts with “{clue.firstLetter}”, {clue.length} letters
          </span>
        )}
      </div>
    </div>
  );
}
