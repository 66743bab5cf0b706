import { DateTimeInput, FilterForm, SelectInput, TextInput } from 'react-admin';
import { useCatalogue } from './use-catalogue';

/**
 * The event log's filters: a stream, a stream category and an event type (both from the catalogue) and a time
 * window, in react-admin's live filter form. Its own chunk.
 */
export default function EventFilters() {
  const { data = [] } = useCatalogue();
  const categories = [...new Set(data.map((e) => e.category))].map((c) => ({ id: c, name: c }));
  const types = data.map((e) => ({ id: e.type, name: e.type }));
  return (
    <FilterForm
      filters={[
        <TextInput key="stream" source="stream" label="Stream" alwaysOn resettable />,
        <SelectInput key="category" source="category" label="Stream category" choices={categories} alwaysOn />,
        <SelectInput key="type" source="type" label="Event type" choices={types} alwaysOn />,
        <DateTimeInput key="from" source="from" label="From" alwaysOn />,
        <DateTimeInput key="to" source="to" label="To" alwaysOn />,
      ]}
    />
  );
}
