import { SelectInput } from 'react-admin';
import {
  levelChoices,
  questionTypeChoices,
  targetLanguageChoices,
  textTypeChoices,
  userLanguageChoices,
} from './choices';

/** The filters of a question's own attributes, first in both the question and the flag filter panels (SPEC §2). */
export const questionFilterInputs = [
  <SelectInput key="u" source="userLanguage" label="User Language" choices={userLanguageChoices} alwaysOn />,
  <SelectInput key="t" source="targetLanguage" label="Target Language" choices={targetLanguageChoices} alwaysOn />,
  <SelectInput key="l" source="level" label="Level" choices={levelChoices} alwaysOn />,
  <SelectInput key="qt" source="questionType" label="Question Type" choices={questionTypeChoices} alwaysOn />,
  <SelectInput key="tt" source="textType" label="Text Type" choices={textTypeChoices} alwaysOn />,
];
