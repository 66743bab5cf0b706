import { useState, type FormEvent, type MouseEvent } from 'react';
import { Box, Button } from '@mui/material';
import OpenIcon from '@mui/icons-material/OpenInNew';
import { Link, ReferenceField, TextField, useBasename, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useEditPath } from '../shared/spec-routes';
import { breakAnywhere } from '../shared/styles';
import type { EventRecord } from '../providers/records';

/** The console's address of one stream's history. */
export function useStreamPath() {
  const basename = useBasename();
  return (stream: string) => `${basename}/streams/${encodeURIComponent(stream)}`;
}

/** The event's stream, leading to its history (without also opening the row it sits in). */
export function StreamLink() {
  const record = useRecordContext<EventRecord>();
  const streamPath = useStreamPath();
  if (!record) return null;
  return (
    <Link to={streamPath(record.stream)} onClick={(e: MouseEvent) => e.stopPropagation()} sx={breakAnywhere}>
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
export const actorField = <ActorField label="Actor" sortable={false} />;

/** A box to open any stream's history by its name (question-…, classroom-…, user-…). */
export function OpenStream({ initial = '' }: { initial?: string }) {
  const [stream, setStream] = useState(initial);
  const navigate = useNavigate();
  const streamPath = useStreamPath();
  const open = (e: FormEvent) => {
    e.preventDefault();
    if (stream.trim()) navigate(streamPath(stream.trim()));
  };
  return (
    <Box component="form" onSubmit={open} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box
        component="input"
        aria-label="Stream name"
        placeholder="stream, e.g. question-…"
        value={stream}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => setStream(e.target.value)}
        sx={{
          p: '6px 8px',
          font: 'inherit',
          width: '16rem',
          maxWidth: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
      <Button type="submit" startIcon={<OpenIcon />}>
        Open stream
      </Button>
    </Box>
  );
}
