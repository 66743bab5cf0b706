import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCreatePath, useGetList } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { streamId } from '@lebe/domain/streams';
import { PageTitle } from '../shared/page-title';
import { breakCell, labelled, plainBody } from '../shared/plain-rows';
import { StreamHistory, describeChange, useActorNames, when } from '../shared/stream-history';
import type { EventRecord } from '../providers/records';
import { ScrollBox } from '../shared/scroll-box';
import { OpenStream } from './open-stream';
import { useStreamPath } from '../shared/stream-path';

/**
 * The events of other streams that name this stream's id in their data: a classroom's students joining
 * and leaving, a question's flags and answers, a user's e-mail reservation. Up to the latest 100.
 */
function RelatedEvents({ stream }: { stream: string }) {
  const { data, total, isPending, error } = useGetList<EventRecord>('events', {
    filter: { related: streamId(stream) },
    sort: { field: 'position', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const others = (data ?? []).filter((e) => e.stream !== stream);
  const name = useActorNames(others.map((e) => e.actor));
  const createPath = useCreatePath();
  const streamPath = useStreamPath();
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        Related events in other streams
      </Typography>
      {isPending ? (
        <Typography>Loading...</Typography>
      ) : error ? (
        <Typography color="error">{(error as Error).message}</Typography>
      ) : others.length === 0 ? (
        <Typography>No other stream names this one.</Typography>
      ) : (
        <ScrollBox label="Related events">
          <Table size="small" aria-label="Related events" sx={plainBody}>
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Stream</TableCell>
                <TableCell>Event</TableCell>
                <TableCell>Data</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {others.map((e) => (
                <tr key={e.position}>
                  <td {...labelled('When')}>{when(e.time)}</td>
                  <td {...labelled('Who')}>{name(e.actor)}</td>
                  <td {...labelled('Stream')} {...breakCell}>
                    <Link to={streamPath(e.stream)}>{e.stream}</Link>
                  </td>
                  <td {...labelled('Event')} {...breakCell}>
                    <Link to={createPath({ resource: 'events', id: e.position, type: 'show' })}>{e.type}</Link>
                  </td>
                  <td {...labelled('Data')} {...breakCell}>
                    {describeChange(e)}
                  </td>
                </tr>
              ))}
            </TableBody>
          </Table>
        </ScrollBox>
      )}
      {total !== undefined && total > 100 ? <Typography>Showing the latest 100 of {total}.</Typography> : null}
    </Box>
  );
}

/** /admin/streams/{stream}: one stream's whole history (a question's edits, a classroom's membership). */
export function StreamScreen() {
  const { stream = '' } = useParams();
  return (
    <Card sx={{ mt: 2 }}>
      <PageTitle title={`Stream ${stream}`} />
      <CardContent>
        <Box sx={{ mb: 1 }}>
          <OpenStream key={stream} initial={stream} />
        </Box>
        <StreamHistory stream={stream}>
          {/* Searched in the whole log, so asked for once the stream's own page has come. */}
          <RelatedEvents key={stream} stream={stream} />
        </StreamHistory>
      </CardContent>
    </Card>
  );
}
