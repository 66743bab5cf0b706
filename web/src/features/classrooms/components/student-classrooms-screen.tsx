import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useAction, useRequest } from '../../../hooks/use-request';
import { usePageTitle } from '../../../lib/page-title';
import { getFollowedClassrooms, removeFollower } from '../api/classrooms';
import { EmptyClassroomsImage } from './empty-classrooms-image';

/** /studentclassrooms (My Classrooms): the classrooms the user joined. */
export function StudentClassroomsScreen() {
  usePageTitle('My Classrooms');
  const list = useRequest(getFollowedClassrooms, []);
  const leave = useAction(removeFollower);

  const onLeave = async (id: string) => {
    if (!window.confirm('Are you sure you want to leave this classroom?')) return;
    if ((await leave.run(id)) !== undefined) list.reload();
  };

  return (
    <section>
      <div className="row-actions">
        <h1>My Classrooms</h1>
        <Link className="btn btn-primary" to={paths.joinClassroom.href()}>
          Join a classroom
        </Link>
      </div>
      {leave.error && <Message variant="danger">{leave.error}</Message>}
      {list.loading ? (
        <Loader />
      ) : list.error ? (
        <Message variant="danger">{list.error}</Message>
      ) : list.data!.length === 0 ? (
        <div className="empty-state">
          <EmptyClassroomsImage />
          <p>You have not joined a classroom yet.</p>
        </div>
      ) : (
        <div className="grid">
          {list.data!.map((f) => (
            <div key={f._id} className="card classroom-card">
              <Link to={paths.studentClassroom.href(f.classroom._id)}>
                <h2>{f.classroom.title}</h2>
              </Link>
              <p>Teacher: {f.classroom.teacher}</p>
              <p>{f.classroom.description}</p>
              <button type="button" className="btn btn-danger btn-sm" onClick={() => onLeave(f._id)}>
                Leave
              </button>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
