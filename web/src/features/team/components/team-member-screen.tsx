import { Link, useParams } from 'react-router-dom';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useRequest } from '../../../hooks/use-request';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../config/paths';
import { getTeamMember } from '../api/team';
import { MemberPhoto } from './member-photo';

/** /team/{id}: one member; a new id in the route loads that member (SPEC §2). */
export function TeamMemberScreen() {
  const { id = '' } = useParams();
  const member = useRequest(() => getTeamMember(id), [id]);
  usePageTitle(
    member.data?.name ?? 'Our team',
    member.data ? `${member.data.name}, ${member.data.role} at Lëbe.` : undefined,
  );
  return (
    <section>
      <Link className="btn btn-light" to={paths.team.href()}>
        Go Back
      </Link>
      {member.loading && <Loader />}
      {member.error && <Message variant="danger">{member.error}</Message>}
      {member.data && member.data._id === id && (
        <article className="card team-member">
          <MemberPhoto member={member.data} size="page" />
          <div>
            <h1>{member.data.name}</h1>
            <p className="team-role">{member.data.role}</p>
            <p className="team-description">{member.data.description}</p>
          </div>
        </article>
      )}
    </section>
  );
}
