import { NumberInput, SimpleForm, TextInput, minValue, required } from 'react-admin';
import { EditScreen, EditToolbar } from '../shared/edit-screen';
import { ImageInput } from './image-input';

/** SPEC §2 /admin/team/{id}/edit; on success, back to the team list as it was left. */
export function TeamEdit() {
  return (
    <EditScreen title="Edit Team Member" noun="team member">
      <SimpleForm toolbar={<EditToolbar />}>
        <TextInput source="name" label="Name" validate={required()} />
        <TextInput source="role" label="Role" />
        <ImageInput />
        <NumberInput source="salary" label="Salary" validate={minValue(0)} />
        <TextInput source="category" label="Category" />
        <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
      </SimpleForm>
    </EditScreen>
  );
}
