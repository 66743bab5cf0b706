import { Link, useParams } from 'react-router-dom';
import { Loader, Message, useAuth, usePageTitle, useRequest, writeStored } from '../../shared';
import { classroomDashboardApi, classroomsApi } from './api';
import { AccuracyDonut } from './AccuracyDonut';

/** Answers needed before the classroom dashboard shows (SPEC §5, §9). */
const dashboardMinimum = 5;

/** /studentclassrooms/{id}: the classroom card, the student's figures there, and Let's study!. */
export function StudentClassroomScreen() {
  const { id = '' } = useParams();
  const { userInfo } = useAuth();
  const classroom = useRequest(() => classroomsApi.details(id), [id]);
  usePageTitle(classroom.data?.title ?? 'Classroom');
  const figures = useRequest(async () => {
    const [q, a, acc] = await Promise.all([
      classroomDashboardApi.questionCount(id),
      classroomDashboardApi.answerCount(id),
      classroomDashboardApi.accuracy(id),
    ]);
    return { questionCount: q.questionCount, answerCount: a.answerCount, accuracy: acc.accuracy };
  }, [id]);

  // Starting to study: the classroom and the student's saved level there, or 0 (SPEC §4).
  const study = () =>
    writeStored('initializeCustomParameters', { classroom: id, level: userInfo?.customLevels?.[id] ?? 0 });

  const stat = (label: string, value: number | undefined) => (
    <div className="card stat-card">
      <h3>{label}</h3>
      <p className="stat-value">{value === undefined ? 'Data Not Found' : value}</p>
    </div>
  );

  if (classroom.loading) return <Loader />;
  if (classroom.error) return <Message variant="danger">{classroom.error}</Message>;
  const c = classroom.data!;
  const f = figures.data;
  return (
    <section>
      <Link to="/studentclassrooms/">Back to Classrooms</Link>
      <div className="card classroom-card">
        <p className="muted">Code: {c.classroomCode}</p>
        <h1>{c.title}</h1>
        <p>Teacher: {c.teacher}</p>
        <p>{c.description}</p>
      </div>
      {figures.error && <Message variant="danger">{figures.error}</Message>}
      {figures.loading ? (
        <Loader />
      ) : (
        <div className="grid">
          {stat('Total Unique Questions Answered', f?.questionCount)}
          {stat('Total Answers', f?.answerCount)}
          <div className="card stat-card">
            <h3>Total Accuracy</h3>
            {!f?.questionCount || f.answerCount < dashboardMinimum ? (
              <Message>Answer at least 5 questions to enable your dashboard</Message>
            ) : (
              <>
                <AccuracyDonut accuracy={f.accuracy} />
                <p className="stat-value">{f.accuracy.toFixed(2)}%</p>
              </>
            )}
          </div>
          <Link to={`/studentclassrooms/module/${id}`} className="card stat-card study-card" onClick={study}>
            <h3>Let&apos;s study!</h3>
            <p>Practise this classroom&apos;s questions</p>
          </Link>
        </div>
      )}
    </section>
  );
}
