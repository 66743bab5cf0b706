import type { GridCell, QuizReport } from '../api/quizzes';

const cellText = (c: GridCell) =>
  c.result === 'right'
    ? 'Right'
    : c.result === 'partial'
      ? `Partly: ${c.answer ?? ''}`
      : c.result === 'wrong'
        ? `Wrong: ${c.answer || '(no answer)'}`
        : c.result === 'not asked'
          ? 'Not asked'
          : '—';

/** Issue 38: the learner × question grid, each cell right, wrong with the answer given, or not answered. */
export function QuizGrid({ report }: { report: QuizReport }) {
  const { columns, students } = report;
  if (columns.length === 0 || students.length === 0) return null;
  return (
    <div className="quiz-grid-wrap" tabIndex={0} role="region" aria-labelledby="quiz-grid-caption">
      <table className="table quiz-grid">
        <caption id="quiz-grid-caption">Each student's answer to each question</caption>
        <thead>
          <tr>
            <th scope="col">Student</th>
            {columns.map((c, i) => (
              <th scope="col" key={c._id} title={c.question}>
                {i + 1}. {c.question}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {students.map((s, i) => (
            <tr key={s.follower ?? i}>
              <th scope="row">
                {s.studentName || 'Unnamed student'}
                {s.submitted ? ' (handed in)' : ''}
              </th>
              {s.cells.map((c) => (
                <td key={c.question} className={`cell-${c.result.replace(' ', '-')}`}>
                  {cellText(c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
