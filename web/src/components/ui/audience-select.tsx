/** A learner group as a select lists it. */
export interface GroupOption {
  _id: string;
  name: string;
  members: unknown[];
}

/**
 * Whole class or one learner group (issue 38): whom something is assigned to, or whose figures a list shows.
 * Nothing while the class has no group (and none is chosen).
 */
export function AudienceSelect(props: {
  id: string;
  label: string;
  groups: readonly GroupOption[];
  value: string;
  onChange(group: string): void;
}) {
  if (props.groups.length === 0 && !props.value) return null;
  return (
    <div className="form-group audience-select">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">Whole class</option>
        {props.groups.map((g) => (
          <option key={g._id} value={g._id}>
            {g.name} ({g.members.length})
          </option>
        ))}
      </select>
    </div>
  );
}

/** Whom an item is for, in words: the group's name, or the whole class. */
export const audienceText = (groups: readonly GroupOption[], group: string | null | undefined) =>
  !group ? 'Whole class' : (groups.find((g) => g._id === group)?.name ?? 'A deleted group');
