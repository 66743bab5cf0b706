import { Link, useParams, useSearchParams } from 'react-router-dom';
import { AudienceSelect } from '../../../components/ui/audience-select';
import { BarChart } from '../../../components/charts/bar-chart';
import { Loader } from '../../../components/ui/loader';
import { TableHead } from '../../../components/ui/table-head';
import { CsvButton } from '../../../components/ui/csv-button';
import { LoadError } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { useRequest } from '../../../hooks/use-request';
import { usePageTitle } from '../../../lib/page-title';
import { downloadQuizCsv, getClassroomGroups, getQuizReport } from '../api/quizzes';
import { QuizGrid } from './quiz-grid';

/** /quizgenerator/{id}/report: each student's score and each question's results in a quiz. */
export function QuizReportScreen() {
  const { id = '' } = useParams();
  // Issue 38: ?group= in the address shows one learner group's students (the select below sets it).
  const [search, setSearch] = useSearchParams();
  const group = search.get('group') ?? '';
  const report = useRequest(() => getQuizReport(id, group), [id, group]);
  const classroom = report.data?.quiz?.classroom;
  const groups = useRequest(() => (classroom ? getClassroomGroups(classroom) : Promise.resolve(null)), [classroom]);
  const chooseGroup = (next: string) => setSearch(next ? { group: next } : {}, { replace: true });
  const title = report.data?.quiz?.title ?? 'Quiz report';
  usePageTitle(title);
  const r = report.data;
  return (
    <section className="quiz-report">
      <Link to={paths.quizGenerator.href()}>Back to the Quiz Generator</Link>
      <h1>{title}</h1>
      <AudienceSelect
        id="quiz-report-group"
        label="Group"
        groups={groups.data?.groups ?? []}
        value={group}
        onChange={chooseGroup}
      />
      <div className="csv-buttons report-actions">
        <CsvButton label="Export CSV" download={() => downloadQuizCsv(id, 'grid', group)} />
        <CsvButton label="Questions CSV" download={() => downloadQuizCsv(id, 'questions', group)} />
      </div>
      {report.loading ? (
        <Loader />
      ) : report.error ? (
        <LoadError error={report.error} onRetry={report.reload} />
      ) : (
        <>
          <h2>Students</h2>
          {r!.students.length === 0 ? (
            <p className="muted">No student has answered yet.</p>
          ) : (
            <>
              <BarChart
                title="Score by student"
                xLabel="Student"
                yLabel="Score (%)"
                yMax={100}
                format={(v) => `${v.toFixed(0)}%`}
                data={r!.students.map((s) => ({
                  x: s.studentName || 'Unnamed',
                  y: s.score,
                  note: `${s.answered} of ${s.total} answered`,
                }))}
              />
              <table className="table table-reflow">
                <TableHead caption="Each student's score" columns={['Student', 'Score', 'Answered', 'Progress']} />
                <tbody>
                  {r!.students.map((s, i) => (
                    <tr key={s.follower ?? i}>
                      <td data-label="Student">{s.studentName || 'Unnamed student'}</td>
                      <td data-label="Score">{s.answered ? `${s.score.toFixed(2)}%` : '—'}</td>
                      <td data-label="Answered">
                        {s.answered} of {s.total}
                      </td>
                      <td data-label="Progress">{s.progress}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <h2>Answers by student and question</h2>
              <QuizGrid report={r!} />
            </>
          )}
          <h2>Questions</h2>
          {r!.questions.length === 0 ? (
            <p className="muted">No answers yet.</p>
          ) : (
            <table className="table table-reflow">
              <TableHead
                caption="Each question's results"
                columns={['Question', 'Answers', 'Wrong', 'Wrong answers given']}
              />
              <tbody>
                {r!.questions.map((q) => (
                  <tr key={q.question._id}>
                    <td data-label="Question">{q.question.question}</td>
                    <td data-label="Answers">{q.answers}</td>
                    <td data-label="Wrong">{q.wrong}</td>
                    <td data-label="Wrong answers">
                      {q.wrongAnswers.length
                        ? q.wrongAnswers.map((w) => `${w.answer || '(none)'} ×${w.count}`).join(', ')
                        : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
