import { useState, type FormEvent } from 'react';
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
          <div className="form-group">
            <label htmlFor="period-from">From</label>
            <input
              id="period-from"
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="form-group">
            <label htmlFor="period-to">To</label>
            <input
              id="period-to"
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={!from || !to}>
            Show
          </button>
        </>
      )}
    </form>
  );
}
