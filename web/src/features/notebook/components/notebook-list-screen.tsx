import { Link, useNavigate, useParams } from 'react-router-dom';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { Paginate } from '../../../components/ui/paginate';
import { SearchBox } from '../../../components/ui/search-box';
import { paths } from '../../../config/paths';
import { useAction, useRequest } from '../../../hooks/use-request';
import { useSelection } from '../../../hooks/use-selection';
import { usePageTitle } from '../../../lib/page-title';
import { deleteNotebookEntries, deleteNotebookEntry, getNotebook } from '../api/notebook';
import { EmptyNotebookImage } from './empty-notebook-image';
import { NotebookTable } from './notebook-table';
import '../notebook.css';

/** /notebook[/search/{keyword}][/page/{n}]: the learner's saved questions, searchable, paged, bulk-deletable. */
export function NotebookListScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const keyword = params.keyword ?? '';
  const page = Math.max(1, Number(params.pageNumber) || 1);
  usePageTitle('Notebook');
  const list = useRequest(() => getNotebook(keyword, page), [keyword, page]);
  const entries = list.data?.notebooks ?? [];
  const selection = useSelection(entries.map((e) => e._id));
  const remove = useAction(deleteNotebookEntries);
  const removeOne = useAction(deleteNotebookEntry);

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
        <SearchBox keyword={keyword} label="Search notebook" onSearch={(text) => navigate(paths.notebook.href(text))} />
      </div>
      <div className="row-actions">
        <Link className="btn btn-primary" role="button" to={paths.notebookPractice.href()}>
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
          <Link className="btn btn-light" to={paths.notebook.href()}>
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
          <Link className="btn btn-primary" to={paths.home.href()}>
            Let&apos;s go
          </Link>
        </div>
      ) : (
        entries.length > 0 && (
          <NotebookTable entries={entries} selection={selection} deleting={removeOne.running} onDelete={deleteEntry} />
        )
      )}
      {list.data && (
        <Paginate page={list.data.page} pages={list.data.pages} href={(n) => paths.notebook.href(keyword, n)} />
      )}
    </section>
  );
}
