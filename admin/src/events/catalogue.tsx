import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, Loading, Title, useCreatePath, useDataProvider } from 'react-admin';
import type { CatalogueEntry } from '@lebe/domain';
import type { LebeDataProvider } from '../providers/data-provider';

/** The event catalogue (generated from the domain's schemas), fetched once per visit to the console. */
export function useCatalogue() {
  const dataProvider = useDataProvider<LebeDataProvider>();
  return useQuery({
    queryKey: ['events', 'catalogue'],
    queryFn: () => dataProvider.getEventCatalogue(),
    staleTime: Infinity,
  });
}

/** The catalogue's meaning of one event type, for an event's own page. */
export function useEventMeaning(type: string | undefined) {
  const { data } = useCatalogue();
  return data?.find((e) => e.type === type);
}

function Fields({ entry }: { entry: CatalogueEntry }) {
  return (
    <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
      {entry.fields.map((f) => (
        <li key={f.path}>
          <code>{f.path}</code>: {f.type.replace(/\\\|/g, '|')}
          {f.required ? '' : ' (optional)'}
          {f.personal ? ' (personal)' : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/eventcatalogue: every event type by stream category, what it means, its fields and schema
 * version; each type leads to the log filtered on it. The same data as docs/events.md.
 */
export function EventCatalogue() {
  const { data, isPending, error } = useCatalogue();
  const createPath = useCreatePath();
  const ofType = (type: string) =>
    `${createPath({ resource: 'events', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify({ type }))}`;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Event catalogue" />
      <CardContent>
        {isPending ? (
          <Loading />
        ) : error ? (
          <Typography color="error">{(error as Error).message}</Typography>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>
              {data.length} event types. A stream is named <code>category-id</code>; every event also carries its actor,
              correlation id, time and schema version.
            </Typography>
            <Table size="small" aria-label="Event catalogue">
              <TableHead>
                <TableRow>
                  <TableCell>Type</TableCell>
                  <TableCell>Stream</TableCell>
                  <TableCell>Meaning</TableCell>
                  <TableCell>Fields</TableCell>
                  <TableCell>Version</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((entry) => (
                  <TableRow key={entry.type} sx={{ verticalAlign: 'top' }}>
                    <TableCell>
                      <Link to={ofType(entry.type)}>{entry.type}</Link>
                    </TableCell>
                    <TableCell>
                      <code>{entry.stream}</code>
                    </TableCell>
                    <TableCell sx={{ minWidth: 220 }}>{entry.description}</TableCell>
                    <TableCell sx={{ fontSize: 12, wordBreak: 'break-word' }}>
                      <Fields entry={entry} />
                    </TableCell>
                    <TableCell>{entry.version}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
