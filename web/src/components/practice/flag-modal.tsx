import { useState } from 'react';
import { useAction } from '../../hooks/use-request';
import { raiseFlag } from '../../lib/practice/api';
import { Message } from '../ui/message';
import { Modal, ModalActions } from '../ui/modal';

export const flagReasons = [
  ['inappropriate', 'Level Is Inappropriate'],
  ['incorrect', 'Question is Incorrect'],
  ['wrongAnswer', 'Correct Answer Unavailable'],
  ['offensive', 'Inappropriate / Offensive / Problematic'],
  ['weird', 'Just Too Darn Weird'],
] as const;

/** The flag modal (SPEC §5): five toggles and an optional comment; on success the caller thanks. */
export function FlagModal({
  question,
  text,
  onClose,
  onFlagged,
}: {
  question: string;
  text: string;
  onClose(): void;
  onFlagged(): void;
}) {
  const [marks, setMarks] = useState<Record<string, boolean>>({});
  const [comment, setComment] = useState('');
  const flag = useAction(raiseFlag);
  const send = async () => {
    const body = Object.fromEntries(flagReasons.map(([key]) => [key, !!marks[key]])) as Record<
      (typeof flagReasons)[number][0],
      boolean
    >;
    if (await flag.run({ question, ...body, comment })) onFlagged();
  };
  return (
    <Modal title="Flag this question" onClose={onClose}>
      <p className="modal-question">{text}</p>
      {flag.error && <Message variant="danger">{flag.error}</Message>}
      <div className="flag-reasons">
        {flagReasons.map(([key, label]) => (
          <label key={key} className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={!!marks[key]}
              onChange={() => setMarks({ ...marks, [key]: !marks[key] })}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      <div className="form-group">
        <label htmlFor="flag-comment">Comment (optional)</label>
        <textarea id="flag-comment" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
      </div>
      <ModalActions
        leave="Cancel"
        onLeave={onClose}
        act="Submit Flag"
        onAct={send}
        busy={flag.running}
        variant="danger"
      />
    </Modal>
  );
}
