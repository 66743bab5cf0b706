import { FilterForm, SelectInput } from 'react-admin';
import { flagStatusChoices, yesNoChoices } from '../shared/choices';
import { questionFilterInputs } from '../shared/question-filter-inputs';
import { reasons } from './marks';

const inputs = [
  ...questionFilterInputs,
  ...reasons.map((r) => (
    <SelectInput key={r.source} source={r.source} label={r.label} choices={yesNoChoices} alwaysOn />
  )),
  <SelectInput key="s" source="resolved" label="Status" choices={flagStatusChoices} alwaysOn />,
];

/**
 * The flag list's filter panel (SPEC §2: user and target language, level, question and text type, the five yes/no
 * reasons, the status), in react-admin's live filter form. Its own chunk, loaded when first shown.
 */
export default function FlagFilters() {
  return <FilterForm filters={inputs} />;
}
