import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ImageField, NumberField, TextField, useCreatePath } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DataTable } from '../shared/data-table';
import { IdField } from '../shared/id-field';
import { ListScreen } from '../shared/list-screen';
import type { PathListProps } from '../shared/path-list';
import { RowActions } from '../shared/row-actions';
import { useMobile } from '../shared/use-mobile';

/** Create: an empty form at /admin/teamlist/create; once saved, the edit screen at /admin/team/{id}/edit (SPEC §2). */
function CreateTeamMemberButton() {
  const navigate = useNavigate();
  const createPath = useCreatePath();
  return (
    <Button startIcon={<AddIcon />} onClick={() => navigate(createPath({ resource: 'teamlist', type: 'create' }))}>
      Create Team Member
    </Button>
  );
}

/** SPEC §2 /admin/teamlist: the people on the public /team page, with a create button. */
export function TeamList(props: PathListProps) {
  const mobile = useMobile();
  return (
    <ListScreen
      title="Team"
      search="Search team"
      actions={<CreateTeamMemberButton />}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={20}
      empty="No team members yet."
      {...props}
    >
      <DataTable>
        {!mobile && <IdField label="ID" sortable={false} />}
        <ImageField
          source="image"
          label="Image"
          sortable={false}
          sx={{ '& img': { maxWidth: 48, maxHeight: 48, objectFit: 'cover', borderRadius: 1, m: 0 } }}
        />
        <TextField source="name" label="Name" />
        {!mobile && <TextField source="role" label="Role" />}
        {!mobile && <TextField source="category" label="Category" />}
        {!mobile && <NumberField source="salary" label="Salary" />}
        <RowActions noun="team member" label="Actions" />
      </DataTable>
    </ListScreen>
  );
}
