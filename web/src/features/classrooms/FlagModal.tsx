import { useState } from 'react';
import { api, Message, useAction } from '../../shared';

const reasons = [
  ['inappropriate', 'Level Is Inappropriate'],
  ['incorrect', 'Question is Incorrect'],
  ['wrongAnswer', 'Correct Answer Unavailable'],
  ['offensive', 'Inappropriate / Offensive / Problematic'],
  ['weird', 'Just Too Darn Weird'],
] as const;

/** The flag modal: five toggle reasons and an optional comment (SPEC §5). */
export function FlagModal({ question, onClose }: { question: string; onClose(thanked: boolean): void }) {
  const [marks, setMarks] = useState<Record<string, boolean>>({});
  const [comment, setComment] = useState('');
  const flag = useAction((body: object) => api.post('/api/flags', body));
  const send = async () => {
    if (await flag.run({ question, ...marks, comment })) onClose(true);
  };
  return (
    <div className="modal-backdrop" role="dialog" aria-modal="true" aria-labelledby="flag-title">
      <div className="modal">
        <h2 id="flag-title">Flag this question</h2>
        {flag.error && <Message variant="danger">{flag.error}</Message>}
        {reasons.map(([key, label]) => (
          <label key={key} className="toggle">
            <input type="checkbox" checked={!!marks[key]} onChange={() => setMarks({ ...marks, [key]: !marks[key] })} />{' '}
            {label}
          </label>
        ))}
        <div className="form-group">
          <label htmlFor="flag-comment">Comment</label>
          <textarea id="flag-comment" value={comment} onChange={(e) => setComment(e.target.value)} />
        </div>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={() => onClose(false)}>
            Close
          </button>
          <button type="button" className="btn btn-danger" onClick={send} disabled={flag.running}>
            Flag
          </button>
        </div>
      </div>
    </div>
  );
}
