import { lazy } from 'react';
import { Button, Typography } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { FunctionField, NumberField, TextField, useBasename, useCreatePath, useRecordContext } from 'react-admin';
import { DataTable } from '../shared/data-table';
import { useFilterToggle } from '../shared/filter-toggle';
import { ListScreen } from '../shared/list-screen';
import { useMobile } from '../shared/use-mobile';
import type { EventRecord } from '../providers/records';
import { when } from '../shared/stream-history';
import { OpenStream } from './open-stream';
import { StreamLink, actorField } from './stream-link';

// The filters, loaded with the panel: their form library is not part of the first download.
const EventFilters = lazy(() => import('./event-filters'));

/** On a narrow screen: the event's type, with its stream under it, in one column. */
function TypeAndStream(_: { label?: string }) {
  const record = useRecordContext<EventRecord>();
  return (
    <>
      <Typography variant="body2">{record?.type}</Typography>
      <StreamLink />
    </>
  );
}

/** The whole log, newest first, browsed by stream, type and time; a row opens the event. */
export function EventList() {
  const mobile = useMobile();
  const basename = useBasename();
  const createPath = useCreatePath();
  // Opened filtered (from the catalogue, or a link), the panel shows which filters apply; otherwise it waits
  // for Show Filters, so the log's first screen does not also load the filter form.
  const filtered = new URLSearchParams(useLocation().search).has('filter');
  const { shown, button } = useFilterToggle(filtered);
  return (
    <ListScreen
      title="Events"
      panel={EventFilters}
      panelShown={shown}
      actions={
        <>
          {button}
          <OpenStream />
          <Button component={RouterLink} to={`${basename}/eventcatalogue`} startIcon={<MenuBookIcon />}>
            Event catalogue
          </Button>
        </>
      }
      sort={{ field: 'position', order: 'DESC' }}
      perPage={25}
      empty="No events yet."
    >
      <DataTable rowClick={(e) => createPath({ resource: 'events', id: e.id, type: 'show' })}>
        {!mobile && <NumberField source="position" label="Position" />}
        <FunctionField<EventRecord> source="time" label="Time" sortable={false} render={(e) => when(e.time)} />
        {mobile ? <TypeAndStream label="Event" /> : <FunctionField label="Stream" render={() => <StreamLink />} />}
        {!mobile && <TextField source="type" label="Type" sortable={false} />}
        {!mobile && actorField}
      </DataTable>
    </ListScreen>
  );
}
