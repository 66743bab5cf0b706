import { languageName } from '@lebe/domain';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { abilityText, accuracyText, changeText, lastActiveText, levelsText, type RosterRow } from '../roster';

/**
 * The roster of a period: each student's figures, their change against the previous period, and the
 * questions they need help with (4 or more wrong tries not later answered right). Reflows into cards on phones.
 */
export function RosterTable({
  classroom,
  rows,
  params,
}: {
  classroom: string;
  rows: RosterRow[];
  params: Record<string, string>;
}) {
  return (
    <table className="table table-reflow roster-table">
      <caption className="visually-hidden">Students of the classroom in the period</caption>
      <thead>
        <tr>
          <th scope="col">Student</th>
          <th scope="col">Answers</th>
          <th scope="col">Accuracy</th>
          <th scope="col">Distinct questions</th>
          <th scope="col">Last active</th>
          <th scope="col">Level</th>
          <th scope="col">Measured level</th>
          <th scope="col">Change</th>
          <th scope="col">Needs help</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.follower} className={r.needsHelp.length ? 'needs-help' : undefined}>
            <td data-label="Student">
              <Link to={paths.studentReport.href(classroom, r.follower, params)}>
                {r.studentName || 'Unnamed student'}
              </Link>
            </td>
            <td data-label="Answers">{r.answers}</td>
            <td data-label="Accuracy">{accuracyText(r.answers, r.accuracy)}</td>
            <td data-label="Distinct">{r.distinctQuestions}</td>
            <td data-label="Last active">{lastActiveText(r.lastActive)}</td>
            <td data-label="Level">{levelsText(r.levels, languageName)}</td>
            <td data-label="Measured level">{abilityText(r.ability)}</td>
            <td data-label="Change">{changeText(r.change)}</td>
            <td data-label="Needs help">
              {r.helpWith.length === 0 ? (
                'No'
              ) : (
                <details className="help-list">
                  <summary>
                    <span className="badge badge-danger">Needs help</span> {r.helpWith.length} question
                    {r.helpWith.length === 1 ? '' : 's'}
                  </summary>
                  <ul>
                    {r.helpWith.map((q, i) => (
                      <li key={i}>{q}</li>
                    ))}
                  </ul>
                </details>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
