import { Labeled, useRecordContext } from 'react-admin';
import type { AdminFlagRecord } from '../providers/records';

/** The five reasons of a flag (SPEC §5 Flag modal), as the admin table names them. */
export const reasons = [
  { source: 'inappropriate', label: 'Inappropriate' },
  { source: 'incorrect', label: 'Incorrect' },
  { source: 'wrongAnswer', label: 'Wrong Answer' },
  { source: 'offensive', label: 'Offensive' },
  { source: 'weird', label: 'Weird' },
] as const;
type Reason = (typeof reasons)[number]['source'];

/** A ticked reason shows a green tick (yes), an unticked one a red cross (no): each colour means what its mark says. */
export function MarkField({ source }: { source: Reason; label?: string; sortable?: boolean }) {
  const record = useRecordContext<AdminFlagRecord>();
  const on = record?.[source] === true;
  return (
    <span
      aria-label={on ? 'yes' : 'no'}
      title={on ? 'yes' : 'no'}
      style={{ color: on ? '#1e7a46' : '#c62828', fontWeight: 700, fontSize: '1.1rem' }}
    >
      {on ? '✓' : '✗'}
    </span>
  );
}

/** On a narrow screen, the ticked reasons by name in one column instead of five columns of marks. */
export function ReasonsField(_: { label?: string }) {
  const record = useRecordContext<AdminFlagRecord>();
  if (!record) return null;
  const ticked = reasons.filter((r) => record[r.source]).map((r) => r.label);
  return <span>{ticked.length ? ticked.join(', ') : 'None'}</span>;
}

/** The five marks side by side, labelled, for the edit screen. */
export function Marks() {
  return (
    <div style={{ display: 'flex', gap: '2rem', flexWrap: 'wrap' }}>
      {reasons.map((r) => (
        <Labeled key={r.source} label={r.label}>
          <MarkField source={r.source} />
        </Labeled>
      ))}
    </div>
  );
}
