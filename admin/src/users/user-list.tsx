import { BooleanField, Datagrid, EmailField, List, Loading, SearchInput, TextField } from 'react-admin';
import { IdField } from '../shared/id-field';
import type { PathListProps } from '../shared/path-list';
import { SpecPagination } from '../shared/pagination';
import { RowActions } from '../shared/row-actions';
import { useEditRowClick } from '../shared/spec-routes';
import { useMobile } from '../shared/use-mobile';
import type { AdminUserRecord } from '../providers/records';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search users" />];

/** SPEC §2 /admin/userlist; a row or its Edit button opens /admin/user/{id}/edit. */
export function UserList(props: PathListProps) {
  const rowClick = useEditRowClick();
  const mobile = useMobile();
  return (
    <List<AdminUserRecord>
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      title="Users"
      pagination={<SpecPagination />}
      loading={<Loading />}
      {...props}
    >
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        {!mobile && <IdField label="ID" sortable={false} />}
        <TextField source="name" label="Name" />
        {!mobile && <EmailField source="email" label="Email" sortable={false} />}
        <BooleanField source="isAdmin" label="Is Admin" />
        <RowActions noun="user" label="Actions" />
      </Datagrid>
    </List>
  );
}
