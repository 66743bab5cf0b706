import { FieldMessage, fieldAria } from '../../../components/ui/form-field';

/**
 * A fieldset of checkboxes: its legend names the group, each box its value (keyboard: Tab and Space); what is
 * wrong with the choice is said under the legend and read with the group.
 */
export function CheckGroup<T extends string | number>({
  legend,
  name,
  options,
  chosen,
  onToggle,
  hint,
  error,
}: {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  chosen: T[];
  onToggle(value: T, on: boolean): void;
  hint?: string;
  error?: string | null;
}) {
  const id = `${name}-group`;
  return (
    <fieldset className="check-group" aria-describedby={fieldAria(id, error)['aria-describedby']}>
      <legend>{legend}</legend>
      <FieldMessage id={id} error={error} />
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
