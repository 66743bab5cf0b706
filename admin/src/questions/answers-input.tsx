import {
  ArrayInput,
  Button,
  SelectInput,
  required,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
} from 'react-admin';
import { correctChoices, fromBoolText, toBoolText } from './choices';

/** Add Answer appends an incorrect "Answer" (SPEC §3); Remove Answer removes the last one (SPEC §2). */
function AnswerButtons() {
  const { add, remove, total } = useSimpleFormIterator();
  return (
    <>
      <Button label="Add Answer" onClick={() => add({ text: 'Answer', isCorrect: false })} />
      <Button label="Remove Answer" onClick={() => remove(total - 1)} disabled={total === 0} color="error" />
    </>
  );
}

export function AnswersInput() {
  return (
    <ArrayInput source="answers" label="Answers">
      <SimpleFormIterator inline disableRemove disableReordering disableClear addButton={<AnswerButtons />}>
        <TextInput source="text" label="Answer" />
        <SelectInput
          source="isCorrect"
          label="Correct?"
          choices={correctChoices}
          format={toBoolText}
          parse={fromBoolText}
          validate={required()}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
