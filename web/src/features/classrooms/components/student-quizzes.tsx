import { dateTimeText } from '@lebe/domain';
import { Link } from 'react-router-dom';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { useRequest } from '../../../hooks/use-request';
import { getStudentQuizzes, type StudentQuiz } from '../api/quizzes';

/** What a quiz's line says of it: done, past due, in progress or to do. */
export function quizState(q: StudentQuiz): { label: string; action: string | null } {
  const score = q.score !== undefined ? `: ${q.score.toFixed(0)}%` : '';
  if (q.submitted) return { label: `Handed in${score}`, action: 'See results' };
  if (q.progress === 'completed' && q.mode === 'test')
    return { label: 'All answered: hand it in to see your score', action: 'Continue' };
  if (q.progress === 'completed')
    return { label: `Done${q.score !== undefined ? `: ${q.score.toFixed(0)}%` : ''}`, action: null };
  const answered = q.answered ?? 0;
  const progress = answered > 0 ? `${answered} of ${q.count} answered` : 'Not started';
  if (q.status === 'overdue') return { label: `Past due · ${progress}`, action: answered > 0 ? 'Continue' : 'Start' };
  return { label: progress, action: answered > 0 ? 'Continue' : 'Start' };
}

/** The student's quizzes on their classroom page: each with its status, due date, and a way to take it. */
export function StudentQuizzes({ classroom }: { classroom: string }) {
  const quizzes = useRequest(() => getStudentQuizzes(classroom), [classroom]);
  return (
    <section className="card student-quizzes" aria-labelledby="quizzes-title">
      <h2 id="quizzes-title">Quizzes</h2>
      {quizzes.loading ? (
        <Loader />
      ) : quizzes.error ? (
        <Message variant="danger">{quizzes.error}</Message>
      ) : quizzes.data!.quizzes.length === 0 ? (
        <p className="muted">No quiz for you right now.</p>
      ) : (
        <ul className="quiz-items">
          {quizzes.data!.quizzes.map((q) => {
            const state = quizState(q);
            return (
              <li key={q._id}>
                <div>
                  <strong>{q.title}</strong>
                  <div className="muted">
                    {state.label} · {q.dueAt ? `Due ${dateTimeText(q.dueAt)}` : 'No due date'}
                  </div>
                </div>
                {state.action && (
                  <Link
                    className="btn btn-primary btn-sm"
                    to={paths.takeQuiz.href(classroom, q._id)}
                    aria-label={`${state.action} ${q.title}`}
                  >
                    {state.action}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
