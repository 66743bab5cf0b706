import { lastFive, scoreWindow } from '@lebe/domain';

/** The rolling score: the last five results as dots, and the percentage correct. */
export function ScoreBar({ results, percent }: { results: number[]; percent: number }) {
  const five = lastFive(results);
  const dots = Array.from({ length: scoreWindow }, (_, i) => five[i]);
  return (
    <div className="score-bar" aria-label={`Last five answers: ${Math.round(percent)}% correct`} role="img">
      {dots.map((r, i) => (
        <span
          key={i}
          className={`score-dot${r === undefined ? '' : r >= 1 ? ' dot-right' : r <= 0 ? ' dot-wrong' : ' dot-partial'}`}
        />
      ))}
      <span className="score-percent" aria-hidden="true">
        {Math.round(percent)}%
      </span>
    </div>
  );
}
