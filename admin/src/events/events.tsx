import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState, type FormEvent, type MouseEvent } from 'react';
import {
  Button,
  Datagrid,
  DateField,
  DateTimeInput,
  FilterButton,
  FunctionField,
  Link,
  List,
  Loading,
  NumberField,
  ReferenceField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  Title,
  TopToolbar,
  useBasename,
  useCreatePath,
  useGetList,
  useRecordContext,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { useCatalogue, useEventMeaning } from './catalogue';
import { SpecPagination } from '../shared/pagination';
import { useEditPath } from '../shared/spec-routes';
import { StreamHistory, describeChange, useActorNames, type StreamEvent } from './stream-history';

/** The console's address of one stream's history. */
export function useStreamPath() {
  const basename = useBasename();
  return (stream: string) => `${basename}/streams/${encodeURIComponent(stream)}`;
}

/** The event's stream, leading to its history (without also opening the row it sits in). */
function StreamLink() {
  const record = useRecordContext<{ stream: string }>();
  const streamPath = useStreamPath();
  if (!record) return null;
  return (
    <Link to={streamPath(record.stream)} onClick={(e: MouseEvent) => e.stopPropagation()}>
      {record.stream}
    </Link>
  );
}

/**
 * Who caused the event, by name, leading to the user's edit screen (/admin/user/{id}/edit). A Datagrid reads the
 * column's label and sortability from its direct child, hence the unused props.
 */
function ActorField(_: { label?: string; sortable?: boolean }) {
  const editPath = useEditPath();
  return (
    <ReferenceField
      source="actor"
      reference="userlist"
      link={(user) => editPath('userlist', user.id)}
      emptyText="system"
    >
      <TextField source="name" />
    </ReferenceField>
  );
}
const actorField = <ActorField label="Actor" sortable={false} />;

/** Filters by stream, stream category, event type (both from the catalogue) and a time window. */
function useEventFilters() {
  const { data = [] } = useCatalogue();
  const categories = [...new Set(data.map((e) => e.category))].map((c) => ({ id: c, name: c }));
  const types = data.map((e) => ({ id: e.type, name: e.type }));
  return [
    <TextInput key="stream" source="stream" label="Stream" alwaysOn resettable />,
    <SelectInput key="category" source="category" label="Stream category" choices={categories} alwaysOn />,
    <SelectInput key="type" source="type" label="Event type" choices={types} alwaysOn />,
    <DateTimeInput key="from" source="from" label="From" />,
    <DateTimeInput key="to" source="to" label="To" />,
  ];
}

function EventListActions() {
  const basename = useBasename();
  return (
    <TopToolbar>
      <FilterButton />
      <OpenStream />
      <Button label="Event catalogue" to={`${basename}/eventcatalogue`} />
    </TopToolbar>
  );
}

/** The whole log, newest first, browsed by stream, type and time; a row opens the event. */
export function EventList() {
  return (
    <List
      title="Events"
      filters={useEventFilters()}
      actions={<EventListActions />}
      sort={{ field: 'position', order: 'DESC' }}
      perPage={25}
      empty={false}
      pagination={<SpecPagination />}
      loading={<Loading />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="position" label="Position" />
        <DateField source="time" label="Time" showTime sortable={false} />
        <FunctionField label="Stream" render={() => <StreamLink />} />
        <TextField source="type" label="Type" sortable={false} />
        {actorField}
      </Datagrid>
    </List>
  );
}

const Json = ({ value }: { value: unknown }) => (
  <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13 }}>
    {JSON.stringify(value, null, 2)}
  </Box>
);

function Meaning() {
  const record = useRecordContext<{ type: string }>();
  const entry = useEventMeaning(record?.type);
  return <Typography variant="body2">{entry?.description ?? ''}</Typography>;
}

function EventTitle() {
  const record = useRecordContext<{ position: number; type: string }>();
  return <>{record ? `Event ${record.position}: ${record.type}` : 'Event'}</>;
}

/** One event: where it sits, who caused it, what it means, and its data and metadata in full. */
export function EventShow() {
  return (
    <Show title={<EventTitle />}>
      <SimpleShowLayout>
        <NumberField source="position" label="Position" />
        <TextField source="type" label="Type" />
        <FunctionField label="Meaning" render={() => <Meaning />} />
        <FunctionField label="Stream" render={() => <StreamLink />} />
        <NumberField source="revision" label="Revision in its stream" />
        <DateField source="time" label="Time" showTime />
        {actorField}
        <TextField source="correlationId" label="Correlation id" />
        <TextField source="eventId" label="Event id" />
        <FunctionField label="Data" render={(r: { data: unknown }) => <Json value={r.data} />} />
        <FunctionField label="Metadata" render={(r: { metadata: unknown }) => <Json value={r.metadata} />} />
      </SimpleShowLayout>
    </Show>
  );
}

/** A box to open any stream's history by its name (question-…, classroom-…, user-…). */
function OpenStream({ initial = '' }: { initial?: string }) {
  const [stream, setStream] = useState(initial);
  const navigate = useNavigate();
  const streamPath = useStreamPath();
  const open = (e: FormEvent) => {
    e.preventDefault();
    if (stream.trim()) navigate(streamPath(stream.trim()));
  };
  return (
    <Box component="form" onSubmit={open} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <input
        aria-label="Stream name"
        placeholder="stream, e.g. question-…"
        value={stream}
        onChange={(e) => setStream(e.target.value)}
        style={{ padding: '6px 8px', font: 'inherit', minWidth: 220 }}
      />
      <Button label="Open stream" type="submit" />
    </Box>
  );
}

/**
 * The events of other streams that name this stream's id in their data: a classroom's students joining
 * and leaving, a question's flags and answers, a user's e-mail reservation. Up to the latest 100.
 */
function RelatedEvents({ stream }: { stream: string }) {
  const id = stream.slice(stream.indexOf('-') + 1);
  const { data, total, isPending, error } = useGetList<StreamEvent & { id: number; stream: string }>('events', {
    filter: { related: id },
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
        <Table size="small" aria-label="Related events">
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
              <TableRow key={e.position}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(e.time).toLocaleString()}</TableCell>
                <TableCell>{name(e.actor)}</TableCell>
                <TableCell>
                  <Link to={streamPath(e.stream)}>{e.stream}</Link>
                </TableCell>
                <TableCell>
                  <Link to={createPath({ resource: 'events', id: e.position, type: 'show' })}>{e.type}</Link>
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{describeChange(e)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
      <Title title={`Stream ${stream}`} />
      <CardContent>
        <Typography variant="h5" component="h1">
          Stream {stream}
        </Typography>
        <Box sx={{ my: 1 }}>
          <OpenStream key={stream} initial={stream} />
        </Box>
        <StreamHistory stream={stream} />
        <RelatedEvents key={stream} stream={stream} />
      </CardContent>
    </Card>
  );
}
