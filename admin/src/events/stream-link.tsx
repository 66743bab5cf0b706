import type { MouseEvent } from 'react';
import { Link, ReferenceField, TextField, useRecordContext } from 'react-admin';
import { useEditPath } from '../shared/spec-routes';
import { breakAnywhere } from '../shared/styles';
import type { EventRecord } from '../providers/records';
import { useStreamPath } from '../shared/stream-path';

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
