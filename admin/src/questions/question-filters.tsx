import { FilterForm, SelectInput } from 'react-admin';
import { flagFilterChoices } from '../shared/choices';
import { questionFilterInputs } from '../shared/question-filter-inputs';

const inputs = [
  ...questionFilterInputs,
  <SelectInput key="f" source="flag" label="Red Flags" choices={flagFilterChoices} alwaysOn />,
];

/**
 * The question list's filter panel (SPEC §2, what Show Filters shows), in react-admin's live filter form: a change
 * applies at once, returns to page 1 and keeps the keyword. Its own chunk, loaded when first shown.
 */
export default function QuestionFilters() {
  return <FilterForm filters={inputs} />;
}
