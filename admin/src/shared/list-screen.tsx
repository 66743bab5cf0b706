import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Alert, Box, Button, Card, Typography } from '@mui/material';
import { ListBase, Loading, useListContext, type ListBaseProps, type SortPayload } from 'react-admin';
import { PageTitle } from './page-title';
import { SpecPagination } from './pagination';
import type { PathListProps } from './path-list';
import { ScrollBox } from './scroll-box';
import { SearchBox } from './search-box';

/** Says why there are no rows: nothing yet, or nothing matching (with the way back to everything). */
function NoRows({ empty }: { empty: string }) {
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues).length > 0;
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography>{filtered ? 'Nothing matches this search and these filters.' : empty}</Typography>
      {filtered && (
        <Button sx={{ mt: 1 }} onClick={() => setFilters({}, undefined)}>
          Clear the search and filters
        </Button>
      )}
    </Box>
  );
}

/** The rows, or why there are none: loading (SPEC §2: Loading...), the server's refusal, or an empty list. */
function Content({ children, empty, title }: { children: ReactNode; empty: string; title: string }) {
  const { isPending, error, data } = useListContext();
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data?.length) return <NoRows empty={empty} />;
  return <ScrollBox label={title}>{children}</ScrollBox>;
}

/**
 * A console list: its title, its toolbar (the keyword search, the Show Filters panel, the list's own buttons), its
 * rows in a card and the spec's pagination, over react-admin's ListBase (its params from the store or the URL, as
 * the route says). Its own view rather than react-admin's <List>, which brings a form library, a title editor,
 * a stock pagination and bulk-action dialogs into the first download.
 */
export function ListScreen(props: ListScreenProps) {
  const { title, search, panel: Panel, panelShown = false, actions, empty, children, ...list } = props;
  return (
    <ListBase {...list}>
      <PageTitle title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1, mt: 1.5 }}>
        {search && <SearchBox label={search} />}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: 'auto' }}>{actions}</Box>
      </Box>
      {Panel && panelShown && (
        <Suspense fallback={null}>
          <Panel />
        </Suspense>
      )}
      <Box sx={{ mb: 1.5 }} />
      <Card>
        <Content empty={empty} title={title}>
          {children}
        </Content>
      </Card>
      <SpecPagination />
    </ListBase>
  );
}
interface ListScreenProps extends PathListProps, Omit<ListBaseProps, 'children' | 'storeKey'> {
  title: string;
  /** The keyword box's label (its `q` filter), if the list has one. */
  search?: string;
  /**
   * The filter panel Show Filters shows (react-admin inputs in its live filter form), and whether it is shown:
   * a lazy component, so its form library is loaded only when the panel is first shown.
   */
  panel?: ComponentType;
  panelShown?: boolean;
  actions?: ReactNode;
  /** What an empty list says (SPEC's voice: "No questions yet."). */
  empty: string;
  sort?: SortPayload;
  children: ReactNode;
}
