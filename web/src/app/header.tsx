import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth';
import { Dropdown } from './dropdown';
import { SearchBox } from '../components/ui/search-box';

function AdminSearchBox() {
  return (
    <SearchBox
      keyword=""
      name="q"
      label="Search questions"
      buttonClassName="btn btn-outline-light"
      // The console is its own app under /admin: a full page load.
      onSearch={(text) => window.location.assign(paths.admin.questionSearch(text))}
    />
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
  const toggler = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setExpanded(false);
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    setExpanded(false);
    toggler.current?.focus();
  };

  return (
    <header className="site-header">
      <nav className="navbar" aria-label="Main" onKeyDown={onKeyDown}>
        <div className="navbar-inner">
          <Link to={paths.home.href()} className="brand">
            Lëbe <span className="beta-badge">Beta</span>
          </Link>
          <button
            ref={toggler}
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
              {item(paths.about.href(), 'About')}
              {userInfo ? (
                <>
                  {item(paths.notebook.href(), 'Notebook')}
                  {item(paths.dashboard.href(), 'Dashboard')}
                  <Dropdown title="Teacher Tools" id="teachertools">
                    {menuItem(paths.teacherClassrooms.href(), 'Teacher Classrooms')}
                    {menuItem(paths.myQuestions.href(), 'My Questions')}
                    {menuItem(paths.teacherDashboard.href(), 'Teacher Dashboard')}
                    {menuItem(paths.quizGenerator.href(), 'Quiz Generator')}
                  </Dropdown>
                  <Dropdown title={userInfo.name} id="username">
                    {menuItem(paths.profile.href(), 'Profile')}
                    {menuItem(paths.studentClassrooms.href(), 'Classrooms')}
                    <li>
                      <button type="button" className="dropdown-item logout" onClick={logout}>
                        <strong>Logout</strong>
                      </button>
                    </li>
                  </Dropdown>
                  {userInfo.isAdmin && (
                    <Dropdown title="Admin" id="adminmenu">
                      {adminItem(paths.admin.users, 'Users')}
                      {adminItem(paths.admin.questions, 'Questions')}
                      {adminItem(paths.admin.team, 'Team')}
                      {adminItem(paths.admin.flags, 'Flags')}
                    </Dropdown>
                  )}
                </>
              ) : (
                <>
                  {item(paths.dashboardSample.href(), 'Dashboard')}
                  {item(paths.login.href(), 'Sign In')}
                </>
              )}
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
