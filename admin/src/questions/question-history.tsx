import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetMany, useGetOne, useRecordContext } from 'react-admin';

interface StreamEvent {
  position: number;
  type: string;
  time: string;
  actor: string | null;
  data: { changes?: Record<string, unknown> } & Record<string, unknown>;
}

/** What an event changed, in a line: the edited fields, or the event's own data. */
function describe(e: StreamEvent) {
  if (e.type === 'QuestionCreated') return 'created';
  const changes = e.data.changes ?? e.data;
  return Object.entries(changes)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('; ');
}

/** Every write to a question is an event on its stream (who, what, when): shown under its edit form. */
export function QuestionHistory() {
  const record = useRecordContext();
  const { data, isPending, error } = useGetOne<{ id: string; events: StreamEvent[] }>(
    'streams',
    { id: `question-${record?.id}` },
    { enabled: !!record?.id },
  );
  const events = data?.events ?? [];
  const actors = [...new Set(events.map((e) => e.actor).filter((a): a is string => !!a))];
  const { data: users } = useGetMany('users', { ids: actors }, { enabled: actors.length > 0 });
  const name = (id: string | null) => (id ? (users?.find((u) => u.id === id)?.name ?? id) : 'system');
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6">History</Typography>
        {isPending ? (
          <Typography>Loading...</Typography>
        ) : error ? (
          <Typography color="error">{(error as Error).message}</Typography>
        ) : (
          <Table size="small" aria-label="History">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Event</TableCell>
                <TableCell>Changes</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[...events].reverse().map((e) => (
                <TableRow key={e.position}>
                  <TableCell>{new Date(e.time).toLocaleString()}</TableCell>
                  <TableCell>{name(e.actor)}</TableCell>
                  <TableCell>{e.type}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{describe(e)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
