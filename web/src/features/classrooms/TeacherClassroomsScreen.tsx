import { Link } from 'react-router-dom';
import { Loader, Message, usePageTitle, useRequest } from '../../shared';
import { classroomsApi } from './api';

/** /myclassrooms: the classrooms the user teaches. */
export function TeacherClassroomsScreen() {
  usePageTitle('Teacher Classrooms');
  const list = useRequest(classroomsApi.mine, []);
  return (
    <section>
      <div className="row-actions">
        <h1>Teacher Classrooms</h1>
        <Link className="btn btn-primary" role="button" to="/myclassrooms/register">
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
            <Link key={c._id} to={`/myclassrooms/${c._id}`} className="card classroom-card">
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
