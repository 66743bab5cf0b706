import { Link } from 'react-router-dom';
import { Loader } from '../../../components/ui/loader';
import { LoadError } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { useRequest } from '../../../hooks/use-request';
import { usePageTitle } from '../../../lib/page-title';
import { getReportGroups, getTaughtClassrooms } from '../api/report';
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
    next.delete('group');
    setSearch(next);
  };
  const group = search.get('group') ?? '';
  const chooseGroup = (id: string) => {
    const next = new URLSearchParams(search);
    if (id) next.set('group', id);
    else next.delete('group');
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
          <div className="card report-controls filter-row">
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
            <GroupPicker classroom={chosen._id} value={group} onChange={chooseGroup} />
            <PeriodPicker key={`${period.kind}-${period.from}-${period.to}`} period={period} onChange={setPeriod} />
          </div>
          <ClassReport classroom={chosen._id} period={period} params={params} group={group || undefined} />
        </>
      )}
    </section>
  );
}

/** The report's group filter (issue 38): the whole class or one learner group; hidden while the class has none. */
function GroupPicker({ classroom, value, onChange }: { classroom: string; value: string; onChange(id: string): void }) {
  const groups = useRequest(() => getReportGroups(classroom), [classroom]);
  const list = groups.data?.groups ?? [];
  if (list.length === 0 && !value) return null;
  return (
    <div className="form-group">
      <label htmlFor="group">Group</label>
      <select id="group" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Whole class</option>
        {list.map((g) => (
          <option key={g._id} value={g._id}>
            {g.name} ({g.members.length})
          </option>
        ))}
      </select>
    </div>
  );
}
