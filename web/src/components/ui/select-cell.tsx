import type { useSelection } from '../../hooks/use-selection';

/** A table row's "Select" cell: the checkbox that adds the row's id to a selection (useSelection). */
export function SelectCell({
  id,
  label,
  selection,
}: {
  id: string;
  /** What the row shows, read out as "Select {label}". */
  label: string;
  selection: Pick<ReturnType<typeof useSelection>, 'selected' | 'toggle'>;
}) {
  return (
    <td data-label="Select">
      <input
        type="checkbox"
        aria-label={`Select ${label}`}
        checked={selection.selected.includes(id)}
        onChange={() => selection.toggle(id)}
      />
    </td>
  );
}
