import { knowledgeTypes, practiceLanguages, questionTypes, type Classroom } from '@lebe/domain';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { Message } from '../../../components/ui/message';
import { useRequest } from '../../../hooks/use-request';
import { getOwnQuestions } from '../api/quizzes';
import { levelsOf, quizIssue, toggled, type QuizFields } from '../quiz-form';
import { CheckGroup } from './check-group';
import { LanguageOptions } from '../../../components/ui/language-options';
import { AudienceSelect, type GroupOption } from '../../../components/ui/audience-select';

const typeLabel = (t: string) => t.replace(/_/g, ' ');

/** The generator's form: where the questions come from, how many, in what order, and when the quiz is open. */
export function QuizFormCard({
  fields,
  setFields,
  classrooms,
  groups,
  onSubmit,
  running,
  error,
}: {
  fields: QuizFields;
  setFields(next: QuizFields): void;
  classrooms: Classroom[];
  /** The chosen classroom's learner groups: the quiz may be for one of them (issue 38). */
  groups: readonly GroupOption[];
  /** `draft`: saved for the teacher to check and change before students see it (issue 38). */
  onSubmit(draft: boolean): void;
  running: boolean;
  error: string | null;
}) {
  const f = fields;
  // A problem is said beside the button at once, and next to its field once the teacher has changed that field.
  const [touched, setTouched] = useState<ReadonlySet<keyof QuizFields>>(new Set());
  const set = <K extends keyof QuizFields>(key: K, value: QuizFields[K]) => {
    setFields({ ...f, [key]: value });
    if (!touched.has(key)) setTouched(new Set([...touched, key]));
  };
  const issue = quizIssue(f);
  const problem = issue?.message ?? null;
  const errorOf = (key: keyof QuizFields) => (issue?.field === key && touched.has(key) ? issue.message : null);
  const own = useRequest(() => (f.source === 'mine' ? getOwnQuestions() : Promise.resolve(null)), [f.source]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const by = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!problem) onSubmit(by?.value === 'draft');
  };
  const chooseClassroom = (id: string) => {
    const c = classrooms.find((x) => x._id === id);
    const language = c && practiceLanguages.includes(c.target_language as never) ? c.target_language : f.targetLanguage;
    setFields({ ...f, classroom: id, targetLanguage: language, group: '' });
  };
  return (
    <form className="card quiz-form" onSubmit={submit} noValidate>
      <h2>New quiz</h2>
      <div className="quiz-form-grid">
        <div className="form-group">
          <label htmlFor="quiz-classroom">Classroom</label>
          <select id="quiz-classroom" value={f.classroom} onChange={(e) => chooseClassroom(e.target.value)}>
            {classrooms.map((c) => (
              <option key={c._id} value={c._id}>
                {c.title} ({c.classroomCode})
              </option>
            ))}
          </select>
        </div>
        <FormField
          id="quiz-title"
          label="Title"
          value={f.title}
          error={errorOf('title')}
          maxLength={200}
          onChange={(e) => set('title', e.target.value)}
        />
        <AudienceSelect
          id="quiz-group"
          label="Assign to"
          groups={groups}
          value={f.group}
          onChange={(g) => set('group', g)}
        />
        <div className="form-group">
          <label htmlFor="quiz-language">Language</label>
          <select id="quiz-language" value={f.targetLanguage} onChange={(e) => set('targetLanguage', e.target.value)}>
            <LanguageOptions languages={practiceLanguages} />
          </select>
        </div>
      </div>
      <fieldset className="check-group">
        <legend>Questions from</legend>
        <div className="check-options">
          <label className="check-option">
            <input type="radio" name="source" checked={f.source === 'bank'} onChange={() => set('source', 'bank')} />{' '}
            The question bank
          </label>
          <label className="check-option">
            <input type="radio" name="source" checked={f.source === 'mine'} onChange={() => set('source', 'mine')} /> My
            questions
          </label>
        </div>
      </fieldset>
      {f.source === 'bank' ? (
        <>
          <CheckGroup
            legend="Levels"
            name="levels"
            options={levelsOf(f.targetLanguage).map((l) => ({ value: l, label: String(l) }))}
            chosen={f.levels}
            error={errorOf('levels')}
            onToggle={(l, on) => set('levels', toggled(f.levels, l, on))}
          />
          <CheckGroup
            legend="Question types"
            hint="None chosen: every type."
            name="questionTypes"
            options={questionTypes.map((t) => ({ value: t as string, label: typeLabel(t) }))}
            chosen={f.questionTypes}
            onToggle={(t, on) => set('questionTypes', toggled(f.questionTypes, t, on))}
          />
          <CheckGroup
            legend="Knowledge types"
            hint="None chosen: every kind."
            name="knowledgeTypes"
            options={knowledgeTypes.map((t) => ({ value: t as string, label: t }))}
            chosen={f.knowledgeTypes}
            onToggle={(t, on) => set('knowledgeTypes', toggled(f.knowledgeTypes, t, on))}
          />
          <FormField
            id="quiz-count"
            label="Number of questions"
            type="number"
            min={1}
            max={100}
            inputMode="numeric"
            value={f.count}
            error={errorOf('count')}
            onChange={(e) => set('count', e.target.value)}
          />
        </>
      ) : own.loading ? (
        <p className="muted">Loading your questions...</p>
      ) : own.error ? (
        <Message variant="danger">{own.error}</Message>
      ) : own.data?.questions.length ? (
        <CheckGroup
          legend="Your questions"
          name="questions"
          options={own.data.questions.map((q) => ({ value: q._id, label: `${q.question} (level ${q.level})` }))}
          chosen={f.questions}
          error={errorOf('questions')}
          onToggle={(q, on) => set('questions', toggled(f.questions, q, on))}
        />
      ) : (
        <Message>You have no questions of your own yet: write some under My Questions, or draw from the bank.</Message>
      )}
      <fieldset className="check-group">
        <legend>Order</legend>
        <div className="check-options">
          <label className="check-option">
            <input type="radio" name="order" checked={f.order === 'fixed'} onChange={() => set('order', 'fixed')} />{' '}
            Fixed (as listed)
          </label>
          <label className="check-option">
            <input type="radio" name="order" checked={f.order === 'random'} onChange={() => set('order', 'random')} />{' '}
            Random (each student their own)
          </label>
        </div>
      </fieldset>
      <fieldset className="check-group">
        <legend>Kind of quiz</legend>
        <div className="check-options">
          <label className="check-option">
            <input type="radio" name="mode" checked={f.mode === 'practice'} onChange={() => set('mode', 'practice')} />{' '}
            Practice (marked as each answer is given)
          </label>
          <label className="check-option">
            <input type="radio" name="mode" checked={f.mode === 'test'} onChange={() => set('mode', 'test')} /> Test (no
            marks or answers until the student hands it in)
          </label>
        </div>
      </fieldset>
      <div className="quiz-form-grid">
        <FormField
          id="quiz-opens"
          label="Opens"
          type="datetime-local"
          value={f.opensAt}
          onChange={(e) => set('opensAt', e.target.value)}
        />
        <FormField
          id="quiz-due"
          label="Due"
          type="datetime-local"
          value={f.dueAt}
          error={errorOf('dueAt')}
          onChange={(e) => set('dueAt', e.target.value)}
        />
      </div>
      <p className="muted">Left blank, the quiz opens now and has no due date.</p>

      {error && <Message variant="danger">{error}</Message>}
      <div className="quiz-form-actions">
        <button
          type="submit"
          value="assign"
          className="btn btn-primary"
          disabled={!!problem || running}
          aria-describedby={problem ? 'quiz-problem' : undefined}
        >
          {running ? 'Drawing questions…' : 'Draw questions and assign'}
        </button>
        <button
          type="submit"
          value="draft"
          className="btn btn-secondary"
          disabled={!!problem || running}
          aria-describedby={problem ? 'quiz-problem' : undefined}
        >
          Save as draft
        </button>
      </div>
      <p className="muted">A draft is yours to check, change and assign; students see nothing of it until then.</p>
      {/* Why the button is off, beside it (a disabled button says nothing by itself). */}
      {problem && (
        <p id="quiz-problem" className="muted quiz-problem">
          {problem}.
        </p>
      )}
    </form>
  );
}
