import { FilterForm, SelectInput } from 'react-admin';
import {
  flagStatusChoices,
  levelChoices,
  questionTypeChoices,
  targetLanguageChoices,
  textTypeChoices,
  userLanguageChoices,
  yesNoChoices,
} from '../shared/choices';
import { reasons } from './marks';

const inputs = [
  <SelectInput key="u" source="userLanguage" label="User Language" choices={userLanguageChoices} alwaysOn />,
  <SelectInput key="t" source="targetLanguage" label="Target Language" choices={targetLanguageChoices} alwaysOn />,
  <SelectInput key="l" source="level" label="Level" choices={levelChoices} alwaysOn />,
  <SelectInput key="qt" source="questionType" label="Question Type" choices={questionTypeChoices} alwaysOn />,
  <SelectInput key="tt" source="textType" label="Text Type" choices={textTypeChoices} alwaysOn />,
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
