import { lazy } from 'react';
import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { FunctionField, NumberField, TextField, useCreatePath } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { knowledgeTypeName, languageName, questionTypeName, textTypeName } from '../shared/choices';
import { DataTable } from '../shared/data-table';
import { ExportButton } from '../shared/export-button';
import { useFilterToggle } from '../shared/filter-toggle';
import { IdField } from '../shared/id-field';
import { ListScreen } from '../shared/list-screen';
import type { PathListProps } from '../shared/path-list';
import { RowActions } from '../shared/row-actions';
import { useMobile } from '../shared/use-mobile';
import type { AdminQuestionRecord } from '../providers/records';

// The panel Show Filters toggles (SPEC §2), loaded when first shown.
const QuestionFilters = lazy(() => import('./question-filters'));

/** Create New Question: an empty form at /admin/questionfilter/create; nothing is stored until it is saved. */
function CreateNewQuestionButton() {
  const navigate = useNavigate();
  const createPath = useCreatePath();
  return (
    <Button
      startIcon={<AddIcon />}
      onClick={() => navigate(createPath({ resource: 'questionfilter', type: 'create' }))}
    >
      Create New Question
    </Button>
  );
}

type Q = AdminQuestionRecord;

/** A flagged question (out of practice) says so in red; the others stay blank, so the flagged ones stand out. */
const FlaggedMark = () => (
  <Typography component="span" variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
    Flagged
  </Typography>
);

/** The question type, with the knowledge type it practises under it. */
function TypeLabel({ question }: { question: Q }) {
  return (
    <>
      {questionTypeName(question.questionType)}
      {question.knowledgeType && (
        <Typography variant="body2" color="text.secondary">
          {knowledgeTypeName(question.knowledgeType)}
        </Typography>
      )}
    </>
  );
}

// The question's text gets the room; short values stay on one line.
const gridSx = {
  '& .column-question': { minWidth: '14rem' },
  '& td.column-questionType, & td.column-targetLanguage, & td.column-textType': { whiteSpace: 'nowrap' },
};

/** SPEC §2 /admin/questionfilter: the bank, searched and filtered; values by their readable names. */
export function QuestionList(props: PathListProps) {
  const { shown, button } = useFilterToggle();
  const mobile = useMobile();
  return (
    <ListScreen
      title="Questions"
      search="Keyword"
      panel={QuestionFilters}
      panelShown={shown}
      actions={
        <>
          {button}
          <CreateNewQuestionButton />
          <ExportButton />
        </>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={20}
      empty="No questions yet."
      {...props}
    >
      <DataTable sx={mobile ? undefined : gridSx}>
        {!mobile && <IdField label="ID" sortable={false} />}
        <TextField source="question" label="Question" sortable={false} />
        <NumberField source="level" label="Level" />
        {!mobile && <FunctionField<Q> source="questionType" label="Type" render={(q) => <TypeLabel question={q} />} />}
        {!mobile && (
          <FunctionField<Q>
            source="targetLanguage"
            label="Target Language"
            render={(q) => languageName(q.targetLanguage)}
          />
        )}
        {!mobile && <FunctionField<Q> source="textType" label="Text Type" render={(q) => textTypeName(q.textType)} />}
        {!mobile && <FunctionField<Q> label="Flagged" render={(q) => (q.isFlagged ? <FlaggedMark /> : null)} />}
        <RowActions noun="question" label="Actions" />
      </DataTable>
    </ListScreen>
  );
}
