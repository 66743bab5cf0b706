import type { TrickyWord } from '@lebe/domain';

/** The items the learner misses most, grouped by knowledge type. */
export function TrickyWords({ words }: { words: TrickyWord[] | undefined }) {
  const groups = new Map<string, TrickyWord[]>();
  for (const w of words ?? []) groups.set(w.group, [...(groups.get(w.group) ?? []), w]);
  return (
    <section className="card tricky-words" aria-labelledby="tricky-title">
      <h2 id="tricky-title" className="chart-title">
        Tricky Words
      </h2>
      {words === undefined ? (
        <p>Data Not Found</p>
      ) : words.length === 0 ? (
        <p>No Data</p>
      ) : (
        [...groups].map(([group, list]) => (
          <div key={group} className="tricky-group">
            <h3>{group.replace(/_/g, ' ')}</h3>
            <ul>
              {list.map((w) => (
                <li key={w.word}>
                  <span className="tricky-word">{w.word}</span>
                  <span className="tricky-count">
                    missed {w.wrong}×{w.right ? `, right ${w.right}×` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
