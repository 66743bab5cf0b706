import { language, languageName } from '@lebe/domain';
import { Link } from 'react-router-dom';
import { Message } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { useAction } from '../../../hooks/use-request';
import { swapQuizQuestion, type QuizQuestion } from '../api/quizzes';

const rightAnswer = (q: QuizQuestion) =>
  q.answers
    .filter((a) => a.isCorrect)
    .map((a) => a.text)
    .join(' / ');

/**
 * The quiz just made: its questions in order, each with its right answer and a Swap button that puts another
 * question that fits in its place (a student who already answered keeps the version they answered).
 */
export function QuizPreview({
  quiz,
  title,
  classroomName,
  when,
  onSwapped,
}: {
  quiz: { _id: string; questions: QuizQuestion[] };
  title: string;
  classroomName: string;
  when: string;
  onSwapped(questions: QuizQuestion[]): void;
}) {
  const swap = useAction(async (questionId: string) => {
    const next = await swapQuizQuestion(quiz._id, questionId);
    onSwapped(next.questions);
    return next;
  });
  return (
    <section className="card quiz-preview" aria-labelledby="quiz-preview-title">
      <h2 id="quiz-preview-title">{title}</h2>
      <Message variant="success">
        Assigned to {classroomName}. {when}
      </Message>
      {swap.error && <Message variant="danger">{swap.error}</Message>}
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
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              aria-label={`Swap question ${i + 1}`}
              disabled={swap.running}
              onClick={() => void swap.run(q._id)}
            >
              Swap
            </button>
          </li>
        ))}
      </ol>
      <p>
        <Link to={paths.quizReport.href(quiz._id)}>See the quiz report</Link>
      </p>
    </section>
  );
}
