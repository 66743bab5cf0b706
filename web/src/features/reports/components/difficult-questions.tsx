import type { DifficultQuestion } from '@lebe/domain';
import { Link } from 'react-router-dom';
import { BarChart } from '../../../components/charts/bar-chart';
import { paths } from '../../../config/paths';

const share = (d: DifficultQuestion) => `${Math.round(d.wrongShare * 100)}%`;

/**
 * The class's difficult questions, the highest share wrong first: each with its key, a link to its edit screen
 * when the teacher wrote it, its wrong answers (the most common first) and who got it wrong. A chart of the first ten's share wrong, with its table for screen readers.
 */
export function DifficultQuestions({ questions }: { questions: DifficultQuestion[] }) {
  const hard = questions.filter((q) => q.wrong > 0);
  if (hard.length === 0) return <p className="muted">No question was answered wrong in this period.</p>;
  return (
    <>
      <div className="report-chart">
        <BarChart
          title="Share wrong of the most difficult questions"
          xLabel="Question"
          yLabel="Wrong (%)"
          yMax={100}
          format={(v) => `${v.toFixed(0)}%`}
          data={hard.slice(0, 10).map((q, i) => ({
            x: i + 1,
            y: q.wrongShare * 100,
            note: `${q.question.question}: ${q.wrong} of ${q.answers} answers wrong`,
          }))}
        />
      </div>
      <ol className="difficult-list">
        {hard.map((q) => (
          <li key={q.question._id} className="card difficult-card">
            <h3>{q.question.question || 'Untitled question'}</h3>
            {q.question.key && (
              <p className="difficult-key">
                Key: <strong>{q.question.key.length ? q.question.key.join(' · ') : 'no right answer set'}</strong>
              </p>
            )}
            {q.question.editable && (
              <p>
                <Link to={paths.myQuestionEdit.href(q.question._id)}>
                  Edit this question<span className="visually-hidden">: {q.question.question}</span>
                </Link>
              </p>
            )}
            <p className="difficult-share">
              <strong>{share(q)} wrong</strong> ({q.wrong} of {q.answers} answers)
            </p>
            <div className="difficult-columns">
              <div>
                <h4>Wrong answers given</h4>
                {q.wrongAnswers.length ? (
                  <ul className="wrong-answers">
                    {q.wrongAnswers.map((w) => (
                      <li key={w.answer}>
                        <span className="wrong-answer">{w.answer || '(no answer: skipped or shown)'}</span>{' '}
                        <span className="muted">×{w.count}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted">Skipped or shown only.</p>
                )}
              </div>
              {q.wrongBy && q.wrongBy.length > 0 && (
                <div>
                  <h4>Who got it wrong</h4>
                  <ul className="wrong-by">
                    {q.wrongBy.map((s) => (
                      <li key={s.follower}>
                        {s.studentName || 'Unnamed student'} <span className="muted">×{s.count}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
