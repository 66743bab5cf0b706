import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import { Button as MuiButton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  Datagrid,
  DateField,
  DateTimeInput,
  FilterButton,
  FunctionField,
  List,
  Loading,
  NumberField,
  SelectInput,
  TextInput,
  TextField,
  TopToolbar,
  useBasename,
  useRecordContext,
} from 'react-admin';
import { SpecPagination } from '../shared/pagination';
import { useMobile } from '../shared/use-mobile';
import type { EventRecord } from '../providers/records';
import { useCatalogue } from './use-catalogue';
import { OpenStream, StreamLink, actorField } from './stream-link';

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
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <FilterButton />
      <OpenStream />
      <MuiButton component={RouterLink} to={`${basename}/eventcatalogue`} size="small" startIcon={<MenuBookIcon />}>
        Event catalogue
      </MuiButton>
    </TopToolbar>
  );
}

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
  return (
    <List<EventRecord>
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
        {!mobile && <NumberField source="position" label="Position" />}
        <DateField source="time" label="Time" showTime sortable={false} />
        {mobile ? <TypeAndStream label="Event" /> : <FunctionField label="Stream" render={() => <StreamLink />} />}
        {!mobile && <TextField source="type" label="Type" sortable={false} />}
        {!mobile && actorField}
      </Datagrid>
    </List>
  );
}
