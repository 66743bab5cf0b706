import { forwardRef } from 'react';
import { Link } from 'react-router-dom';

/** The buttons under a question (SPEC §2): Skip, Show Answer, Flag and Add to Notebook when signed in, Exit, Next. */
export const PracticeControls = forwardRef<
  HTMLButtonElement,
  {
    complete: boolean;
    busy: boolean;
    hasQuestion: boolean;
    signedIn: boolean;
    flagged: boolean;
    inNotebook: boolean;
    exitTo: string;
    onSkip(): void;
    onShow(): void;
    onFlag(): void;
    onSave(): void;
    onNext(): void;
  }
>(function PracticeControls(p, nextButton) {
  return (
    <div className="practice-controls">
      <button type="button" className="btn btn-secondary" onClick={p.onSkip} disabled={p.complete || p.busy}>
        Skip
      </button>
      <button type="button" className="btn btn-secondary" onClick={p.onShow} disabled={p.complete || p.busy}>
        Show Answer
      </button>
      {p.signedIn && (
        <>
          <button type="button" className="btn btn-light" onClick={p.onFlag} disabled={!p.hasQuestion || p.flagged}>
            Flag
          </button>
          <button type="button" className="btn btn-light" onClick={p.onSave} disabled={!p.hasQuestion || p.inNotebook}>
            Add to Notebook
          </button>
        </>
      )}
      <span className="spacer" />
      <Link className="btn btn-light" to={p.exitTo} role="button">
        Exit
      </Link>
      <button
        ref={nextButton}
        type="button"
        className="btn btn-primary"
        onClick={p.onNext}
        disabled={!p.complete || p.busy}
      >
        Next
      </button>
    </div>
  );
});
