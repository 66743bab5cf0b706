import { Link } from 'react-router-dom';
import { Loader } from '../../../components/ui/loader';
import { LoadError } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { useRequest } from '../../../hooks/use-request';
import { downloadClassroomCsv, getClassroomReport } from '../api/report';
import { periodLabel, previousPeriod, type Period } from '../period';
import { rosterRows } from '../roster';
import { CsvButton } from '../../../components/ui/csv-button';
import { DifficultQuestions } from './difficult-questions';
import { RosterTable } from './roster-table';

/** One classroom's report for a period, beside the previous period's for the roster's change column. */
export function ClassReport({
  classroom,
  period,
  params,
  group,
}: {
  classroom: string;
  period: Period;
  params: Record<string, string>;
  group?: string;
}) {
  const days = { from: period.from, to: period.to, ...(group ? { group } : {}) };
  const report = useRequest(async () => {
    const [current, previous] = await Promise.all([
      getClassroomReport(classroom, days),
      // The change column only: the report stands without it.
      getClassroomReport(classroom, { ...previousPeriod(days), ...(group ? { group } : {}) }).catch(() => null),
    ]);
    return { current, previous };
  }, [classroom, period.from, period.to, group]);

  const heading = (
    <div className="report-head">
      <p className="report-period" aria-live="polite">
        {periodLabel(days)}
      </p>
      <div className="csv-buttons">
        <CsvButton label="Students CSV" download={() => downloadClassroomCsv(classroom, days)} />
        <CsvButton label="Questions CSV" download={() => downloadClassroomCsv(classroom, days, 'questions')} />
      </div>
    </div>
  );
  if (report.loading)
    return (
      <>
        {heading}
        <Loader label="Loading the report..." />
      </>
    );
  if (report.error)
    return (
      <>
        {heading}
        <LoadError error={report.error} onRetry={report.reload} />
      </>
    );
  const { current, previous } = report.data!;
  const rows = rosterRows(current, previous);
  const answers = rows.reduce((n, r) => n + r.answers, 0);
  const helpCount = rows.filter((r) => r.needsHelp.length > 0).length;
  return (
    <>
      {heading}
      <h2>Students</h2>
      {rows.length === 0 ? (
        <div className="card empty-state">
          <p>No students have joined this classroom yet. Share its code and keycode with your class.</p>
          <Link to={paths.classroomProfile.href(classroom)}>Classroom Profile</Link>
        </div>
      ) : (
        <>
          <p className="report-summary">
            {rows.length} student{rows.length === 1 ? '' : 's'}, {answers} answer{answers === 1 ? '' : 's'} in the
            period{helpCount > 0 && `, ${helpCount} need${helpCount === 1 ? 's' : ''} help`}.
          </p>
          <RosterTable classroom={classroom} rows={rows} params={params} />
        </>
      )}
      <h2>Difficult questions</h2>
      {answers === 0 ? (
        <p className="muted">No answers in this period yet.</p>
      ) : (
        <DifficultQuestions questions={current.difficultQuestions} />
      )}
    </>
  );
}
