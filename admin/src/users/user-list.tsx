import { dateTimeText } from '@lebe/domain/core/dates';
import { EmailField, FunctionField, TextField } from 'react-admin';
import { DataTable } from '../shared/data-table';
import { ExportButton } from '../shared/export-button';
import { IdField } from '../shared/id-field';
import { ListScreen } from '../shared/list-screen';
import type { PathListProps } from '../shared/path-list';
import { RowActions } from '../shared/row-actions';
import { useEditPath } from '../shared/spec-routes';
import { useMobile } from '../shared/use-mobile';
import type { AdminUserRecord } from '../providers/records';

const roleText = (role: AdminUserRecord['role']) =>
  role === 'admin' ? 'Admin' : role === 'teacher' ? 'Teacher' : 'Learner';

/** SPEC §2 /admin/userlist (issue 38: role, created and last seen, each sortable); a row or its Edit button opens /admin/user/{id}/edit. */
export function UserList(props: PathListProps) {
  const editPath = useEditPath();
  const mobile = useMobile();
  return (
    <ListScreen
      title="Users"
      search="Search users"
      actions={<ExportButton />}
      sort={{ field: 'name', order: 'ASC' }}
      empty="No users yet."
      {...props}
    >
      <DataTable rowClick={(user) => editPath('userlist', user.id)}>
        {!mobile && <IdField label="ID" sortable={false} />}
        <TextField source="name" label="Name" />
        {!mobile && <EmailField source="email" label="Email" sortable={false} />}
        <FunctionField<AdminUserRecord> source="isAdmin" label="Is Admin" render={(u) => (u.isAdmin ? 'Yes' : 'No')} />
        <FunctionField<AdminUserRecord> source="role" label="Role" render={(u) => roleText(u.role)} />
        {!mobile && (
          <FunctionField<AdminUserRecord>
            source="createdAt"
            label="Created"
            render={(u) => dateTimeText(u.createdAt)}
          />
        )}
        <FunctionField<AdminUserRecord>
          source="lastSeenAt"
          label="Last seen"
          render={(u) => (u.lastSeenAt ? dateTimeText(u.lastSeenAt) : 'Never')}
        />
        <RowActions noun="user" label="Actions" />
      </DataTable>
    </ListScreen>
  );
}
