import { useState } from 'react';
import { paths } from '../../../config/paths';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { Paginate } from '../../../components/ui/paginate';
import { SearchBox } from '../../../components/ui/search-box';
import { useAction, useRequest } from '../../../hooks/use-request';
import { usePageTitle } from '../../../lib/page-title';
import { getMyClassrooms } from '../api/classrooms';
import { addToClassroom, createMyQuestion, deleteMyQuestions, getMyQuestions } from '../api/my-questions';
import { SelectCell } from '../../../components/ui/select-cell';
import { useSelection } from '../../../hooks/use-selection';

/** /myquestions (with page and search variants): the user's own questions. */
export function MyQuestionsScreen() {
  usePageTitle('My Questions');
  const navigate = useNavigate();
  const { keyword = '', pageNumber = '1' } = useParams();
  const page = Number(pageNumber) || 1;
  const list = useRequest(() => getMyQuestions(keyword, page), [keyword, page]);
  const classrooms = useRequest(getMyClassrooms, []);
  const selection = useSelection(list.data?.questions.map((q) => q._id) ?? []);
  const [picked, setClassroom] = useState('');
  // The first classroom is chosen until another is, so a selection alone enables the bulk add (SPEC §2).
  const classroom = picked || classrooms.data?.classrooms[0]?._id || '';
  const create = useAction(createMyQuestion);
  const add = useAction(addToClassroom);
  const remove = useAction(deleteMyQuestions);

  const onCreate = async () => {
    const created = await create.run();
    if (created) navigate(paths.myQuestionEdit.href(created._id));
  };
  const onAdd = async () => {
    if (!classroom || !window.confirm('Are you sure')) return;
    if (await add.run(classroom, selection.selected)) selection.clear();
  };
  const onDelete = async () => {
    if (!window.confirm('Are you sure')) return;
    if ((await remove.run(selection.selected)) !== undefined) {
      selection.clear();
      list.reload();
    }
  };
  const href = (n: number) => paths.myQuestions.href(keyword, n);
  const error = create.error ?? add.error ?? remove.error ?? list.error;

  return (
    <section>
      <div className="row-actions">
        <h1>My Questions</h1>
        <button type="button" className="btn btn-primary" onClick={onCreate} disabled={create.running}>
          Create Question
        </button>
        <SearchBox
          keyword={keyword}
          label="Search my questions"
          placeholder="Search questions..."
          onSearch={(text) => navigate(paths.myQuestions.href(text))}
        />
      </div>
      {error && <Message variant="danger">{error}</Message>}
      {add.success && <Message variant="success">Questions Successfully Added to Classroom!</Message>}
      <div className="row-actions">
        <select aria-label="Classroom" value={classroom} onChange={(e) => setClassroom(e.target.value)}>
          {!classroom && <option value="">Choose a classroom</option>}
          {classrooms.data?.classrooms.map((c) => (
            <option key={c._id} value={c._id}>
              {c.title} ({c.classroomCode})
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-success"
          disabled={!selection.selected.length || !classroom}
          onClick={onAdd}
        >
          Add selected to classroom
        </button>
        <button type="button" className="btn btn-danger" disabled={!selection.selected.length} onClick={onDelete}>
          Delete selected
        </button>
      </div>
      {list.loading ? (
        <Loader />
      ) : (
        list.data && (
          <>
            <table className="table table-reflow">
              <thead>
                <tr>
                  <th>
                    <label>
                      <input type="checkbox" checked={selection.allSelected} onChange={selection.toggleAll} /> Select
                      All
                    </label>
                  </th>
                  <th>Level</th>
                  <th>Question</th>
                  <th>Type</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {list.data.questions.map((q) => (
                  <tr key={q._id}>
                    <SelectCell id={q._id} label={q.question} selection={selection} />
                    <td data-label="Level">{q.level}</td>
                    <td data-label="Question">{q.question}</td>
                    <td data-label="Type">{q.questionType.replace(/_/g, ' ')}</td>
                    <td>
                      <Link to={paths.myQuestionEdit.href(q._id)}>Edit</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {list.data.questions.length === 0 && <Message>No questions yet.</Message>}
            <Paginate page={list.data.page} pages={list.data.pages} href={href} />
          </>
        )
      )}
    </section>
  );
}
