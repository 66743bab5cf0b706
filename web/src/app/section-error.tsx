import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Message } from '../components/ui/message';
import { paths } from '../config/paths';

/**
 * What a section of the app shows when one of its screens fails (a chunk that does not load, a screen that
 * throws): what happened and a way back. The header and every other section keep working.
 */
export function SectionError({ section }: { section: string }) {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <section className="section-error" aria-labelledby="section-error-title">
      <h1 id="section-error-title">This page could not be shown</h1>
      <Message variant="danger">
        Something went wrong in {section}: {detail}
      </Message>
      <p>The rest of Lëbe still works. Try the page again, or go back to the home page.</p>
      <p className="row-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link className="btn btn-secondary" to={paths.home.href()}>
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
