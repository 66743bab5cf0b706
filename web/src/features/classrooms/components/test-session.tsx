import { dateTimeText, language } from '@lebe/domain';
import { useState } from 'react';
import { Message } from '../../../components/ui/message';
import { useAction } from '../../../hooks/use-request';
import { sendTestAnswer, submitQuiz, type QuizToTake, type TestQuestion } from '../api/quizzes';

/**
 * A test (issue 38): every question on one page, each answer saved as it is given and changeable until the
 * student hands the test in; no mark and no key until then. Handing in asks first.
 */
export function TestSession({ quiz, onSubmitted }: { quiz: QuizToTake; onSubmitted(quiz: QuizToTake): void }) {
  const questions = quiz.questions as TestQuestion[];
  const [saved, setSaved] = useState<Record<string, string>>(() =>
    Object.fromEntries(quiz.givenAnswers.map((g) => [g.question, g.answer])),
  );
  const save = useAction(async (question: string, answer: string) => {
    await sendTestAnswer(quiz, question, answer);
    setSaved((s) => ({ ...s, [question]: answer }));
    return true;
  });
  const submit = useAction(() => submitQuiz(quiz._id));
  const left = questions.filter((q) => saved[q._id] === undefined).length;
  const handIn = async () => {
    const warning = left ? ` ${left} question${left === 1 ? ' is' : 's are'} not answered.` : '';
    if (!window.confirm(`Hand in this test? You cannot change your answers after.${warning}`)) return;
    const result = await submit.run();
    if (result) onSubmitted(result);
  };
  return (
    <div className="test-session">
      <p className="muted">
        Your answers are saved as you give them and can be changed until you hand the test in. Your score and the
        correct answers are shown then.
        {quiz.dueAt && <> Due {dateTimeText(quiz.dueAt)}.</>}
      </p>
      {save.error && <Message variant="danger">{save.error}</Message>}
      <ol className="test-questions">
        {questions.map((q, i) => (
          <li key={q._id} className="card">
            <TestQuestionCard
              question={q}
              number={i + 1}
              saved={saved[q._id]}
              busy={save.running}
              onAnswer={(answer) => void save.run(q._id, answer)}
            />
          </li>
        ))}
      </ol>
      {submit.error && <Message variant="danger">{submit.error}</Message>}
      <p className="test-progress" aria-live="polite">
        {questions.length - left} of {questions.length} answered
      </p>
      <button type="button" className="btn btn-primary" disabled={submit.running} onClick={() => void handIn()}>
        {submit.running ? 'Handing in…' : 'Submit test'}
      </button>
    </div>
  );
}

function TestQuestionCard(props: {
  question: TestQuestion;
  number: number;
  saved: string | undefined;
  busy: boolean;
  onAnswer(answer: string): void;
}) {
  const { question: q, number, saved, onAnswer } = props;
  const [typed, setTyped] = useState(saved ?? '');
  // The choice shows at once; "Saved" follows once the server has it.
  const [picked, setPicked] = useState(saved);
  const name = `test-q-${q._id}`;
  const tag = language(q.targetLanguage)?.tag;
  return (
    <fieldset>
      <legend>
        <span className="quiz-number">{number}.</span> <span lang={tag}>{q.question}</span>
      </legend>
      {q.answerBy === 'choice' ? (
        <div className="test-choices">
          {q.answers.map((a) => (
            <label key={a.text} className="check-option">
              <input
                type="radio"
                name={name}
                value={a.text}
                checked={picked === a.text}
                onChange={() => {
                  setPicked(a.text);
                  onAnswer(a.text);
                }}
              />{' '}
              <span lang={tag}>{a.text}</span>
            </label>
          ))}
        </div>
      ) : (
        <form
          className="test-typed"
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim()) onAnswer(typed.trim());
          }}
        >
          <label htmlFor={name}>Your answer</label>
          <input
            id={name}
            lang={tag}
            autoComplete="off"
            value={typed}
            maxLength={2000}
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="submit" className="btn btn-secondary btn-sm" disabled={props.busy || !typed.trim()}>
            Save answer
          </button>
        </form>
      )}
      <p className="muted test-saved">{saved !== undefined ? `Saved: ${saved}` : 'Not answered yet'}</p>
    </fieldset>
  );
}
