import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { ArrayInput, SimpleFormIterator, TextInput, useSimpleFormIterator } from 'react-admin';
import { correctChoices } from '../shared/choices';
import { YesNoSelect } from '../shared/yes-no-select';

/**
 * Add Answer appends an incorrect "Answer" (SPEC §3); Remove Answer removes the last one (SPEC §2). Labelled at
 * every width (react-admin's own buttons shrink to a bare icon on a phone).
 */
function AnswerButtons() {
  const { add, remove, total } = useSimpleFormIterator();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" startIcon={<AddIcon />} onClick={() => add({ text: 'Answer', isCorrect: false })}>
        Add Answer
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<RemoveIcon />}
        onClick={() => remove(total - 1)}
        disabled={total === 0}
      >
        Remove Answer
      </Button>
    </Box>
  );
}

export function AnswersInput() {
  return (
    <ArrayInput source="answers" label="Answers">
      <SimpleFormIterator inline disableRemove disableReordering disableClear addButton={<AnswerButtons />}>
        <TextInput source="text" label="Answer" />
        <YesNoSelect source="isCorrect" label="Correct?" choices={correctChoices} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
