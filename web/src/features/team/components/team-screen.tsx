import { Link, useNavigate, useParams } from 'react-router-dom';
import { SearchBox } from '../../../components/ui/search-box';
import { paths } from '../../../config/paths';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { Paginate } from '../../../components/ui/paginate';
import { useRequest } from '../../../hooks/use-request';
import { usePageTitle } from '../../../lib/page-title';
import { getTeam } from '../api/team';
import { MemberPhoto } from './member-photo';

/** /team: the team directory, searchable by keyword and paged (SPEC §2). */
export function TeamScreen() {
  const params = useParams();
  const keyword = params.keyword ?? '';
  const pageNumber = Math.max(1, Number(params.pageNumber) || 1);
  const navigate = useNavigate();
  usePageTitle('Our team', 'The people who build Lëbe.');
  const team = useRequest(() => getTeam(keyword, pageNumber), [keyword, pageNumber]);
  const members = team.data?.teamMembers ?? [];
  return (
    <section>
      <div className="team-heading">
        <h1>Our team</h1>
        <SearchBox keyword={keyword} label="Search the team" onSearch={(text) => navigate(paths.team.href(text))} />
      </div>
      {keyword && (
        <p className="lead">
          Team members matching “{keyword}” · <Link to={paths.team.href()}>Show everyone</Link>
        </p>
      )}
      {team.loading && <Loader />}
      {team.error && <Message variant="danger">{team.error}</Message>}
      {team.data && members.length === 0 && <Message>No team members found.</Message>}
      <ul className="team-grid">
        {members.map((member) => (
          <li key={member._id} className="card team-card">
            <MemberPhoto member={member} size="card" />
            <h2>
              <Link to={paths.teamMember.href(member._id)}>{member.name}</Link>
            </h2>
            <p className="team-role">{member.role}</p>
          </li>
        ))}
      </ul>
      {team.data && (
        <Paginate page={team.data.page} pages={team.data.pages} href={(n) => paths.team.href(keyword, n)} />
      )}
    </section>
  );
}
