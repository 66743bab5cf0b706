import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { audienceText, type GroupOption } from '../../../components/ui/audience-select';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { Paginate } from '../../../components/ui/paginate';
import { useAction, useRequest } from '../../../hooks/use-request';
import { getClassroomQuestions, removeFromClassroom } from '../api/my-questions';
import { SelectCell } from '../../../components/ui/select-cell';
import { useSelection } from '../../../hooks/use-selection';

/** Classroom Module Questions: the classroom's list (the teacher's own and the bank's), with bulk removal (teacher only). */
export function ClassroomQuestionsTable(props: {
  classroom: string;
  keyword: string;
  pageNumber: number;
  /** Changes when questions were added elsewhere on the page (from the bank): the list reloads. */
  refresh?: number;
  /** The class's learner groups: a question for one of them says so (issue 38). */
  groups?: readonly GroupOption[];
}) {
  const { classroom, keyword, pageNumber, refresh } = props;
  const list = useRequest(
    () => getClassroomQuestions(classroom, keyword, pageNumber),
    [classroom, keyword, pageNumber, refresh],
  );
  const selection = useSelection(list.data?.questions.map((q) => q._id) ?? []);
  const remove = useAction(removeFromClassroom);

  const onRemove = async () => {
    if (!window.confirm('Are you sure')) return;
    if (await remove.run(classroom, selection.selected)) {
      selection.clear();
      list.reload();
    }
  };

  if (list.loading) return <Loader />;
  if (list.error) return <Message variant="danger">{list.error}</Message>;
  const { questions, page, pages } = list.data!;
  const groups = props.groups ?? [];
  const grouped = groups.length > 0 || questions.some((q) => q.group);
  return (
    <>
      {remove.error && <Message variant="danger">{remove.error}</Message>}
      <table className="table table-reflow">
        <thead>
          <tr>
            <th>Level</th>
            <th>Question</th>
            {grouped && <th>For</th>}
            <th>
              <label>
                <input type="checkbox" checked={selection.allSelected} onChange={selection.toggleAll} /> Select All
              </label>
            </th>
            <th />
          </tr>
        </thead>
        <tbody>
          {questions.map((q) => (
            <tr key={q._id}>
              <td data-label="Level">{q.level}</td>
              <td data-label="Question">{q.question}</td>
              {grouped && <td data-label="For">{audienceText(groups, q.group)}</td>}
              <SelectCell id={q._id} label={q.question} selection={selection} />
              <td>
                {q.fromBank ? (
                  <span className="muted">From the bank</span>
                ) : (
                  <Link to={paths.myQuestionEdit.href(q._id)}>Edit</Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {questions.length === 0 && <Message>No questions in this classroom yet.</Message>}
      <div className="row-actions">
        <button type="button" className="btn btn-danger" disabled={!selection.selected.length} onClick={onRemove}>
          Delete selected questions from classroom
        </button>
      </div>
      <Paginate page={page} pages={pages} href={(n) => paths.classroomProfile.href(classroom, n)} />
    </>
  );
}
