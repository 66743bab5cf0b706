import { TableHead } from '../../../components/ui/table-head';
import type { QuizToTake } from '../api/quizzes';

const resultLabels: Record<string, string> = {
  right: 'Right',
  partial: 'Partly right',
  wrong: 'Wrong',
  'not answered': 'Not answered',
};

/** A student's own report of a quiz (issue 38): their score, and each question with their answer and its key. */
export function QuizResults({ quiz }: { quiz: QuizToTake }) {
  const results = quiz.results ?? [];
  return (
    <section className="card quiz-results" aria-labelledby="quiz-results-title">
      <h2 id="quiz-results-title">Your results</h2>
      {quiz.submitted && quiz.score !== undefined && (
        <p className="quiz-score">
          Score: <strong>{quiz.score.toFixed(0)}%</strong> · {results.filter((r) => r.result === 'right').length} of{' '}
          {quiz.total} right
        </p>
      )}
      {results.length === 0 ? (
        <p className="muted">No answer yet.</p>
      ) : (
        <table className="table table-reflow">
          <TableHead caption="Each question" columns={['Question', 'Your answer', 'Result', 'Correct answer']} />
          <tbody>
            {results.map((r) => (
              <tr key={r.question._id} className={`result-${r.result.replace(' ', '-')}`}>
                <td data-label="Question">{r.question.question}</td>
                <td data-label="Your answer">{r.answer || '—'}</td>
                <td data-label="Result">{resultLabels[r.result] ?? r.result}</td>
                <td data-label="Correct answer">{r.correctAnswers.join(' / ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
