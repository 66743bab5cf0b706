import { BooleanInput, SimpleForm, TextInput, required } from 'react-admin';
import { EditScreen, EditToolbar } from '../shared/edit-screen';
import { UserStreams } from './user-streams';

/** SPEC §2 /admin/user/{id}/edit (name, email, Is Admin) and links to the user's event streams; on success, back to the user list as it was left. */
export function UserEdit() {
  return (
    <EditScreen title="Edit User" noun="user">
      <SimpleForm toolbar={<EditToolbar />}>
        <TextInput source="name" label="Name" validate={required()} />
        <TextInput source="email" label="Email Address" type="email" validate={required()} />
        <BooleanInput source="isAdmin" label="Is Admin" />
      </SimpleForm>
      <UserStreams />
    </EditScreen>
  );
}
