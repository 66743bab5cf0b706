import { Link } from 'react-router-dom';

/** The page numbers shown around page n: n-4 to n+2 within 1..pages (SPEC §2 Shared). */
export function pageWindow(page: number, pages: number): number[] {
  const from = Math.max(1, page - 4);
  const to = Math.min(pages, page + 2);
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** First, Previous, a window of pages with ellipses, Next, Last (total). Nothing for a single page. */
export function Paginate({ page, pages, href }: { page: number; pages: number; href: (n: number) => string }) {
  if (pages <= 1) return null;
  const window = pageWindow(page, pages);
  const item = (n: number, label: string | number, disabled = false, current = false) => (
    <li key={`${label}-${n}`} className={`page-item${disabled ? ' disabled' : ''}${current ? ' active' : ''}`}>
      {disabled || current ? (
        <span
          className="page-link"
          aria-current={current ? 'page' : undefined}
          aria-disabled={disabled ? true : undefined}
        >
          {label}
        </span>
      ) : (
        <Link className="page-link" to={href(n)}>
          {label}
        </Link>
      )}
    </li>
  );
  return (
    <nav aria-label="Pages">
      <ul className="pagination">
        {item(1, 'First', page === 1)}
        {item(page - 1, 'Previous', page === 1)}
        {window[0] > 1 && <li className="page-item disabled ellipsis">…</li>}
        {window.map((n) => item(n, n, false, n === page))}
        {window[window.length - 1] < pages && <li className="page-item disabled ellipsis">…</li>}
        {item(page + 1, 'Next', page === pages)}
        {item(pages, `Last (${pages})`, page === pages)}
      </ul>
    </nav>
  );
}
