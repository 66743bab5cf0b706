import { Link } from 'react-router-dom';
import { Loader } from '../../../components/ui/loader';
import { LoadError } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { useRequest } from '../../../hooks/use-request';
import { usePageTitle } from '../../../lib/page-title';
import { getTaughtClassrooms } from '../api/report';
import { ClassReport } from './class-report';
import { PeriodPicker } from './period-picker';
import { usePeriod } from './use-period';

/**
 * /teacherdashboard: a classroom the teacher runs and a period (this week, last week, a range); then the
 * roster, the class's difficult questions and the CSV export (issue 26, item 3).
 */
export function TeacherDashboardScreen() {
  usePageTitle('Teacher Dashboard');
  const { period, params, setPeriod, search, setSearch } = usePeriod();
  const classrooms = useRequest(getTaughtClassrooms, []);
  const list = classrooms.data?.classrooms ?? [];
  const chosen = list.find((c) => c._id === search.get('classroom')) ?? list[0];
  const chooseClassroom = (id: string) => {
    const next = new URLSearchParams(search);
    next.set('classroom', id);
    setSearch(next);
  };

  return (
    <section className="teacher-dashboard">
      <h1>Teacher Dashboard</h1>
      {classrooms.loading ? (
        <Loader />
      ) : classrooms.error ? (
        <LoadError error={classrooms.error} onRetry={classrooms.reload} />
      ) : !chosen ? (
        <div className="card empty-state">
          <p>You have no classroom yet: create one, share its code, and your students&apos; work shows here.</p>
          <Link className="btn btn-primary" to={paths.createClassroom.href()}>
            Create Classroom
          </Link>
        </div>
      ) : (
        <>
          <div className="card report-controls">
            <div className="form-group">
              <label htmlFor="classroom">Classroom</label>
              <select id="classroom" value={chosen._id} onChange={(e) => chooseClassroom(e.target.value)}>
                {list.map((c) => (
                  <option key={c._id} value={c._id}>
                    {c.title} ({c.classroomCode})
                  </option>
                ))}
              </select>
            </div>
            <PeriodPicker key={`${period.kind}-${period.from}-${period.to}`} period={period} onChange={setPeriod} />
          </div>
          <ClassReport classroom={chosen._id} period={period} params={params} />
        </>
      )}
    </section>
  );
}
