import { dateTimeText } from '@lebe/domain/core/dates';
import type { ReactNode } from 'react';
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ListContextProvider, useCreatePath, useGetMany, useListController } from 'react-admin';
import { Link } from 'react-router-dom';
import { SpecPagination } from './pagination';
import { breakCell, labelled, plainBody } from './plain-rows';
import { ScrollBox } from './scroll-box';
import { historyPageSize, streamFirstPage } from './stream-page';
import type { AdminUserRecord, EventRecord } from '../providers/records';

/** What an event changed, in a line: the edited fields, or the event's own data. */
export function describeChange(e: Pick<EventRecord, 'data'>) {
  const data = (e.data ?? {}) as { changes?: Record<string, unknown> } & Record<string, unknown>;
  return Object.entries(data.changes ?? data)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('; ');
}

/** Names of the users behind the events (actor ids), looked up once for the whole table. */
export function useActorNames(actors: (string | null | undefined)[]) {
  const ids = [...new Set(actors.filter((a): a is string => !!a))];
  const { data: users } = useGetMany<AdminUserRecord>('userlist', { ids }, { enabled: ids.length > 0 });
  return (id: string | null | undefined) => (id ? (users?.find((u) => u.id === id)?.name ?? id) : 'system');
}

/** When an event happened, written as the learner app writes dates (domain's dateTimeText, the browser's locale). */
export const when = (time: string) => dateTimeText(time);

/**
 * One stream's history, newest first (who did what, when), each event linked to its page in the Events view.
 * Paged by the server (the Events view's own route filtered by stream), so a learner's thousands of answers
 * open as fast as a question's few edits. Under a question's edit form and on a stream's own page.
 */
export function StreamHistory({ stream, summary = describeChange, children }: StreamHistoryProps) {
  const first = streamFirstPage(stream ?? '');
  const list = useListController<EventRecord>({
    resource: 'events',
    filter: first.filter,
    sort: first.sort,
    perPage: first.pagination.perPage,
    disableSyncWithLocation: true,
    storeKey: false,
    queryOptions: { enabled: !!stream },
  });
  const events = list.data ?? [];
  const name = useActorNames(events.map((e) => e.actor));
  const createPath = useCreatePath();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          History
        </Typography>
        {list.isPending ? (
          <Typography>Loading...</Typography>
        ) : list.error ? (
          <Typography color="error">{(list.error as Error).message}</Typography>
        ) : events.length === 0 ? (
          <Typography>No events in this stream.</Typography>
        ) : (
          <ListContextProvider value={list}>
            {list.total !== undefined && list.total > historyPageSize ? (
              <Typography variant="body2">
                {list.total} events, {historyPageSize} a page, newest first.
              </Typography>
            ) : null}
            <ScrollBox label="History">
              <Table size="small" aria-label="History" sx={plainBody}>
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell>Who</TableCell>
                    <TableCell>Event</TableCell>
                    <TableCell>Changes</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {events.map((e) => (
                    <tr key={e.position}>
                      <td {...labelled('When')}>{when(e.time)}</td>
                      <td {...labelled('Who')}>{name(e.actor)}</td>
                      <td {...labelled('Event')} {...breakCell}>
                        <Link to={createPath({ resource: 'events', id: e.position, type: 'show' })}>{e.type}</Link>
                      </td>
                      <td {...labelled('Changes')} {...breakCell}>
                        {summary(e)}
                      </td>
                    </tr>
                  ))}
                </TableBody>
              </Table>
            </ScrollBox>
            <SpecPagination />
          </ListContextProvider>
        )}
        {list.isPending ? null : children}
      </CardContent>
    </Card>
  );
}
interface StreamHistoryProps {
  stream: string | undefined;
  summary?: (e: EventRecord) => string;
  /** Shown once the history's first page has come (a slower search that should not hold it up). */
  children?: ReactNode;
}
