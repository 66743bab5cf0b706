import { useState } from 'react';
import { FormField } from '../ui/form-field';
import { useAction } from '../../hooks/use-request';
import { saveToNotebook } from '../../lib/practice/api';
import { Message } from '../ui/message';
import { Modal, ModalActions } from '../ui/modal';

/** Saving to the notebook (SPEC §5): note, hint, collection name and priority (default 1), free text. */
export function NotebookModal(props: {
  questionId: string;
  text: string;
  source: string;
  onClose(): void;
  onSaved(): void;
}) {
  const [form, setForm] = useState({ note: '', hint: '', collectionName: '', priority: '1' });
  const save = useAction(saveToNotebook);
  const send = async () => {
    const body = { questionId: props.questionId, source: props.source, ...form, priority: form.priority || '1' };
    if (await save.run(body)) props.onSaved();
  };
  const field = (name: keyof typeof form, label: string) => (
    <FormField
      id={`nb-${name}`}
      label={label}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
    />
  );
  return (
    <Modal title="Add to Notebook" onClose={props.onClose}>
      <p className="modal-question">{props.text}</p>
      {save.error && <Message variant="danger">{save.error}</Message>}
      {field('note', 'Note')}
      {field('hint', 'Hint')}
      {field('collectionName', 'Collection Name')}
      {field('priority', 'Priority')}
      <ModalActions leave="Cancel" onLeave={props.onClose} act="Save" onAct={send} busy={save.running} />
    </Modal>
  );
}
