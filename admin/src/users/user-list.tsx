import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DeleteWithConfirmButton,
  Edit,
  EmailField,
  List,
  Loading,
  required,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
} from 'react-admin';
import { SpecEditButton, useEditRowClick } from '../shared/spec-routes';
import { SpecPagination } from '../shared/pagination';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search users" />];

/** SPEC §2 /admin/userlist; a row or its Edit button opens /admin/user/{id}/edit. */
export function UserList() {
  const rowClick = useEditRowClick();
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      title="Users"
      pagination={<SpecPagination />}
      loading={<Loading />}
    >
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        <TextField source="id" label="ID" />
        <TextField source="name" label="Name" />
        <EmailField source="email" label="Email" />
        <BooleanField source="isAdmin" label="Is Admin" />
        <SpecEditButton />
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

/** SPEC §2 /admin/user/{id}/edit; on success, back to /admin/userlist. */
export function UserEdit() {
  return (
    <Edit title="Edit User" mutationMode="pessimistic" redirect="list" loading={<Loading />}>
      <SimpleForm toolbar={<EditToolbar />}>
        <TextInput source="name" label="Name" validate={required()} />
        <TextInput source="email" label="Email Address" type="email" validate={required()} />
        <BooleanInput source="isAdmin" label="Is Admin" />
      </SimpleForm>
    </Edit>
  );
}
