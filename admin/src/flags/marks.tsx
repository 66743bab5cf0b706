import { Labeled, useRecordContext } from 'react-admin';

/** The five reasons of a flag (SPEC §5 Flag modal), as the admin table names them. */
export const reasons = [
  { source: 'inappropriate', label: 'Inappropriate' },
  { source: 'incorrect', label: 'Incorrect' },
  { source: 'wrongAnswer', label: 'Wrong Answer' },
  { source: 'offensive', label: 'Offensive' },
  { source: 'weird', label: 'Weird' },
] as const;

/** SPEC §2: a ticked reason shows a red tick, an unticked one a green cross. */
export function MarkField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const on = record?.[source] === true;
  return (
    <span
      aria-label={on ? 'yes' : 'no'}
      title={on ? 'yes' : 'no'}
      style={{ color: on ? '#c62828' : '#2e7d32', fontWeight: 700, fontSize: '1.1rem' }}
    >
      {on ? '✓' : '✗'}
    </span>
  );
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
