import { languageName } from '@lebe/domain';
import { Link } from 'react-router-dom';
import { TableHead } from '../../../components/ui/table-head';
import { paths } from '../../../config/paths';
import { abilityText, accuracyText, changeText, lastActiveText, levelsText, type RosterRow } from '../roster';

const rosterColumns = [
  'Student',
  'Needs help',
  'Answers',
  'Accuracy',
  'Distinct questions',
  'Last active',
  'Level',
  'Measured level',
  'Change',
] as const;

/**
 * The roster of a period, those who need help first with why in words (4 or more wrong tries at a question
 * not later answered right); each student's figures, their measured level in words and their change against
 * the previous period. Reflows into cards on phones.
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
      <TableHead caption="Students of the classroom in the period" columns={rosterColumns} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.follower} className={r.needsHelp.length ? 'needs-help' : undefined}>
            <td data-label="Student">
              <Link to={paths.studentReport.href(classroom, r.follower, params)}>
                {r.studentName || 'Unnamed student'}
              </Link>
            </td>
            <td data-label="Needs help">
              {r.helpReasons.length === 0 ? (
                'No'
              ) : (
                <>
                  <span className="badge badge-danger">Needs help</span>
                  <ul className="help-list">
                    {r.helpReasons.map((reason, i) => (
                      <li key={i}>{reason}</li>
                    ))}
                  </ul>
                </>
              )}
            </td>
            <td data-label="Answers">{r.answers}</td>
            <td data-label="Accuracy">{accuracyText(r.answers, r.accuracy)}</td>
            <td data-label="Distinct">{r.distinctQuestions}</td>
            <td data-label="Last active">{lastActiveText(r.lastActive)}</td>
            <td data-label="Level">{levelsText(r.levels, languageName)}</td>
            <td data-label="Measured level">{abilityText(r.ability)}</td>
            <td data-label="Change">{changeText(r.change)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
