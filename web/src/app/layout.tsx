import { Link, Outlet, useLocation } from 'react-router-dom';
import { Message } from '../components/ui/message';
import { paths } from '../config/paths';
import { Header } from './header';

const footerLinks: [string, string][] = [
  [paths.about.href(), 'About'],
  [paths.languages.href(), 'Languages'],
  [paths.levels.href(), 'Levels'],
  [paths.mission.href(), 'Mission'],
  [paths.future.href(), 'Future plans'],
  [paths.careers.href(), 'Careers'],
  [paths.team.href(), 'Team'],
  [paths.research.href(), 'Research'],
];

/** A message a redirect leaves for the page it lands on (e.g. why a signed-out visitor was sent here). */
interface Flash {
  text: string;
  /** Where to come back to after signing in. */
  signIn?: string;
}

export function Layout() {
  const location = useLocation();
  const flash = (location.state as { flash?: Flash } | null)?.flash;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="container" tabIndex={-1}>
        {flash && (
          <Message>
            {flash.text} {flash.signIn && <Link to={paths.login.href(flash.signIn)}>Sign in here</Link>}
          </Message>
        )}
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="container footer-inner">
          <p className="footer-brand">Lëbe · Language practice generated from open linguistic data · Beta</p>
          {/* Every public page is reachable from here (SPEC §2 public routes). */}
          <nav aria-label="Site">
            <ul className="footer-links">
              {footerLinks.map(([href, label]) => (
                <li key={href}>
                  <Link to={href}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </>
  );
}
