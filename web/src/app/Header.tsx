import { useState, type FormEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../shared';
import { Dropdown } from './Dropdown';

/** Where the admin search box goes: a blank query (after trimming) means no search (SPEC §2, §5). */
export function adminSearchPath(query: string) {
  const keyword = query.trim();
  return keyword ? `/admin/questionfilter/search/${encodeURIComponent(keyword)}` : '/admin/questionfilter';
}

function AdminSearchBox() {
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The console is its own app under /admin: a full page load.
    window.location.assign(adminSearchPath(query));
  };
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        name="q"
        aria-label="Search questions"
        placeholder="Search questions..."
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <button type="submit" className="btn btn-outline-light">
        Search
      </button>
    </form>
  );
}

const item = (to: string, label: string) => (
  <li className="nav-item">
    <NavLink className="nav-link" to={to}>
      {label}
    </NavLink>
  </li>
);

const menuItem = (to: string, label: string) => (
  <li>
    <Link className="dropdown-item" to={to}>
      {label}
    </Link>
  </li>
);

/** Links into the react-admin console are plain anchors: it is a separate app. */
const adminItem = (href: string, label: string) => (
  <li>
    <a className="dropdown-item" href={href}>
      {label}
    </a>
  </li>
);

export function Header() {
  const { userInfo, logout } = useAuth();
  const [expanded, setExpanded] = useState(false);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setExpanded(false);
  }

  return (
    <header className="site-header">
      <nav className="navbar" aria-label="Main">
        <div className="navbar-inner">
          <Link to="/" className="brand">
            Lëbe <span className="beta-badge">Beta</span>
          </Link>
          <button
            type="button"
            className="navbar-toggler"
            aria-label="Toggle navigation"
            aria-expanded={expanded}
            aria-controls="main-nav"
            onClick={() => setExpanded((e) => !e)}
          >
            <span aria-hidden="true">☰</span>
          </button>
          <div id="main-nav" className={`navbar-collapse${expanded ? ' show' : ''}`}>
            {userInfo?.isAdmin && <AdminSearchBox />}
            <ul className="navbar-nav">
              {item('/about', 'About')}
              {userInfo ? (
                <>
                  {item('/notebook', 'Notebook')}
                  {item('/dashboard', 'Dashboard')}
                  <Dropdown title="Teacher Tools" id="teachertools">
                    {menuItem('/myclassrooms', 'Teacher Classrooms')}
                    {menuItem('/myquestions', 'My Questions')}
                  </Dropdown>
                  <Dropdown title={userInfo.name} id="username">
                    {menuItem('/profile', 'Profile')}
                    {menuItem('/studentclassrooms', 'Classrooms')}
                    <li>
                      <button type="button" className="dropdown-item logout" onClick={logout}>
                        <strong>Logout</strong>
                      </button>
                    </li>
                  </Dropdown>
                  {userInfo.isAdmin && (
                    <Dropdown title="Admin" id="adminmenu">
                      {adminItem('/admin/userlist', 'Users')}
                      {adminItem('/admin/questionfilter', 'Questions')}
                      {adminItem('/admin/teamlist', 'Team')}
                      {adminItem('/admin/flags', 'Flags')}
                    </Dropdown>
                  )}
                </>
              ) : (
                <>
                  {item('/dashboardsample', 'Dashboard')}
                  {item('/login', 'Sign In')}
                </>
              )}
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
