import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DeleteWithConfirmButton,
  Edit,
  EditButton,
  EmailField,
  List,
  required,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
} from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search users" />];

export function UserList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} title="Users">
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" label="ID" />
        <TextField source="name" label="Name" />
        <EmailField source="email" label="Email" />
        <BooleanField source="isAdmin" label="Is Admin" />
        <EditButton />
        <DeleteWithConfirmButton confirmTitle="Delete user" confirmContent="Are you sure" />
      </Datagrid>
    </List>
  );
}

function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton label="Update" />
    </Toolbar>
  );
}

export function UserEdit() {
  return (
    <Edit title="Edit User" mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<EditToolbar />}>
        <TextInput source="name" label="Name" validate={required()} />
        <TextInput source="email" label="Email Address" type="email" validate={required()} />
        <BooleanInput source="isAdmin" label="Is Admin" />
      </SimpleForm>
    </Edit>
  );
}
