import { language, languageName } from '@lebe/domain';
import { Link } from 'react-router-dom';
import { Message } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { useAction } from '../../../hooks/use-request';
import {
  addQuizQuestion,
  assignQuiz,
  removeQuizQuestion,
  swapQuizQuestion,
  type QuizQuestion,
  type QuizWritten,
} from '../api/quizzes';

const rightAnswer = (q: QuizQuestion) =>
  q.answers
    .filter((a) => a.isCorrect)
    .map((a) => a.text)
    .join(' / ');

/**
 * The quiz just made (or a draft opened again): its questions in order, each with its right answer and a Swap
 * button that puts another question from the quiz's own source in its place (a student who already answered
 * keeps the version they answered). A draft's questions are also removed and added, then it is assigned.
 */
export function QuizPreview({
  quiz,
  classroomName,
  when,
  onChanged,
}: {
  quiz: QuizWritten;
  classroomName: string;
  when: string;
  onChanged(quiz: QuizWritten): void;
}) {
  const change = useAction(async (write: () => Promise<QuizWritten>) => {
    const next = await write();
    onChanged(next);
    return next;
  });
  const id = quiz._id;
  const remove = (q: QuizQuestion, n: number) => {
    if (window.confirm(`Remove question ${n} (${q.question}) from this draft?`))
      void change.run(() => removeQuizQuestion(id, q._id));
  };
  return (
    <section className="card quiz-preview" aria-labelledby="quiz-preview-title">
      <h2 id="quiz-preview-title">{quiz.title}</h2>
      {quiz.draft ? (
        <Message>
          Draft {quiz.mode === 'test' ? 'test' : 'quiz'} for {classroomName}: students see nothing of it until you
          assign it.
        </Message>
      ) : (
        <Message variant="success">
          {quiz.mode === 'test' ? 'Test assigned' : 'Assigned'} to {classroomName}. {when}
        </Message>
      )}
      {change.error && <Message variant="danger">{change.error}</Message>}
      <ol className="quiz-questions">
        {quiz.questions.map((q, i) => (
          <li key={q._id}>
            <span className="quiz-number" aria-hidden="true">
              {i + 1}.
            </span>
            <div className="quiz-question-text">
              <strong lang={language(q.targetLanguage)?.tag}>{q.question}</strong>
              <span className="muted">
                {' '}
                · {languageName(q.targetLanguage)}, level {q.level}, {q.questionType.replace(/_/g, ' ')}
              </span>
              <div className="muted">Answer: {rightAnswer(q) || '—'}</div>
            </div>
            <div className="quiz-question-actions">
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                aria-label={`Swap question ${i + 1}`}
                disabled={change.running}
                onClick={() => void change.run(() => swapQuizQuestion(id, q._id))}
              >
                Swap
              </button>
              {quiz.draft && quiz.questions.length > 1 && (
                <button
                  type="button"
                  className="btn btn-light btn-sm"
                  aria-label={`Remove question ${i + 1}`}
                  disabled={change.running}
                  onClick={() => remove(q, i + 1)}
                >
                  Remove
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
      {quiz.draft && (
        <div className="quiz-draft-actions">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={change.running}
            onClick={() => void change.run(() => addQuizQuestion(id))}
          >
            Add a question
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={change.running}
            onClick={() => void change.run(() => assignQuiz(id))}
          >
            Assign to students
          </button>
        </div>
      )}
      <p>
        <Link to={paths.quizReport.href(id)}>See the quiz report</Link>
      </p>
    </section>
  );
}
