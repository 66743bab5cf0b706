import { useEffect, useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { questionEditBody, questionTypes, type Answer, type QuestionType } from '@lebe/domain';
import { FormContainer } from '../../../components/ui/form-container';
import { FieldMessage, FormField, fieldAria } from '../../../components/ui/form-field';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useRequest } from '../../../hooks/use-request';
import { useFieldAction, useFieldErrors } from '../../../hooks/use-field-errors';
import { usePageTitle } from '../../../lib/page-title';
import { getMyQuestion, updateMyQuestion } from '../api/my-questions';
import { regradeText } from '../regrade-text';

/** /myquestions/{id}/edit: the teacher's fields — question, answers, level, question type, citation. */
export function MyQuestionEditScreen() {
  usePageTitle('Edit Question');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const details = useRequest(() => getMyQuestion(id), [id]);
  const [form, setForm] = useState<{ question: string; level: number; questionType: QuestionType; citation: string }>({
    question: '',
    level: 1,
    questionType: 'multiple_choice',
    citation: '',
  });
  const [answers, setAnswers] = useState<Answer[]>([]);
  const fields = useFieldErrors();
  const update = useFieldAction(fields, (body: Parameters<typeof updateMyQuestion>[1]) => updateMyQuestion(id, body));

  useEffect(() => {
    const q = details.data;
    if (!q) return;
    setForm({ question: q.question, level: q.level, questionType: q.questionType, citation: q.citation });
    setAnswers(q.answers);
  }, [details.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { _id: id, ...form, answers };
    // The contract's own schema first: its messages go next to their fields, nothing is sent.
    if (!fields.check(questionEditBody, body)) return;
    const saved = await update.run(body);
    if (!saved) return;
    // Issue 26 item 6: a corrected key re-grades the answers already given; the teacher is told what changed.
    const text = regradeText(saved.regrade);
    navigate(paths.myQuestions.href(), text ? { state: { flash: { text } } } : undefined);
  };
  const setAnswer = (i: number, change: Partial<Answer>) => {
    setAnswers(answers.map((a, j) => (j === i ? { ...a, ...change } : a)));
    fields.clear('answers');
  };
  const setField = (change: Partial<typeof form>) => {
    setForm({ ...form, ...change });
    for (const key of Object.keys(change)) fields.clear(key);
  };

  return (
    <FormContainer>
      <Link to={paths.myQuestions.href()}>Go Back</Link>
      <h1>Edit Question</h1>
      {update.alert && <Message variant="danger">{update.alert}</Message>}
      {details.loading ? (
        <Loader />
      ) : details.error ? (
        <Message variant="danger">{details.error}</Message>
      ) : (
        <form onSubmit={submit} noValidate>
          <div className={fields.errors.question ? 'form-group has-error' : 'form-group'}>
            <label htmlFor="question">Question</label>
            <textarea
              id="question"
              value={form.question}
              {...fieldAria('question', fields.errors.question)}
              onChange={(e) => setField({ question: e.target.value })}
            />
            <FieldMessage id="question" error={fields.errors.question} />
          </div>
          <fieldset
            className={fields.errors.answers ? 'form-group has-error' : 'form-group'}
            aria-describedby={fieldAria('answers', fields.errors.answers)['aria-describedby']}
          >
            <legend>Answers</legend>
            <FieldMessage id="answers" error={fields.errors.answers} />
            {answers.map((a, i) => (
              <div key={i} className="row-actions">
                <input
                  aria-label={`Answer ${i + 1}`}
                  {...fieldAria('answers', fields.errors.answers)}
                  value={a.text}
                  onChange={(e) => setAnswer(i, { text: e.target.value })}
                />
                <select
                  aria-label={`Answer ${i + 1} is`}
                  value={a.isCorrect ? 'correct' : 'incorrect'}
                  onChange={(e) => setAnswer(i, { isCorrect: e.target.value === 'correct' })}
                >
                  <option value="correct">correct</option>
                  <option value="incorrect">incorrect</option>
                </select>
              </div>
            ))}
            <div className="row-actions">
              <button
                type="button"
                className="btn btn-light btn-sm"
                onClick={() => {
                  setAnswers([...answers, { text: 'Answer', isCorrect: false }]);
                  fields.clear('answers');
                }}
              >
                Add Answer
              </button>
              <button
                type="button"
                className="btn btn-light btn-sm"
                disabled={!answers.length}
                onClick={() => setAnswers(answers.slice(0, -1))}
              >
                Remove Answer
              </button>
            </div>
          </fieldset>
          <div className="form-group">
            <label htmlFor="level">Level</label>
            <select id="level" value={form.level} onChange={(e) => setField({ level: Number(e.target.value) })}>
              {Array.from({ length: 10 }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
          </div>
          <div className="form-group">
            <label htmlFor="questionType">Question Type</label>
            <select
              id="questionType"
              value={form.questionType}
              onChange={(e) => setField({ questionType: e.target.value as QuestionType })}
            >
              {questionTypes.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <FormField
            id="citation"
            label="Citation"
            value={form.citation}
            error={fields.errors.citation}
            onChange={(e) => setField({ citation: e.target.value })}
          />
          <button type="submit" className="btn btn-primary" disabled={update.running}>
            Update
          </button>
        </form>
      )}
    </FormContainer>
  );
}
