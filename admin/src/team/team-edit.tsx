import { NumberInput, SimpleForm, TextInput, minValue, required } from 'react-admin';
import { EditScreen, EditToolbar } from '../shared/edit-screen';
import { ImageInput } from './image-input';

/** A team member's fields (SPEC §2), as the create and edit forms show them. */
export function TeamFields() {
  return (
    <>
      <TextInput source="name" label="Name" validate={required('Name is required')} />
      <TextInput source="role" label="Role" />
      <ImageInput />
      <NumberInput source="salary" label="Salary" validate={minValue(0, 'Salary cannot be negative')} />
      <TextInput source="category" label="Category" />
      <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
    </>
  );
}

/** SPEC §2 /admin/team/{id}/edit; on success, back to the team list as it was left. */
export function TeamEdit() {
  return (
    <EditScreen title="Edit Team Member" noun="team member">
      <SimpleForm toolbar={<EditToolbar />}>
        <TeamFields />
      </SimpleForm>
    </EditScreen>
  );
}
