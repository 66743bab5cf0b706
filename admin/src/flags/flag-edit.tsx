import { Link } from 'react-router-dom';
import {
  Button,
  Edit,
  Loading,
  Labeled,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  required,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { fromBoolText, redFlagChoices, toBoolText } from '../questions/choices';
import { Marks } from './marks';
import { useEditPath } from '../shared/spec-routes';

const statusChoices = [
  { id: 'false', name: 'FLAGGED' },
  { id: 'true', name: 'resolved!' },
];

function EditToolbar() {
  const redirect = useRedirect();
  return (
    <Toolbar sx={{ gap: 2 }}>
      <Button label="Go Back" onClick={() => redirect('list', 'flags')} variant="outlined" />
      <SaveButton label="Update" />
    </Toolbar>
  );
}

/** The question's full edit, for fixes beyond its text. */
function FullQuestionLink() {
  const record = useRecordContext();
  const editPath = useEditPath();
  const id = record?.questionData?._id;
  if (!id) return null;
  return <Button label="Edit the full question" component={Link} to={editPath('questionfilter', id)} variant="text" />;
}

/** SPEC §2 /admin/flags/{id}/edit: resolve the flag and fix or unflag its question in one update. */
export function FlagEdit() {
  return (
    <Edit title="Flag" mutationMode="pessimistic" redirect="list" loading={<Loading />}>
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
          choices={statusChoices}
          format={toBoolText}
          parse={fromBoolText}
          validate={required()}
        />
        <FullQuestionLink />
      </SimpleForm>
    </Edit>
  );
}
