import {
  Button,
  Edit,
  Loading,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useRedirect,
} from 'react-admin';
import { AnswersInput } from './answers-input';
import {
  fromBoolText,
  levelChoices,
  questionTypeChoices,
  redFlagChoices,
  targetLanguageChoices,
  textTypeChoices,
  toBoolText,
  userLanguageChoices,
  weightChoices,
} from './choices';
import { QuestionHistory } from './question-history';

function EditToolbar() {
  const redirect = useRedirect();
  return (
    <Toolbar sx={{ gap: 2 }}>
      <Button label="Go Back" onClick={() => redirect('list', 'questionfilter')} variant="outlined" />
      <SaveButton label="Update" />
    </Toolbar>
  );
}

/**
 * The admin's full question edit at /admin/questionfilter/{id}/edit (SPEC §2 /myquestions/{id}/edit, full edit),
 * with the question's history; on success, back to /admin/questionfilter.
 */
export function QuestionEdit() {
  return (
    <Edit title="Edit Question" mutationMode="pessimistic" redirect="list" loading={<Loading />}>
      <SimpleForm toolbar={<EditToolbar />}>
        <TextInput source="question" label="Question" multiline fullWidth validate={required()} />
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
        <SelectInput
          source="isFlagged"
          label="Red Flags"
          choices={redFlagChoices}
          format={toBoolText}
          parse={fromBoolText}
          validate={required()}
        />
        <SelectInput source="textType" label="Text Type" choices={textTypeChoices} validate={required()} />
        <TextInput source="citation" label="Citation (optional)" fullWidth />
      </SimpleForm>
      <QuestionHistory />
    </Edit>
  );
}
