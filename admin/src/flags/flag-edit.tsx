import { Link } from 'react-router-dom';
import { Button } from '@mui/material';
import { Labeled, SelectInput, SimpleForm, TextField, TextInput, required, useRecordContext } from 'react-admin';
import { flagStatusChoices, fromBoolText, redFlagChoices, toBoolText } from '../shared/choices';
import { EditScreen, EditToolbar } from '../shared/edit-screen';
import { useEditPath } from '../shared/spec-routes';
import type { AdminFlagRecord } from '../providers/records';
import { Marks } from './marks';

/** The question's full edit, for fixes beyond its text. */
function FullQuestionLink() {
  const record = useRecordContext<AdminFlagRecord>();
  const editPath = useEditPath();
  const id = record?.questionData?._id;
  if (!id) return null;
  return (
    <Button component={Link} to={editPath('questionfilter', id)}>
      Edit the full question
    </Button>
  );
}

/**
 * SPEC §2 /admin/flags/{id}/edit: resolve the flag and fix or unflag its question in one update. The form holds
 * the whole flag, so the save sends back the version it was read at.
 */
export function FlagEdit() {
  return (
    <EditScreen title="Flag" noun="flag">
      <SimpleForm toolbar={<EditToolbar />}>
        <Labeled label="ID">
          <TextField source="id" />
        </Labeled>
        <Labeled label="User">
          <TextField source="userData.name" />
        </Labeled>
        <Labeled label="User Email">
          <TextField source="userData.email" />
        </Labeled>
        <Labeled label="Comment">
          <TextField source="comment" emptyText="(no comment)" />
        </Labeled>
        <Marks />
        <TextInput source="questionData.question" label="Question" multiline fullWidth validate={required()} />
        <SelectInput
          source="questionData.isFlagged"
          label="Red Flags"
          choices={redFlagChoices}
          format={toBoolText}
          parse={fromBoolText}
          validate={required()}
        />
        <SelectInput
          source="resolved"
          label="Status"
          choices={flagStatusChoices}
          format={toBoolText}
          parse={fromBoolText}
          validate={required()}
        />
        <FullQuestionLink />
      </SimpleForm>
    </EditScreen>
  );
}
