import { FilterForm, SelectInput } from 'react-admin';
import {
  flagFilterChoices,
  levelChoices,
  questionTypeChoices,
  targetLanguageChoices,
  textTypeChoices,
  userLanguageChoices,
} from '../shared/choices';

const inputs = [
  <SelectInput key="u" source="userLanguage" label="User Language" choices={userLanguageChoices} alwaysOn />,
  <SelectInput key="t" source="targetLanguage" label="Target Language" choices={targetLanguageChoices} alwaysOn />,
  <SelectInput key="l" source="level" label="Level" choices={levelChoices} alwaysOn />,
  <SelectInput key="qt" source="questionType" label="Question Type" choices={questionTypeChoices} alwaysOn />,
  <SelectInput key="tt" source="textType" label="Text Type" choices={textTypeChoices} alwaysOn />,
  <SelectInput key="f" source="flag" label="Red Flags" choices={flagFilterChoices} alwaysOn />,
];

/**
 * The question list's filter panel (SPEC §2, what Show Filters shows), in react-admin's live filter form: a change
 * applies at once, returns to page 1 and keeps the keyword. Its own chunk, loaded when first shown.
 */
export default function QuestionFilters() {
  return <FilterForm filters={inputs} />;
}
