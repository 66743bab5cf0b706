import { SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { AnswersInput } from './answers-input';
import {
  levelChoices,
  questionTypeChoices,
  redFlagChoices,
  targetLanguageChoices,
  textTypeChoices,
  userLanguageChoices,
  weightChoices,
} from '../shared/choices';
import { EditScreen, EditToolbar } from '../shared/edit-screen';
import { YesNoSelect } from '../shared/yes-no-select';
import { QuestionHistory } from './question-history';
import { QuestionDifficulty } from './question-difficulty';

/** Every field of a question (SPEC §2 full edit), as the create and edit forms show them. */
export function QuestionFields() {
  return (
    <>
      <TextInput
        source="question"
        label="Question"
        multiline
        fullWidth
        validate={required('Question text is required')}
      />
      <AnswersInput />
      <TextInput source="category" label="Category" fullWidth />
      <SelectInput source="level" label="Level" choices={levelChoices} validate={required()} />
      <SelectInput source="weight" label="Weight" choices={weightChoices} validate={required()} />
      <TextInput source="fullQuestion" label="Full Question" multiline fullWidth />
      <SelectInput source="questionType" label="Question Type" choices={questionTypeChoices} validate={required()} />
      <SelectInput source="userLanguage" label="User Language" choices={userLanguageChoices} validate={required()} />
      <SelectInput
        source="targetLanguage"
        label="Target Language"
        choices={targetLanguageChoices}
        validate={required()}
      />
      <YesNoSelect source="isFlagged" label="Red Flags" choices={redFlagChoices} />
      <SelectInput source="textType" label="Text Type" choices={textTypeChoices} validate={required()} />
      <TextInput source="citation" label="Citation (optional)" fullWidth />
    </>
  );
}

/**
 * The admin's full question edit at /admin/questionfilter/{id}/edit (SPEC §2 /myquestions/{id}/edit, full edit),
 * with the question's history; on success, back to the question list as it was left.
 */
export function QuestionEdit() {
  return (
    <EditScreen title="Edit Question" noun="question">
      <SimpleForm toolbar={<EditToolbar />}>
        <QuestionFields />
      </SimpleForm>
      <QuestionDifficulty />
      <QuestionHistory />
    </EditScreen>
  );
}
