import { lazy } from 'react';
import { Box, Typography } from '@mui/material';
import { TextField, useRecordContext } from 'react-admin';
import { DataTable } from '../shared/data-table';
import { useFilterToggle } from '../shared/filter-toggle';
import { IdField } from '../shared/id-field';
import { ListScreen } from '../shared/list-screen';
import type { PathListProps } from '../shared/path-list';
import { RowActions } from '../shared/row-actions';
import { breakAnywhere } from '../shared/styles';
import { useMobile } from '../shared/use-mobile';
import type { AdminFlagRecord } from '../providers/records';
import { MarkField, ReasonsField, reasons } from './marks';

// The panel Show Filters toggles (SPEC §2), loaded when first shown.
const FlagFilters = lazy(() => import('./flag-filters'));

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

/** SPEC §2 /admin/flags: the flags learners raised, with the question they are about. */
export function FlagList(props: PathListProps) {
  const { shown, button } = useFilterToggle();
  const mobile = useMobile();
  return (
    <ListScreen
      title="Flags"
      search="Search comments..."
      panel={FlagFilters}
      panelShown={shown}
      actions={button}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={20}
      empty="No flags yet."
      {...props}
    >
      {mobile ? (
        <DataTable sx={{ '& td, & th': { px: 0.75 } }}>
          <QuestionAndComment label="Question" />
          <ReasonsField label="Reasons" />
          <TextField source="status" label="Status" sortable={false} />
          <RowActions noun="flag" label="Actions" />
        </DataTable>
      ) : (
        <DataTable sx={gridSx}>
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
        </DataTable>
      )}
    </ListScreen>
  );
}
