import { Link, useParams } from 'react-router-dom';
import { Loader, Message, Paginate, useAction, usePageTitle, useRequest } from '../../shared';
import { useSelection } from '../classrooms/use-selection';
import { notebookApi, notebookPath } from './api';
import { EmptyNotebookImage } from './EmptyNotebookImage';
import { NotebookSearchBox } from './NotebookSearchBox';
import './notebook.css';

const label = (text: string) => text.replace(/_/g, ' ');

/** /notebook[/search/{keyword}][/page/{n}]: the learner's saved questions, searchable, paged, bulk-deletable. */
export function NotebookListScreen() {
  const params = useParams();
  const keyword = params.keyword ?? '';
  const page = Math.max(1, Number(params.n) || 1);
  usePageTitle('Notebook');
  const list = useRequest(() => notebookApi.list(keyword, page), [keyword, page]);
  const entries = list.data?.notebooks ?? [];
  const selection = useSelection(entries.map((e) => e._id));
  const remove = useAction(notebookApi.bulkDelete);
  const removeOne = useAction(notebookApi.remove);

  async function deleteSelected() {
    if (!selection.selected.length || !window.confirm('Are you sure')) return;
    if (await remove.run(selection.selected)) {
      selection.clear();
      list.reload();
    }
  }

  async function deleteEntry(id: string) {
    if (!window.confirm('Are you sure you want to delete this notebook')) return;
    if (await removeOne.run(id)) {
      selection.clear();
      list.reload();
    }
  }

  const empty = !list.loading && !list.error && entries.length === 0;
  return (
    <section className="notebook">
      <div className="notebook-head">
        <h1>My Notebook</h1>
        <NotebookSearchBox keyword={keyword} />
      </div>
      <div className="row-actions">
        <Link className="btn btn-primary" role="button" to="/notebook/module/">
          Practice
        </Link>
        <button
          type="button"
          className="btn btn-danger"
          disabled={!selection.selected.length || remove.running}
          onClick={deleteSelected}
        >
          Delete selected ({selection.selected.length})
        </button>
        {keyword && (
          <Link className="btn btn-light" to="/notebook">
            Clear search
          </Link>
        )}
      </div>
      {(remove.error || removeOne.error) && <Message variant="danger">{remove.error ?? removeOne.error}</Message>}
      {(remove.success || removeOne.success) && <Message variant="success">Notebooks removed</Message>}
      {list.error && <Message variant="danger">{list.error}</Message>}
      {list.loading ? (
        <Loader />
      ) : empty && keyword ? (
        <Message>No notebook entries match “{keyword}”.</Message>
      ) : empty ? (
        <div className="card empty-state">
          <EmptyNotebookImage />
          <p>Your notebook is empty. Save questions while you practise to find them here.</p>
          <Link className="btn btn-primary" to="/">
            Let&apos;s go
          </Link>
        </div>
      ) : (
        entries.length > 0 && (
          <div className="table-wrap">
            <table className="table notebook-table">
              <thead>
                <tr>
                  <th scope="col">
                    <label className="select-all">
                      <input type="checkbox" checked={selection.allSelected} onChange={selection.toggleAll} /> Select
                      All
                    </label>
                  </th>
                  <th scope="col">Question</th>
                  <th scope="col">Level</th>
                  <th scope="col" className="col-optional">
                    Type
                  </th>
                  <th scope="col">Language</th>
                  <th scope="col" className="col-optional">
                    Note
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Delete</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e._id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Select ${e.question}`}
                        checked={selection.selected.includes(e._id)}
                        onChange={() => selection.toggle(e._id)}
                      />
                    </td>
                    <td>
                      <Link to={`/notebook/${e._id}/edit`}>{e.question}</Link>
                    </td>
                    <td>{e.level}</td>
                    <td className="capitalize col-optional">{label(e.questionType)}</td>
                    <td className="capitalize">{e.targetLanguage}</td>
                    <td className="note-cell col-optional">{e.note}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-danger btn-sm"
                        aria-label={`Delete ${e.question}`}
                        disabled={removeOne.running}
                        onClick={() => deleteEntry(e._id)}
                      >
                        Delete
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      )}
      {list.data && <Paginate page={list.data.page} pages={list.data.pages} href={(n) => notebookPath(keyword, n)} />}
    </section>
  );
}
