import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Datagrid,
  ImageField,
  List,
  Loading,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
  useCreate,
  useNotify,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { IdField } from '../shared/id-field';
import { SpecPagination } from '../shared/pagination';
import type { PathListProps } from '../shared/path-list';
import { RowActions } from '../shared/row-actions';
import { useEditPath } from '../shared/spec-routes';
import { useMobile } from '../shared/use-mobile';
import type { AdminTeamRecord } from '../providers/records';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search team" />];

/** Create: the API makes a blank member, then its edit screen opens at /admin/team/{id}/edit (SPEC §2). */
function CreateTeamMemberButton() {
  const [create, { isPending }] = useCreate<AdminTeamRecord>();
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
  return (
    <Button label="Create Team Member" onClick={onClick} disabled={isPending}>
      <AddIcon />
    </Button>
  );
}

/** SPEC §2 /admin/teamlist: the people on the public /team page, with a create button. */
export function TeamList(props: PathListProps) {
  const mobile = useMobile();
  return (
    <List<AdminTeamRecord>
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
        {!mobile && <IdField label="ID" sortable={false} />}
        <ImageField
          source="image"
          label="Image"
          sortable={false}
          sx={{ '& img': { maxWidth: 48, maxHeight: 48, objectFit: 'cover', borderRadius: 1 } }}
        />
        <TextField source="name" label="Name" />
        {!mobile && <TextField source="role" label="Role" />}
        {!mobile && <TextField source="category" label="Category" />}
        {!mobile && <NumberField source="salary" label="Salary" />}
        <RowActions noun="team member" label="Actions" />
      </Datagrid>
    </List>
  );
}
