import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useRequest } from '../../../hooks/use-request';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { writeStored } from '../../../lib/storage';
import { getClassroomFigures } from '../api/classroom-figures';
import { getClassroom } from '../api/classrooms';
import { AccuracyDonut } from './accuracy-donut';
import { StudentQuizzes } from './student-quizzes';

/** Answers needed before the classroom dashboard shows (SPEC §5, §9). */
const dashboardMinimum = 5;

/** /studentclassrooms/{id}: the classroom card, the student's figures there, and Let's study!. */
export function StudentClassroomScreen() {
  const { id = '' } = useParams();
  const { userInfo } = useAuth();
  const classroom = useRequest(() => getClassroom(id), [id]);
  usePageTitle(classroom.data?.title ?? 'Classroom');
  const figures = useRequest(() => getClassroomFigures(id), [id]);

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
      <Link to={paths.studentClassrooms.href()}>Back to Classrooms</Link>
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
          <Link to={paths.classroomPractice.href(id)} className="card stat-card study-card" onClick={study}>
            <h3>Let&apos;s study!</h3>
            <p>Practise this classroom&apos;s questions</p>
          </Link>
        </div>
      )}
      <StudentQuizzes classroom={id} />
    </section>
  );
}
