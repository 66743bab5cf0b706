import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useRequest } from '../../../hooks/use-request';
import { usePageTitle } from '../../../lib/page-title';
import { getMyClassrooms } from '../api/classrooms';

/** /myclassrooms: the classrooms the user teaches. */
export function TeacherClassroomsScreen() {
  usePageTitle('Teacher Classrooms');
  const list = useRequest(getMyClassrooms, []);
  return (
    <section>
      <div className="row-actions">
        <h1>Teacher Classrooms</h1>
        <Link className="btn btn-primary" role="button" to={paths.createClassroom.href()}>
          Create Classroom
        </Link>
      </div>
      {list.loading ? (
        <Loader />
      ) : list.error ? (
        <Message variant="danger">{list.error}</Message>
      ) : list.data!.classrooms.length === 0 ? (
        <Message>You have no classrooms yet.</Message>
      ) : (
        <div className="grid">
          {list.data!.classrooms.map((c) => (
            <Link key={c._id} to={paths.classroomProfile.href(c._id)} className="card classroom-card">
              <h2>{c.title}</h2>
              <p className="muted">Code: {c.classroomCode}</p>
              <p>Teacher: {c.teacher}</p>
              <p>{c.description}</p>
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
