import { useState, type FormEvent } from 'react';
import { Box, Button } from '@mui/material';
import OpenIcon from '@mui/icons-material/OpenInNew';
import { useNavigate } from 'react-router-dom';
import { useStreamPath } from '../shared/stream-path';

// Apart from the Events list's fields (stream-link.tsx), so a stream's page loads without react-admin's
// ReferenceField and TextField, which only the list and an event's page use.

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
