import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Loader, Message, Paginate, usePageTitle, useRequest } from '../../shared';
import { teamApi, teamPath } from './api';
import { MemberPhoto } from './MemberPhoto';

function TeamSearchBox({ keyword }: { keyword: string }) {
  const [text, setText] = useState(keyword);
  const navigate = useNavigate();
  useEffect(() => setText(keyword), [keyword]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(teamPath(text.trim()));
  };
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        aria-label="Search the team"
        placeholder="Search the team..."
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn-secondary">
        Search
      </button>
    </form>
  );
}

/** /team: the team directory, searchable by keyword and paged (SPEC §2). */
export function TeamScreen() {
  const params = useParams();
  const keyword = params.keyword ?? '';
  const pageNumber = Math.max(1, Number(params.pageNumber) || 1);
  usePageTitle('Our team', 'The people who build Lëbe.');
  const team = useRequest(() => teamApi.list(keyword, pageNumber), [keyword, pageNumber]);
  const members = team.data?.teamMembers ?? [];
  return (
    <section>
      <div className="team-heading">
        <h1>Our team</h1>
        <TeamSearchBox keyword={keyword} />
      </div>
      {keyword && (
        <p className="lead">
          Team members matching “{keyword}” · <Link to="/team">Show everyone</Link>
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
              <Link to={`/team/${member._id}`}>{member.name}</Link>
            </h2>
            <p className="team-role">{member.role}</p>
          </li>
        ))}
      </ul>
      {team.data && <Paginate page={team.data.page} pages={team.data.pages} href={(n) => teamPath(keyword, n)} />}
    </section>
  );
}
