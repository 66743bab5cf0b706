import { Link } from 'react-router-dom';
import { audienceText, type GroupOption } from '../../../components/ui/audience-select';
import { Loader } from '../../../components/ui/loader';
import { TableHead } from '../../../components/ui/table-head';
import { Message } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { useAction, useRequest } from '../../../hooks/use-request';
import { closeQuiz, getQuizzes } from '../api/quizzes';
import { statusLabel, timeText } from '../quiz-status';

/** The classroom's quizzes for its teacher: status, dates, and each one's report. */
export function QuizList({
  classroom,
  refresh,
  groups,
  onEdit,
}: {
  classroom: string;
  refresh: number;
  /** The class's learner groups: whom each quiz is for (issue 38). */
  groups: readonly GroupOption[];
  /** Opens a draft to check, change and assign. */
  onEdit(id: string): void;
}) {
  const quizzes = useRequest(() => getQuizzes(classroom), [classroom, refresh]);
  const close = useAction(closeQuiz);
  const onClose = async (id: string, title: string) => {
    if (!window.confirm(`Are you sure you want to close ${title}? Students can no longer answer it.`)) return;
    if (await close.run(id)) quizzes.reload();
  };
  if (quizzes.loading) return <Loader />;
  if (quizzes.error) return <Message variant="danger">{quizzes.error}</Message>;
  if (!quizzes.data!.length) return <p className="muted">No quiz for this classroom yet.</p>;
  return (
    <>
      {close.error && <Message variant="danger">{close.error}</Message>}
      <table className="table table-reflow">
        <TableHead
          caption="Quizzes of the classroom"
          columns={['Title', 'For', 'Status', 'Opens', 'Due', 'Questions', 'Report']}
        />
        <tbody>
          {quizzes.data!.map((q) => (
            <tr key={q._id}>
              <td data-label="Title">{q.title}</td>
              <td data-label="For">{audienceText(groups, q.group)}</td>
              <td data-label="Status">
                {statusLabel(q.status)}
                {q.mode === 'test' ? ' · test' : ''}
              </td>
              <td data-label="Opens">{timeText(q.opensAt, 'At once')}</td>
              <td data-label="Due">{timeText(q.dueAt, 'No due date')}</td>
              <td data-label="Questions">{q.count}</td>
              <td data-label="Report">
                <Link to={paths.quizReport.href(q._id)} aria-label={`Report of ${q.title}`}>
                  Report
                </Link>
                {q.draft && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm quiz-close"
                    aria-label={`Edit ${q.title}`}
                    onClick={() => onEdit(q._id)}
                  >
                    Edit
                  </button>
                )}
                {q.status !== 'closed' && (
                  <button
                    type="button"
                    className="btn btn-light btn-sm quiz-close"
                    aria-label={`Close ${q.title}`}
                    disabled={close.running}
                    onClick={() => void onClose(q._id, q.title)}
                  >
                    Close
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
