import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { builtSentence, language as languageOf, matchesAnswer, type WordTiles } from '@lebe/domain';
import type { ShownGrade } from '../../lib/practice/session';

/** What the learner is told once a sentence is checked: from the grade the screen shows (the server's once recorded). */
function verdict(
  right: boolean,
  value: number | undefined,
  missed: number,
  last: string | undefined,
  lang: string | undefined,
): ReactNode {
  if (right) {
    if ((value ?? 1) >= 1) return 'Correct!';
    if (missed > 0) return 'Right this time. The first check is the one that counts: this question scores 0.';
    return 'Marked right here, but recorded as not right: the question has changed since it was shown.';
  }
  if (!last) return '';
  return (
    <>
      Not right: “<span lang={lang}>{last}</span>”. Move the words and check again, or show the answer.
    </>
  );
}

/**
 * Build the sentence (issue 28): the question's word tiles (domain's wordTiles) as buttons. A click, a tap, Enter
 * or Space moves a word to the sentence line, and a word on the line back; Backspace takes back the last word;
 * the sentence built is read out as it grows. Check gives the sentence, framed by the key's punctuation, as the
 * answer: the session grades it with domain's gradeAnswer, as it grades a typed answer, and the first check is
 * the one counted (like the first choice). A used tile keeps its place, so nothing moves under the finger and the
 * focus goes on to the next word rather than to the page.
 */
export function TileAnswer(props: {
  tiles: WordTiles;
  forms: string[];
  language: string;
  locked: boolean;
  revealed: boolean;
  /** The grade of the counted (first) check: the client's, then the server's recorded one. */
  grade: ShownGrade | null;
  onCheck(answer: string, right: boolean): void;
}) {
  const { tiles: words, key } = props.tiles;
  const { forms, language, locked, revealed, grade, onCheck } = props;
  const lang = languageOf(language)?.tag;
  const [placed, setPlaced] = useState<number[]>([]);
  const [missed, setMissed] = useState<string[]>([]);
  const [right, setRight] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  /** Where the focus goes after a move: a bank tile, a word on the line, or Check. */
  const focusNext = useRef<string | null>(null);
  const closed = locked || revealed || right;
  const built = builtSentence(
    placed.map((i) => words[i]),
    key,
  );

  useLayoutEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (!target || !box.current) return;
    const active = document.activeElement;
    // Only where the move took the focus away, or moved it on from the tile that was used.
    if (active && active !== document.body && !box.current.contains(active)) return;
    box.current.querySelector<HTMLElement>(target)?.focus();
  });

  const place = (i: number) => {
    if (closed || placed.includes(i)) return;
    const next = [...placed, i];
    setPlaced(next);
    const free = words.map((_, j) => j).filter((j) => !next.includes(j));
    const after = free.find((j) => j > i) ?? free[0];
    focusNext.current = after === undefined ? '.tile-check' : `[data-tile="${after}"]`;
  };
  const takeBack = (position: number) => {
    if (closed || position < 0 || position >= placed.length) return;
    const returned = placed[position];
    const next = placed.filter((_, p) => p !== position);
    setPlaced(next);
    focusNext.current = next.length
      ? `[data-placed="${Math.min(position, next.length - 1)}"]`
      : `[data-tile="${returned}"]`;
  };
  const check = () => {
    if (closed || !built) return;
    const ok = matchesAnswer(built, forms, language);
    if (ok) setRight(true);
    else setMissed((m) => [...m.filter((x) => x !== built), built]);
    onCheck(built, ok);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Backspace' || event.ctrlKey || event.metaKey || event.altKey || closed) return;
    event.preventDefault();
    if (placed.length === 0) return;
    const returned = placed[placed.length - 1];
    const active = document.activeElement as HTMLElement | null;
    setPlaced(placed.slice(0, -1));
    // From the line the focus stays on the line (its new last word); from Check or Clear, which the last word
    // taken back turns off, it goes to that word's tile; from a tile it stays.
    if (active?.dataset.placed !== undefined)
      focusNext.current = placed.length > 1 ? `[data-placed="${placed.length - 2}"]` : `[data-tile="${returned}"]`;
    else if (active?.dataset.tile === undefined && placed.length === 1) focusNext.current = `[data-tile="${returned}"]`;
  };

  const told = verdict(right, grade?.pointscore, missed.length, missed[missed.length - 1], lang);
  return (
    <div className="tile-answer" ref={box} onKeyDown={onKeyDown}>
      <p className="tile-help" id="tile-help">
        Choose the words in order: click or tap a word, or press Enter or Space on it. A word in your sentence goes back
        the same way; Backspace takes back the last one.
      </p>
      <div className={`tile-line${right ? ' tile-line-right' : ''}`} role="group" aria-label="Your sentence">
        {placed.length === 0 && (
          <span className="tile-line-empty" aria-hidden="true">
            Your sentence
          </span>
        )}
        {placed.map((i, position) => (
          <button
            key={`${i}`}
            type="button"
            className="tile tile-placed"
            data-placed={position}
            aria-disabled={closed || undefined}
            onClick={() => takeBack(position)}
          >
            <span className="visually-hidden">Take back </span>
            <span lang={lang}>{words[i]}</span>
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {built ? (
          <>
            Your sentence: <span lang={lang}>{built}</span>
          </>
        ) : (
          'Your sentence is empty.'
        )}
      </p>
      <div className="tile-bank" role="group" aria-label="Words to choose" aria-describedby="tile-help">
        {words.map((word, i) => {
          const used = placed.includes(i);
          return (
            <button
              key={i}
              type="button"
              className={`tile${used ? ' tile-used' : ''}`}
              data-tile={i}
              aria-disabled={used || closed || undefined}
              onClick={() => place(i)}
            >
              {used ? (
                <>
                  <span className="tile-ghost" aria-hidden="true" lang={lang}>
                    {word}
                  </span>
                  <span className="visually-hidden">
                    <span lang={lang}>{word}</span>, in your sentence
                  </span>
                </>
              ) : (
                <>
                  <span className="visually-hidden">Add </span>
                  <span lang={lang}>{word}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      <div className="row-actions">
        <button type="button" className="btn btn-primary btn-sm tile-check" onClick={check} disabled={closed || !built}>
          Check
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => {
            setPlaced([]);
            focusNext.current = '[data-tile="0"]';
          }}
          disabled={closed || placed.length === 0}
        >
          Clear
        </button>
      </div>
      <p className="typed-status tile-status" aria-live="polite">
        <span className={`typed-feedback${right ? ' feedback-right' : told ? ' feedback-wrong' : ''}`}>{told}</span>
        {grade && <span className="partial-value">Score for this question: {grade.pointscore.toFixed(1)}</span>}
      </p>
    </div>
  );
}
