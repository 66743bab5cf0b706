import { Link } from 'react-router-dom';
import type { NotebookEntry } from '@lebe/domain';
import { paths } from '../../../config/paths';
import type { useSelection } from '../../../hooks/use-selection';
import { TargetText } from '../../../components/practice/target-text';

const label = (text: string) => text.replace(/_/g, ' ');

/**
 * The notebook's entries: a table on a wide screen, a card per entry on a phone (notebook.css), each with a
 * checkbox and a Delete button big enough to touch.
 */
export function NotebookTable(props: {
  entries: NotebookEntry[];
  selection: ReturnType<typeof useSelection>;
  deleting: boolean;
  onDelete(id: string): void;
}) {
  const { entries, selection } = props;
  return (
    <table className="table notebook-table">
      <thead>
        <tr>
          <th scope="col">
            <label className="select-all">
              <input type="checkbox" checked={selection.allSelected} onChange={selection.toggleAll} /> Select All
            </label>
          </th>
          <th scope="col">Question</th>
          <th scope="col">Level</th>
          <th scope="col">Type</th>
          <th scope="col">Language</th>
          <th scope="col">Note</th>
          <th scope="col">
            <span className="visually-hidden">Delete</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e._id}>
            <td className="cell-select">
              <label className="touch-target">
                <input
                  type="checkbox"
                  aria-label={`Select ${e.question}`}
                  checked={selection.selected.includes(e._id)}
                  onChange={() => selection.toggle(e._id)}
                />
              </label>
            </td>
            <td className="cell-question">
              <Link to={paths.notebookEdit.href(e._id)}>
                <TargetText text={e.question} />
              </Link>
            </td>
            <td data-label="Level">{e.level}</td>
            <td data-label="Type" className="capitalize">
              {label(e.questionType)}
            </td>
            <td data-label="Language" className="capitalize">
              {e.targetLanguage}
            </td>
            <td data-label="Note" className="note-cell">
              {e.note}
            </td>
            <td className="cell-delete">
              <button
                type="button"
                className="btn btn-danger btn-sm"
                aria-label={`Delete ${e.question}`}
                disabled={props.deleting}
                onClick={() => props.onDelete(e._id)}
              >
                Delete
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
