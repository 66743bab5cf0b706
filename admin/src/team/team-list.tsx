import {
  Button,
  Datagrid,
  DeleteWithConfirmButton,
  Edit,
  ImageField,
  List,
  Loading,
  NumberField,
  NumberInput,
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
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ImageInput } from './image-input';
import { SpecPagination } from '../shared/pagination';
import type { PathListProps } from '../shared/path-list';
import { SpecEditButton, useEditPath } from '../shared/spec-routes';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search team" />];

/** Create: the API makes a blank member, then its edit screen opens at /admin/team/{id}/edit (SPEC §2). */
function CreateTeamMemberButton() {
  const [create, { isPending }] = useCreate();
  const navigate = useNavigate();
  const editPath = useEditPath();
  const notify = useNotify();
  const onClick = () =>
    create(
      'teamlist',
      { data: {} },
      {
        onSuccess: (record) => navigate(editPath('teamlist', record.id)),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return <Button label="Create Team Member" onClick={onClick} disabled={isPending} />;
}

export function TeamList(props: PathListProps) {
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
      pagination={<SpecPagination />}
      loading={<Loading />}
      {...props}
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
        <SpecEditButton />
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

/** SPEC §2 /admin/team/{id}/edit; on success, back to /admin/teamlist. */
export function TeamEdit() {
  return (
    <Edit title="Edit Team Member" mutationMode="pessimistic" redirect="list" loading={<Loading />}>
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
