import { useState, type FormEvent } from 'react';
import { knowledgeTypes, languageName, questionTypes } from '@lebe/domain';
import { AudienceSelect, type GroupOption } from '../../../components/ui/audience-select';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { SelectCell } from '../../../components/ui/select-cell';
import { useAction, useRequest } from '../../../hooks/use-request';
import { useSelection } from '../../../hooks/use-selection';
import { addRandomFromBank, addToClassroom, getClassroomBank, type BankFilters } from '../api/my-questions';

const noFilters: BankFilters = { level: '', questionType: '', knowledgeType: '', keyword: '' };
const typeLabel = (t: string) => t.replace(/_/g, ' ');
const counted = (n: number) => `${n} question${n === 1 ? '' : 's'}`;

/** The bank's filters chosen from a list: the field each sets, its select's id and label, its choices. */
const selectFilters = [
  { key: 'level', id: 'bank-level', label: 'Level', options: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
  { key: 'questionType', id: 'bank-type', label: 'Question type', options: questionTypes, show: typeLabel },
  { key: 'knowledgeType', id: 'bank-knowledge', label: 'Knowledge type', options: knowledgeTypes },
] as const;

/** A labelled select of the bank's filters, "any" first. */
function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  options: readonly (string | number)[];
  show?: (v: string) => string;
  onChange(v: string): void;
}) {
  return (
    <div className="form-group">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">Any</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.show ? props.show(String(o)) : o}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Issue 38: "Add from the bank" on the classroom page. The bank in the classroom's language, filtered by level,
 * type, knowledge type and keyword; the teacher adds the questions selected, or N of those that fit at random.
 * Adding destroys nothing, so it asks nothing. "For" gives them to the whole class or one learner group only.
 */
export function BankPicker(props: {
  classroom: string;
  language: string;
  groups: readonly GroupOption[];
  onAdded(): void;
}) {
  const { classroom } = props;
  const [filters, setFilters] = useState(noFilters);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [count, setCount] = useState('10');
  const [told, setTold] = useState<string | null>(null);
  const [group, setGroup] = useState('');
  const groupName = props.groups.find((g) => g._id === group)?.name;
  const whom = groupName ? `for ${groupName}` : 'to the classroom';
  const list = useRequest(() => getClassroomBank(classroom, filters, page), [classroom, filters, page]);
  const addable = list.data?.questions.filter((q) => !q.inClassroom).map((q) => q._id) ?? [];
  const selection = useSelection(addable);
  const add = useAction(addToClassroom);
  const random = useAction(addRandomFromBank);

  const filter = (key: keyof BankFilters, value: string) => {
    setFilters({ ...filters, [key]: value });
    setPage(1);
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    filter('keyword', keyword.trim());
  };
  const added = (text: string) => {
    setTold(text);
    selection.clear();
    list.reload();
    props.onAdded();
  };
  const onAdd = async () => {
    setTold(null);
    const done = await add.run(classroom, selection.selected, group);
    if (done) added(`${counted(done.changed)} from the bank added ${whom}.`);
  };
  const onRandom = async (e: FormEvent) => {
    e.preventDefault();
    setTold(null);
    const done = await random.run(classroom, filters, Number(count), group);
    if (done) added(`${counted(done.changed)} from the bank added ${whom} at random.`);
  };
  const error = add.error ?? random.error;

  return (
    <section className="card bank-picker" aria-labelledby="bank-title">
      <h2 id="bank-title">Add from the bank</h2>
      <p className="muted">
        The question bank in {languageName(props.language)}, the classroom’s language. Its questions join your own in
        the class’s practice.
      </p>
      <div className="bank-filters filter-row">
        {selectFilters.map(({ key, ...select }) => (
          <FilterSelect key={key} {...select} value={filters[key]} onChange={(v) => filter(key, v)} />
        ))}
        <form className="search-box" role="search" onSubmit={search}>
          <input
            type="search"
            aria-label="Search the bank"
            placeholder="Search the bank..."
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <button type="submit" className="btn btn-secondary">
            Search
          </button>
        </form>
      </div>
      <AudienceSelect id="bank-group" label="For" groups={props.groups} value={group} onChange={setGroup} />
      {error && <Message variant="danger">{error}</Message>}
      <div aria-live="polite">{told && <Message variant="success">{told}</Message>}</div>
      {list.loading && !list.data ? (
        <Loader />
      ) : list.error ? (
        <Message variant="danger">{list.error}</Message>
      ) : (
        list.data && (
          <>
            <table className="table table-reflow bank-table" aria-busy={list.loading}>
              <thead>
                <tr>
                  <th>
                    <label>
                      <input
                        type="checkbox"
                        checked={selection.allSelected}
                        disabled={!addable.length}
                        onChange={selection.toggleAll}
                      />{' '}
                      Select All
                    </label>
                  </th>
                  <th>Level</th>
                  <th>Question</th>
                  <th>Type</th>
                  <th>Knowledge</th>
                </tr>
              </thead>
              <tbody>
                {list.data.questions.map((q) =>
                  q.inClassroom ? (
                    <tr key={q._id}>
                      <td data-label="Select">In the class</td>
                      <BankCells q={q} />
                    </tr>
                  ) : (
                    <tr key={q._id}>
                      <SelectCell id={q._id} label={q.question} selection={selection} />
                      <BankCells q={q} />
                    </tr>
                  ),
                )}
              </tbody>
            </table>
            {list.data.questions.length === 0 && <Message>No bank question fits these filters.</Message>}
            <Pager page={list.data.page} pages={list.data.pages} onPage={setPage} />
          </>
        )
      )}
      <div className="row-actions">
        <button
          type="button"
          className="btn btn-success"
          disabled={!selection.selected.length || add.running}
          onClick={onAdd}
        >
          Add selected to classroom
        </button>
      </div>
      <form className="row-actions bank-random" onSubmit={onRandom}>
        <label htmlFor="bank-count">How many</label>
        <input
          id="bank-count"
          type="number"
          min={1}
          max={100}
          value={count}
          onChange={(e) => setCount(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={random.running}>
          Add at random
        </button>
        <span className="muted">from the questions these filters keep that the class does not have yet</span>
      </form>
    </section>
  );
}

function BankCells({ q }: { q: { level: number; question: string; questionType: string; knowledgeType: string } }) {
  return (
    <>
      <td data-label="Level">{q.level}</td>
      <td data-label="Question">{q.question}</td>
      <td data-label="Type">{typeLabel(q.questionType)}</td>
      <td data-label="Knowledge">{q.knowledgeType || '—'}</td>
    </>
  );
}

/** Previous and Next through the bank's pages, kept on this page (the route's page is the class's list). */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(n: number): void }) {
  if (pages <= 1) return null;
  return (
    <nav className="row-actions" aria-label="Bank pages">
      <button type="button" className="btn btn-secondary btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
