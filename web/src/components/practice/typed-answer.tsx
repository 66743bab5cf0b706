import { useRef, useState } from 'react';
import { afterKeystroke, firstWrongLetter, hint, language as languageOf, matchesAnswer } from '@lebe/domain';
import { LetterPad } from './letter-pad';

/**
 * Fill in the blank, typed live (SPEC §4), matched as peers do (domain/practice/typed-answer): NFC, spaces and
 * case forgiven, the final tsheg optional in Dzongkha, accepted variants; accents count. The colour says whether
 * the text so far can still become an answer, the feedback names the first wrong letter, every keystroke that
 * leaves every accepted form lowers the partial value by 0.1 (floor 0) and Backspace never costs. A match locks
 * the input and reports the value, the text and the keystrokes.
 */
export function TypedAnswer(props: {
  forms: string[];
  language: string;
  locked: boolean;
  revealed: boolean;
  onSolved(partial: number, typed: string, keystrokes: string[]): void;
}) {
  const { forms, language, locked, revealed, onSolved } = props;
  const answer = forms[0] ?? '';
  const [typed, setTyped] = useState('');
  const [partial, setPartial] = useState(1);
  const [keystrokes, setKeystrokes] = useState<string[]>([]);
  const [showHint, setShowHint] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const solved = matchesAnswer(typed, forms, language);
  const closed = solved || locked || revealed;
  const lang = languageOf(language)?.tag;

  const change = (next: string) => {
    if (closed) return;
    const value = afterKeystroke(partial, typed, next, forms, language);
    const strokes = [...keystrokes, next];
    setPartial(value);
    setTyped(next);
    setKeystrokes(strokes);
    if (matchesAnswer(next, forms, language)) onSolved(value, next, strokes);
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
  const wrongAt = solved || typed === '' ? null : firstWrongLetter(typed, forms, language);
  const state = solved ? 'fib-correct' : typed === '' ? '' : wrongAt === null ? 'fib-prefix' : 'fib-wrong';
  const clue = hint(answer);
  const letters = [...typed.normalize('NFC')];

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
          {solved ? (
            'Correct!'
          ) : wrongAt !== null ? (
            <>
              Not quite: letter {wrongAt + 1}, “
              <mark className="wrong-letter" lang={lang}>
                {letters[wrongAt]}
              </mark>
              ”, is where it goes wrong.
            </>
          ) : (
            ''
          )}
        </span>
        <span className="partial-value">Score for this question: {partial.toFixed(1)}</span>
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
