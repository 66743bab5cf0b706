import { lastFive, percentCorrect, scoreWindow } from '@lebe/domain';

/** Right answers in a row at the end of the list, up to five: how far the learner is toward the next level. */
export const rightInARow = (results: number[]) => {
  let n = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === 1 && n < scoreWindow; i--) n++;
  return n;
};

/**
 * Progress toward the next level (SPEC §4: five right in a row): the last five results as dots, as a meter
 * with its text, and the percentage correct of the last five. At the top level there is nothing to rise to.
 */
export function ScoreMeter({ results, level, top }: { results: number[]; level: number; top: boolean }) {
  const five = lastFive(results);
  const dots = Array.from({ length: scoreWindow }, (_, i) => five[i]);
  const run = rightInARow(results);
  const percent = Math.round(percentCorrect(results));
  const label = top ? 'Last five answers' : `Progress to level ${level + 1}`;
  const text = top
    ? `${run} of ${scoreWindow} right in a row`
    : `${run} of ${scoreWindow} right in a row toward level ${level + 1}`;
  return (
    <div className="score-meter">
      <div
        className="score-dots"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={scoreWindow}
        aria-valuenow={run}
        aria-valuetext={text}
      >
        {dots.map((r, i) => (
          <span
            key={i}
            className={`score-dot${r === undefined ? '' : r >= 1 ? ' dot-right' : r <= 0 ? ' dot-wrong' : ' dot-partial'}`}
          />
        ))}
      </div>
      <p className="score-text" aria-hidden="true">
        <strong>
          {run}/{scoreWindow}
        </strong>{' '}
        {top ? 'right in a row · highest level' : `to level ${level + 1}`} · last five {percent}%
      </p>
    </div>
  );
}
