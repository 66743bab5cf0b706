import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/page-title';

export function NotFoundScreen() {
  usePageTitle('Page not found');
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link className="btn btn-primary" to={paths.home.href()}>
        Go to the home page
      </Link>
    </section>
  );
}
