import { textRuns } from '../../lib/script';

/** A text that may hold Dzongkha and pictures: each run marked so its font (and voice) is the right one. */
export function TargetText({ text }: { text: string }) {
  return (
    <>
      {textRuns(text).map((run, i) =>
        run.emoji ? (
          <span key={i} className="emoji">
            {run.text}
          </span>
        ) : run.lang ? (
          <span key={i} lang={run.lang}>
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
