/** A fieldset of checkboxes: its legend names the group, each box its value (keyboard: Tab and Space). */
export function CheckGroup<T extends string | number>({
  legend,
  name,
  options,
  chosen,
  onToggle,
  hint,
}: {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  chosen: T[];
  onToggle(value: T, on: boolean): void;
  hint?: string;
}) {
  return (
    <fieldset className="check-group">
      <legend>{legend}</legend>
      {hint && <p className="muted check-hint">{hint}</p>}
      <div className="check-options">
        {options.map((o) => (
          <label key={o.value} className="check-option">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              checked={chosen.includes(o.value)}
              onChange={(e) => onToggle(o.value, e.target.checked)}
            />{' '}
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
