import {
  Button,
  Datagrid,
  DeleteWithConfirmButton,
  Edit,
  EditButton,
  ImageField,
  List,
  NumberField,
  NumberInput,
  Pagination,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  minValue,
  required,
  useCreate,
  useNotify,
  useRedirect,
} from 'react-admin';
import { ImageInput } from './image-input';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search team" />];

/** Create: the API makes a blank member, then its edit screen opens (as for questions). */
function CreateTeamMemberButton() {
  const [create, { isPending }] = useCreate();
  const redirect = useRedirect();
  const notify = useNotify();
  const onClick = () =>
    create(
      'team',
      { data: {} },
      {
        onSuccess: (record) => redirect('edit', 'team', record.id),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return <Button label="Create Team Member" onClick={onClick} disabled={isPending} />;
}

export function TeamList() {
  return (
    <List
      title="Team"
      // With no members yet the list (and its create button) still shows, instead of react-admin's empty page.
      empty={false}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateTeamMemberButton />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="id" label="ID" sortable={false} />
        <ImageField
          source="image"
          label="Image"
          sortable={false}
          sx={{ '& img': { maxWidth: 48, maxHeight: 48, objectFit: 'cover' } }}
        />
        <TextField source="name" label="Name" />
        <TextField source="role" label="Role" />
        <TextField source="category" label="Category" />
        <NumberField source="salary" label="Salary" />
        <EditButton />
        <DeleteWithConfirmButton confirmTitle="Delete team member" confirmContent="Are you sure" />
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

export function TeamEdit() {
  return (
    <Edit title="Edit Team Member" mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<EditToolbar />}>
        <TextInput source="name" label="Name" validate={required()} />
        <TextInput source="role" label="Role" />
        <ImageInput />
        <NumberInput source="salary" label="Salary" validate={minValue(0)} />
        <TextInput source="category" label="Category" />
        <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
