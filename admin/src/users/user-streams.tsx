import { Card, CardContent, List, ListItem, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { streams } from '@lebe/domain/streams';
import { useStreamPath } from '../shared/stream-path';
import type { AdminUserRecord } from '../providers/records';

/** The streams that hold what a user did, each leading to its history (/admin/streams/{stream}). */
const userStreams = [
  { label: 'Account (profile, admin right, levels)', name: streams.user },
  { label: 'Answers', name: streams.learner },
  { label: 'Notebook scheduling', name: streams.fsrs },
];

export function UserStreams() {
  const record = useRecordContext<AdminUserRecord>();
  const streamPath = useStreamPath();
  if (!record?.id) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Event streams
        </Typography>
        <List dense aria-label="Event streams">
          {userStreams.map(({ label, name }) => (
            <ListItem key={label} disableGutters>
              <Link to={streamPath(name(String(record.id)))}>{label}</Link>
              &nbsp;({name(String(record.id))})
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
