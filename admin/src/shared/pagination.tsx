import { Box, Button, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { usePathSync } from './path-list';

/** The page numbers shown around page n: n-4 to n+2 within 1..pages (SPEC §2 Shared). */
export function pageWindow(page: number, pages: number): number[] {
  const from = Math.max(1, page - 4);
  const to = Math.min(pages, page + 2);
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

const Ellipsis = () => (
  <Typography component="span" aria-hidden sx={{ px: 0.5 }}>
    …
  </Typography>
);

/**
 * SPEC §2 Shared: First, Previous, a window of page numbers (ellipsis when further), Next, Last (total). A list
 * whose total the server did not count (the event log) has only Previous and Next.
 */
export function SpecPagination() {
  const { page, perPage, total, setPage, hasNextPage, hasPreviousPage, isPending } = useListContext();
  usePathSync();
  if (isPending) return null;
  const counted = typeof total === 'number' && !Number.isNaN(total);
  const pages = counted ? Math.max(1, Math.ceil(total / perPage)) : undefined;
  if (pages === 1) return null;
  const canPrevious = counted ? page > 1 : !!hasPreviousPage;
  const canNext = counted ? page < pages! : !!hasNextPage;
  const go = (n: number, label: string, enabled: boolean) => (
    <Button key={label} size="small" disabled={!enabled} onClick={() => setPage(n)} sx={{ textTransform: 'none' }}>
      {label}
    </Button>
  );
  const window = pages ? pageWindow(page, pages) : [];
  return (
    <Box
      component="nav"
      aria-label="Pages"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, p: 1 }}
    >
      {pages && go(1, 'First', page > 1)}
      {go(page - 1, 'Previous', canPrevious)}
      {pages && window[0] > 1 && <Ellipsis />}
      {window.map((n) => (
        <Button
          key={n}
          size="small"
          variant={n === page ? 'contained' : 'text'}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => n !== page && setPage(n)}
          sx={{ minWidth: 36 }}
        >
          {n}
        </Button>
      ))}
      {pages && window[window.length - 1] < pages && <Ellipsis />}
      {go(page + 1, 'Next', canNext)}
      {pages && go(pages, `Last (${pages})`, page < pages)}
    </Box>
  );
}
