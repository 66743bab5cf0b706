import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormContainer } from '../../../components/ui/form-container';
import { FieldMessage, FormField, fieldAria } from '../../../components/ui/form-field';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useAction, useRequest } from '../../../hooks/use-request';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { editNotebookBody } from '@lebe/domain';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../config/paths';
import { getNotebookEntry, updateNotebookEntry } from '../api/notebook';
import '../notebook.css';

/** /notebook/{id}/edit: the saved question read-only; the learner's own note and hint editable. */
export function NotebookEditScreen() {
  const { id = '' } = useParams();
  usePageTitle('Edit notebook');
  const navigate = useNavigate();
  const entry = useRequest(() => getNotebookEntry(id), [id]);
  const [note, setNote] = useState('');
  const [hint, setHint] = useState('');
  const fields = useFieldErrors();
  const update = useAction(async (body: { note: string; hint: string }) => {
    try {
      return await updateNotebookEntry(id, body);
    } catch (error) {
      fields.fromApi(error);
      throw error;
    }
  });

  useEffect(() => {
    if (entry.data) {
      setNote(entry.data.note);
      setHint(entry.data.hint);
    }
  }, [entry.data]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!fields.check(editNotebookBody, { note, hint })) return;
    if (await update.run({ note, hint })) navigate(paths.notebook.href());
  }

  const d = entry.data;
  return (
    <section className="notebook">
      <Link className="btn btn-light" to={paths.notebook.href()}>
        Go Back
      </Link>
      <FormContainer>
        <h1>Edit Notebook</h1>
        {update.error && !Object.values(fields.errors).includes(update.error) && (
          <Message variant="danger">{update.error}</Message>
        )}
        {entry.error && <Message variant="danger">{entry.error}</Message>}
        {entry.loading ? (
          <Loader />
        ) : (
          d && (
            <form onSubmit={submit} noValidate>
              <dl className="entry-facts">
                <dt>Question</dt>
                <dd>{d.question}</dd>
                <dt>Answers</dt>
                <dd>
                  <ul className="entry-answers">
                    {d.answers.map((a) => (
                      <li key={a.text} className={a.isCorrect ? 'correct' : undefined}>
                        {a.text} {a.isCorrect ? '(correct)' : ''}
                      </li>
                    ))}
                  </ul>
                </dd>
                <dt>Level</dt>
                <dd>{d.level}</dd>
                <dt>Type</dt>
                <dd className="capitalize">{d.questionType.replace(/_/g, ' ')}</dd>
                <dt>Target Language</dt>
                <dd className="capitalize">{d.targetLanguage}</dd>
                <dt>Source</dt>
                <dd>{d.source}</dd>
              </dl>
              <div className={fields.errors.note ? 'form-group has-error' : 'form-group'}>
                <label htmlFor="note">Note</label>
                <textarea
                  id="note"
                  rows={4}
                  value={note}
                  {...fieldAria('note', fields.errors.note)}
                  onChange={(e) => {
                    setNote(e.target.value);
                    fields.clear('note');
                  }}
                />
                <FieldMessage id="note" error={fields.errors.note} />
              </div>
              <FormField
                id="hint"
                label="Hint"
                value={hint}
                error={fields.errors.hint}
                onChange={(e) => {
                  setHint(e.target.value);
                  fields.clear('hint');
                }}
              />
              <button type="submit" className="btn btn-primary" disabled={update.running}>
                Update
              </button>
            </form>
          )
        )}
      </FormContainer>
    </section>
  );
}
