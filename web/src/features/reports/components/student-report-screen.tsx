import { dateTimeText } from '@lebe/domain';
import { Link, useParams } from 'react-router-dom';
import { BarChart } from '../../../components/charts/bar-chart';
import { KnowledgeHeatmap } from '../../../components/charts/knowledge-heatmap';
import { Loader } from '../../../components/ui/loader';
import { LoadError } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { useRequest } from '../../../hooks/use-request';
import { usePageTitle } from '../../../lib/page-title';
import { downloadStudentCsv, getStudentReport } from '../api/report';
import { accuracyColour, answersByDay } from '../student-figures';
import { daysOf, periodLabel } from '../period';
import { CsvButton } from '../../../components/ui/csv-button';
import { TableHead } from '../../../components/ui/table-head';
import { PeriodPicker } from './period-picker';
import { usePeriod } from './use-period';

/**
 * /teacherdashboard/{classroom}/students/{follower}: one student's answers over time, accuracy by knowledge type
 * and level, and their wrong answers in the period (issue 26, item 3).
 */
export function StudentReportScreen() {
  const { classroom = '', student = '' } = useParams();
  const { period, params, setPeriod } = usePeriod();
  const days = { from: period.from, to: period.to };
  const report = useRequest(() => getStudentReport(classroom, student, days), [classroom, student, days.from, days.to]);
  usePageTitle(report.data ? `${report.data.studentName} · Teacher Dashboard` : 'Student report');
  const back = paths.teacherDashboard.href({ classroom, ...params });

  const r = report.data;
  const levels = r ? [...new Set(r.accuracyByKnowledgeType.map((a) => a.level))].sort((a, b) => a - b) : [];
  const kinds = r ? [...new Set(r.accuracyByKnowledgeType.map((a) => a.knowledgeType))] : [];
  return (
    <section className="teacher-dashboard student-report">
      <Link to={back}>Back to the class</Link>
      <h1>{r ? r.studentName || 'Unnamed student' : 'Student report'}</h1>
      <div className="card report-controls filter-row">
        <PeriodPicker key={`${period.kind}-${period.from}-${period.to}`} period={period} onChange={setPeriod} />
      </div>
      <div className="report-head">
        <p className="report-period">{periodLabel(days)}</p>
        <CsvButton download={() => downloadStudentCsv(classroom, student, days)} />
      </div>
      {report.loading ? (
        <Loader label="Loading the report..." />
      ) : report.error ? (
        <LoadError error={report.error} onRetry={report.reload} />
      ) : r!.answersOverTime.every((d) => d.answers === 0) ? (
        <div className="card empty-state">
          <p>No answers in this period.</p>
        </div>
      ) : (
        <>
          <div className="report-chart">
            <BarChart
              title="Answers over time"
              xLabel="Day"
              yLabel="Answers"
              data={answersByDay(r!.answersOverTime, daysOf(days)).map((d) => ({
                x: d.label,
                y: d.answers,
                note: `${d.correct} right`,
              }))}
            />
          </div>
          {kinds.length > 0 && (
            <KnowledgeHeatmap
              levels={levels}
              rows={kinds.map((k) => ({
                label: k.replace(/_/g, ' ') || 'other',
                cells: Object.fromEntries(
                  r!.accuracyByKnowledgeType
                    .filter((a) => a.knowledgeType === k)
                    .map((a) => [
                      a.level,
                      { value: a.accuracy, color: accuracyColour(a.accuracy), note: `${a.answers} answers` },
                    ]),
                ),
              }))}
            />
          )}
          <h2>Wrong answers</h2>
          {r!.wrongAnswers.length === 0 ? (
            <p className="muted">No wrong answers in this period.</p>
          ) : (
            <table className="table table-reflow">
              <TableHead caption="Wrong answers, the latest first" columns={['Question', 'Their answer', 'When']} />
              <tbody>
                {r!.wrongAnswers.map((w, i) => (
                  <tr key={i}>
                    <td data-label="Question">{w.question.question}</td>
                    <td data-label="Answer" className="wrong-answer">
                      {w.answer || '(skipped or shown)'}
                    </td>
                    <td data-label="When">{dateTimeText(w.at)}</td>
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
