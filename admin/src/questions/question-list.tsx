import type { ReactElement } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Typography } from '@mui/material';
import {
  Button,
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  Loading,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useCreate,
  useNotify,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  flagFilterChoices,
  knowledgeTypeName,
  languageName,
  levelChoices,
  questionTypeChoices,
  questionTypeName,
  targetLanguageChoices,
  textTypeChoices,
  textTypeName,
  userLanguageChoices,
} from '../shared/choices';
import { useFilterToggle } from '../shared/filter-toggle';
import { IdField } from '../shared/id-field';
import type { PathListProps } from '../shared/path-list';
import { SpecPagination } from '../shared/pagination';
import { RowActions } from '../shared/row-actions';
import { useEditPath } from '../shared/spec-routes';
import { useMobile } from '../shared/use-mobile';
import type { AdminQuestionRecord } from '../providers/records';

const searchInput = <SearchInput key="q" source="q" alwaysOn placeholder="Keyword" />;
// Always on while shown: the panel is what Show Filters toggles (SPEC §2). A change returns to page 1.
const panel = [
  <SelectInput key="u" source="userLanguage" label="User Language" choices={userLanguageChoices} alwaysOn />,
  <SelectInput key="t" source="targetLanguage" label="Target Language" choices={targetLanguageChoices} alwaysOn />,
  <SelectInput key="l" source="level" label="Level" choices={levelChoices} alwaysOn />,
  <SelectInput key="qt" source="questionType" label="Question Type" choices={questionTypeChoices} alwaysOn />,
  <SelectInput key="tt" source="textType" label="Text Type" choices={textTypeChoices} alwaysOn />,
  <SelectInput key="f" source="flag" label="Red Flags" choices={flagFilterChoices} alwaysOn />,
];

/** Create New Question: the API makes a blank question, then its edit screen opens (/admin/questionfilter/{id}/edit). */
function CreateNewQuestionButton() {
  const [create, { isPending }] = useCreate<AdminQuestionRecord>();
  const navigate = useNavigate();
  const editPath = useEditPath();
  const notify = useNotify();
  const onClick = () =>
    create(
      'questionfilter',
      { data: {} },
      {
        onSuccess: (record) => navigate(editPath('questionfilter', record.id)),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Button label="Create New Question" onClick={onClick} disabled={isPending}>
      <AddIcon />
    </Button>
  );
}

function Actions({ toggle }: { toggle: ReactElement }) {
  return (
    <TopToolbar>
      {toggle}
      <CreateNewQuestionButton />
      <ExportButton maxResults={1000} />
    </TopToolbar>
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
  const { filters, button } = useFilterToggle([searchInput], panel);
  const mobile = useMobile();
  return (
    <List<Q>
      title="Questions"
      filters={filters}
      actions={<Actions toggle={button} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={20}
      pagination={<SpecPagination />}
      loading={<Loading />}
      {...props}
    >
      <Datagrid rowClick={false} bulkActionButtons={false} sx={mobile ? undefined : gridSx}>
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
      </Datagrid>
    </List>
  );
}
