import { letterPad, padFace } from '@lebe/domain';

/**
 * The letter buttons beside a typed answer (SPEC §4 special characters): the language's pad, and any letter
 * the answer needs that a keyboard lacks. A button types at the caret without taking the focus from the input.
 */
export function LetterPad(props: { language: string; lang?: string; answer: string; onLetter(letter: string): void }) {
  const rows = letterPad(props.language, props.answer);
  return (
    <>
      {rows.map((row, i) => (
        <div
          key={row.label}
          className={`letter-pad${props.language === 'dzongkha' ? ' letter-pad-tibetan' : ''}`}
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
              lang={props.lang}
              aria-label={padFace(c) === c ? undefined : c}
              onMouseDown={(e) => e.preventDefault()} // keeps the caret in the input
              onClick={() => props.onLetter(c)}
            >
              {padFace(c)}
            </button>
          ))}
        </div>
      ))}
    </>
  );
}
