import { Box, Typography } from '@mui/material';
import { FunctionField, NumberField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import type { EventRecord } from '../providers/records';
import { when } from '../shared/stream-history';
import { ScrollBox } from '../shared/scroll-box';
import { useEventMeaning } from './use-catalogue';
import { StreamLink, actorField } from './stream-link';

const Json = ({ label, value }: { label: string; value: unknown }) => (
  <ScrollBox label={label} sx={{ bgcolor: 'action.hover', maxWidth: '100%' }}>
    <Box component="pre" sx={{ m: 0, p: 1, fontSize: 13 }}>
      {JSON.stringify(value, null, 2)}
    </Box>
  </ScrollBox>
);

function Meaning() {
  const record = useRecordContext<EventRecord>();
  const entry = useEventMeaning(record?.type);
  return <Typography variant="body2">{entry?.description ?? ''}</Typography>;
}

function EventTitle() {
  const record = useRecordContext<EventRecord>();
  return <>{record ? `Event ${record.position}: ${record.type}` : 'Event'}</>;
}

/** One event: where it sits, who caused it, what it means, and its data and metadata in full. */
export function EventShow() {
  return (
    <Show<EventRecord> title={<EventTitle />} sx={{ minWidth: 0 }}>
      <SimpleShowLayout sx={{ minWidth: 0 }}>
        <NumberField source="position" label="Position" />
        <TextField source="type" label="Type" />
        <FunctionField label="Meaning" render={() => <Meaning />} />
        <FunctionField label="Stream" render={() => <StreamLink />} />
        <NumberField source="revision" label="Revision in its stream" />
        <FunctionField<EventRecord> label="Time" render={(e) => when(e.time)} />
        {actorField}
        <TextField source="correlationId" label="Correlation id" />
        <TextField source="eventId" label="Event id" />
        <FunctionField<EventRecord> label="Data" render={(r) => <Json label="Data" value={r.data} />} />
        <FunctionField<EventRecord> label="Metadata" render={(r) => <Json label="Metadata" value={r.metadata} />} />
      </SimpleShowLayout>
    </Show>
  );
}
