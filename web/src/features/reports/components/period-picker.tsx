import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import type { Period, PeriodKind } from '../period';

const kinds: [PeriodKind, string][] = [
  ['this-week', 'This week'],
  ['last-week', 'Last week'],
  ['range', 'Date range'],
];

/**
 * The period of a report: this week, last week, or a range of days. A week applies at once; a range applies
 * with its Show button, so typing a date does not ask for a report per keystroke.
 */
export function PeriodPicker({ period, onChange }: { period: Period; onChange(next: Period): void }) {
  const [kind, setKind] = useState<PeriodKind>(period.kind);
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const choose = (next: PeriodKind) => {
    setKind(next);
    if (next !== 'range') onChange({ kind: next, from: '', to: '' });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (from && to) onChange({ kind: 'range', from: from <= to ? from : to, to: from <= to ? to : from });
  };
  // Each end bounds the other, so the browser's date picker offers no range that ends before it starts.
  const bounds = [
    { id: 'period-from', label: 'From', value: from, max: to || undefined, set: setFrom },
    { id: 'period-to', label: 'To', value: to, min: from || undefined, set: setTo },
  ];
  return (
    <form className="period-picker" onSubmit={apply}>
      <div className="form-group">
        <label htmlFor="period">Period</label>
        <select id="period" value={kind} onChange={(e) => choose(e.target.value as PeriodKind)}>
          {kinds.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {kind === 'range' && (
        <>
          {bounds.map(({ set, ...field }) => (
            <FormField key={field.id} type="date" {...field} onChange={(e) => set(e.target.value)} />
          ))}
          <button type="submit" className="btn btn-primary" disabled={!from || !to}>
            Show
          </button>
        </>
      )}
    </form>
  );
}
