import type { ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import {
  Datagrid,
  List,
  Loading,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import {
  flagStatusChoices,
  levelChoices,
  questionTypeChoices,
  targetLanguageChoices,
  textTypeChoices,
  userLanguageChoices,
  yesNoChoices,
} from '../shared/choices';
import { useFilterToggle } from '../shared/filter-toggle';
import { IdField } from '../shared/id-field';
import type { PathListProps } from '../shared/path-list';
import { SpecPagination } from '../shared/pagination';
import { RowActions } from '../shared/row-actions';
import { breakAnywhere } from '../shared/stream-history';
import { useMobile } from '../shared/use-mobile';
import type { AdminFlagRecord } from '../providers/records';
import { MarkField, ReasonsField, reasons } from './marks';

const searchInput = <SearchInput key="q" source="q" alwaysOn placeholder="Search comments..." />;
const panel = [
  <SelectInput key="u" source="userLanguage" label="User Language" choices={userLanguageChoices} alwaysOn />,
  <SelectInput key="t" source="targetLanguage" label="Target Language" choices={targetLanguageChoices} alwaysOn />,
  <SelectInput key="l" source="level" label="Level" choices={levelChoices} alwaysOn />,
  <SelectInput key="qt" source="questionType" label="Question Type" choices={questionTypeChoices} alwaysOn />,
  <SelectInput key="tt" source="textType" label="Text Type" choices={textTypeChoices} alwaysOn />,
  ...reasons.map((r) => (
    <SelectInput key={r.source} source={r.source} label={r.label} choices={yesNoChoices} alwaysOn />
  )),
  <SelectInput key="s" source="resolved" label="Status" choices={flagStatusChoices} alwaysOn />,
];

// Thirteen columns: narrow padding, small headers over the marks, and long e-mails and texts wrap instead of
// widening the page.
const gridSx = {
  '& td, & th': { px: 0.75 },
  '& td.column-comment, & td.column-userData\\.email, & td.column-questionData\\.question': breakAnywhere,
  '& .column-comment': { minWidth: '7rem' },
  '& .column-questionData\\.question': { minWidth: '10rem' },
  '& .column-inappropriate, & .column-incorrect, & .column-wrongAnswer, & .column-offensive, & .column-weird': {
    textAlign: 'center',
  },
  '& th.column-inappropriate, & th.column-incorrect, & th.column-wrongAnswer, & th.column-offensive, & th.column-weird':
    { fontSize: '0.75rem' },
};

/** On a narrow screen, the question with the learner's comment under it, in one column. */
function QuestionAndComment(_: { label?: string }) {
  const record = useRecordContext<AdminFlagRecord>();
  if (!record) return null;
  return (
    <Box sx={breakAnywhere}>
      {record.questionData.question}
      {record.comment && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          “{record.comment}”
        </Typography>
      )}
    </Box>
  );
}

function Actions({ toggle }: { toggle: ReactElement }) {
  return <TopToolbar>{toggle}</TopToolbar>;
}

/** SPEC §2 /admin/flags: the flags learners raised, with the question they are about. */
export function FlagList(props: PathListProps) {
  const { filters, button } = useFilterToggle([searchInput], panel);
  const mobile = useMobile();
  return (
    <List<AdminFlagRecord>
      title="Flags"
      filters={filters}
      actions={<Actions toggle={button} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={20}
      pagination={<SpecPagination />}
      loading={<Loading />}
      {...props}
    >
      {mobile ? (
        <Datagrid rowClick={false} bulkActionButtons={false} sx={{ '& td, & th': { px: 0.75 } }}>
          <QuestionAndComment label="Question" />
          <ReasonsField label="Reasons" />
          <TextField source="status" label="Status" sortable={false} />
          <RowActions noun="flag" label="Actions" />
        </Datagrid>
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false} sx={gridSx}>
          <IdField label="ID" sortable={false} />
          <TextField source="comment" label="Comment" sortable={false} emptyText="—" />
          <TextField source="userData.name" label="User" sortable={false} />
          <TextField source="userData.email" label="User Email" sortable={false} />
          {reasons.map((r) => (
            <MarkField key={r.source} source={r.source} label={r.label} sortable={false} />
          ))}
          <TextField source="questionData.question" label="Question" sortable={false} />
          <TextField source="status" label="Status" sortable={false} />
          <RowActions noun="flag" label="Actions" />
        </Datagrid>
      )}
    </List>
  );
}
