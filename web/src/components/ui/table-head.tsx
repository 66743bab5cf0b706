/** A table's caption (for screen readers only) and its row of column headers. */
export function TableHead({ caption, columns }: { caption: string; columns: readonly string[] }) {
  return (
    <>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
