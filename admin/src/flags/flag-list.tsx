import type { ReactElement } from 'react';
import {
  Datagrid,
  DeleteWithConfirmButton,
  List,
  Loading,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import {
  levelChoices,
  questionTypeChoices,
  targetLanguageChoices,
  textTypeChoices,
  userLanguageChoices,
} from '../questions/choices';
import { useFilterToggle } from '../shared/filter-toggle';
import type { PathListProps } from '../shared/path-list';
import { SpecPagination } from '../shared/pagination';
import { SpecEditButton } from '../shared/spec-routes';
import { MarkField, reasons } from './marks';

const yesNo = [
  { id: 'yes', name: 'yes' },
  { id: 'no', name: 'no' },
];
const statusChoices = [
  { id: 'false', name: 'FLAGGED' },
  { id: 'true', name: 'resolved!' },
];

const searchInput = <SearchInput key="q" source="q" alwaysOn placeholder="Search comments..." />;
const panel = [
  <SelectInput key="u" source="userLanguage" label="User Language" choices={userLanguageChoices} alwaysOn />,
  <SelectInput key="t" source="targetLanguage" label="Target Language" choices={targetLanguageChoices} alwaysOn />,
  <SelectInput key="l" source="level" label="Level" choices={levelChoices} alwaysOn />,
  <SelectInput key="qt" source="questionType" label="Question Type" choices={questionTypeChoices} alwaysOn />,
  <SelectInput key="tt" source="textType" label="Text Type" choices={textTypeChoices} alwaysOn />,
  ...reasons.map((r) => <SelectInput key={r.source} source={r.source} label={r.label} choices={yesNo} alwaysOn />),
  <SelectInput key="s" source="resolved" label="Status" choices={statusChoices} alwaysOn />,
];

// Thirteen columns: long ids and texts wrap, and the table scrolls sideways rather than widening the page.
const gridSx = {
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  '& .column-id': { wordBreak: 'break-all', minWidth: '5rem' },
  '& .column-userData\\.email': { overflowWrap: 'anywhere', minWidth: '8rem' },
  '& td, & th': { px: 0.5 },
};

function Actions({ toggle }: { toggle: ReactElement }) {
  return <TopToolbar>{toggle}</TopToolbar>;
}

/** SPEC §2 /admin/flags: the flags learners raised, with the question they are about. */
export function FlagList(props: PathListProps) {
  const { filters, button } = useFilterToggle([searchInput], panel);
  return (
    <List
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      title="Flags"
      filters={filters}
      actions={<Actions toggle={button} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={20}
      pagination={<SpecPagination />}
      loading={<Loading />}
      // Not remembered: /admin/flags shows all flags even after /admin/flags/module/{id} showed one question's.
      storeKey={false}
      {...props}
    >
      <Datagrid rowClick={false} bulkActionButtons={false} sx={gridSx}>
        <TextField source="id" label="ID" sortable={false} />
        <TextField source="comment" label="Comment" sortable={false} />
        <TextField source="userData.name" label="User" sortable={false} />
        <TextField source="userData.email" label="User Email" sortable={false} />
        {reasons.map((r) => (
          <MarkField key={r.source} source={r.source} label={r.label} sortable={false} />
        ))}
        <TextField source="questionData.question" label="Question" sortable={false} />
        <TextField source="status" label="Status" sortable={false} />
        <SpecEditButton />
        <DeleteWithConfirmButton confirmTitle="Delete flag" confirmContent="Are you sure" />
      </Datagrid>
    </List>
  );
}
