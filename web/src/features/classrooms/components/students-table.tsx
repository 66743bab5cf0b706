import { nameCollator } from '@lebe/domain';
import { useState } from 'react';
import { AudienceSelect, type GroupOption } from '../../../components/ui/audience-select';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useAction, useRequest } from '../../../hooks/use-request';
import { getRemovedStudents, getStudents, readmitFollower, removeFollower } from '../api/classrooms';

/** The students in the order of the class's language ("Léa" before "Lucas"). */
function byName<T extends { studentName: string }>(rows: T[], language: string): T[] {
  const collator = nameCollator(language);
  return [...rows].sort((x, y) => collator.compare(x.studentName, y.studentName));
}

/**
 * The classroom's students with their figures there, and a remove button (teacher only); below, the students
 * the teacher removed, each with Re-admit (a removed student cannot join again by themselves).
 */
export function StudentsTable({
  classroom,
  language = 'english',
  groups = [],
}: {
  classroom: string;
  language?: string;
  /** The class's learner groups: the list shows one group's students when one is chosen (issue 38). */
  groups?: readonly GroupOption[];
}) {
  const [group, setGroup] = useState('');
  const students = useRequest(() => getStudents(classroom, group), [classroom, group]);
  const removed = useRequest(() => getRemovedStudents(classroom), [classroom]);
  const remove = useAction(removeFollower);
  const readmit = useAction(readmitFollower);

  const onRemove = async (id: string) => {
    if (!window.confirm('Are you sure you want to remove this student from your classroom?')) return;
    if ((await remove.run(id)) !== undefined) {
      students.reload();
      removed.reload();
    }
  };
  const onReadmit = async (id: string) => {
    if ((await readmit.run(id)) !== undefined) {
      students.reload();
      removed.reload();
    }
  };

  const picker = <AudienceSelect id="students-group" label="Group" groups={groups} value={group} onChange={setGroup} />;
  if (students.loading) return <Loader />;
  if (students.error)
    return (
      <>
        {picker}
        <Message variant="danger">{students.error}</Message>
      </>
    );
  return (
    <>
      {picker}
      {remove.error && <Message variant="danger">{remove.error}</Message>}
      {students.data!.length === 0 ? (
        <Message>{group ? 'No students in this group.' : 'No students have joined yet.'}</Message>
      ) : (
        <table className="table table-reflow">
          <thead>
            <tr>
              <th>ID</th>
              <th>USERNAME</th>
              <th>NAME</th>
              <th>ANSWERS</th>
              <th>ACCURACY</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {byName(students.data!, language).map((s, i) => (
              <tr key={s._id}>
                {/* Issue 38: a teacher reads no raw ids; the ID is the student's number in the list. */}
                <td data-label="ID">{i + 1}</td>
                <td data-label="Username">{s.student.name}</td>
                <td data-label="Name">{s.studentName}</td>
                <td data-label="Answers">{s.figures?.answerCount ?? 0}</td>
                {/* No answers yet is no accuracy at all, not 0.00 %. */}
                <td data-label="Accuracy">{s.figures?.answerCount ? `${s.figures.accuracy.toFixed(2)}%` : '—'}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-danger btn-sm"
                    aria-label={`Delete ${s.studentName}`}
                    onClick={() => onRemove(s._id)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {readmit.error && <Message variant="danger">{readmit.error}</Message>}
      {removed.data && removed.data.length > 0 && (
        <section aria-labelledby="removed-students">
          <h3 id="removed-students">Removed students</h3>
          <p className="muted">They cannot join again until you re-admit them.</p>
          <ul className="removed-students">
            {removed.data.map((r) => (
              <li key={r._id}>
                {r.studentName || 'Unnamed student'} <span className="muted">removed {r.removedAt.slice(0, 10)}</span>{' '}
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  aria-label={`Re-admit ${r.studentName}`}
                  onClick={() => onReadmit(r._id)}
                >
                  Re-admit
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
