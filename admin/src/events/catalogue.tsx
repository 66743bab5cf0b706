import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, Loading, Title, useCreatePath } from 'react-admin';
import type { CatalogueEntry } from '@lebe/domain/core/catalogue-doc';
import { breakAnywhere } from '../shared/styles';
import { useMobile } from '../shared/use-mobile';
import { useCatalogue } from './use-catalogue';

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

/** On a narrow screen, one column: the type, its stream and version, its meaning and its fields. */
function NarrowRow({ entry, to }: { entry: CatalogueEntry; to: string }) {
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell>
        <Link to={to} sx={{ fontWeight: 600 }}>
          {entry.type}
        </Link>
        <Typography variant="body2" color="text.secondary">
          <code>{entry.stream}</code>, version {entry.version}
        </Typography>
        <Typography variant="body2" sx={{ my: 0.5 }}>
          {entry.description}
        </Typography>
        <Typography variant="body2" component="div" sx={{ fontSize: 12 }}>
          <Fields entry={entry} />
        </Typography>
      </TableCell>
    </TableRow>
  );
}

function WideRow({ entry, to }: { entry: CatalogueEntry; to: string }) {
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell>
        <Link to={to}>{entry.type}</Link>
      </TableCell>
      <TableCell>
        <code>{entry.stream}</code>
      </TableCell>
      <TableCell sx={{ minWidth: 220 }}>{entry.description}</TableCell>
      <TableCell sx={{ fontSize: 12 }}>
        <Fields entry={entry} />
      </TableCell>
      <TableCell>{entry.version}</TableCell>
    </TableRow>
  );
}

/**
 * /admin/eventcatalogue: every event type by stream category, what it means, its fields and schema
 * version; each type leads to the log filtered on it. The same data as docs/events.md.
 */
export function EventCatalogue() {
  const { data, isPending, error } = useCatalogue();
  const createPath = useCreatePath();
  const mobile = useMobile();
  const ofType = (type: string) =>
    `${createPath({ resource: 'events', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify({ type }))}`;
  const Row = mobile ? NarrowRow : WideRow;
  const headings = mobile ? ['Event type'] : ['Type', 'Stream', 'Meaning', 'Fields', 'Version'];
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
            <Table size="small" aria-label="Event catalogue" sx={{ '& td': breakAnywhere }}>
              <TableHead>
                <TableRow>
                  {headings.map((h) => (
                    <TableCell key={h}>{h}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((entry) => (
                  <Row key={entry.type} entry={entry} to={ofType(entry.type)} />
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
