import type { ReactElement } from 'react';
import {
  BooleanField,
  Button,
  Datagrid,
  DeleteWithConfirmButton,
  ExportButton,
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
import {
  flagFilterChoices,
  levelChoices,
  questionTypeChoices,
  targetLanguageChoices,
  textTypeChoices,
  userLanguageChoices,
} from './choices';
import { useNavigate } from 'react-router-dom';
import { useFilterToggle } from '../shared/filter-toggle';
import type { PathListProps } from '../shared/path-list';
import { SpecPagination } from '../shared/pagination';
import { SpecEditButton, useEditPath } from '../shared/spec-routes';

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
  const [create, { isPending }] = useCreate();
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
  return <Button label="Create New Question" onClick={onClick} disabled={isPending} />;
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

export function QuestionList(props: PathListProps) {
  const { filters, button } = useFilterToggle([searchInput], panel);
  return (
    <List
      title="Questions"
      filters={filters}
      actions={<Actions toggle={button} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={20}
      pagination={<SpecPagination />}
      loading={<Loading />}
      {...props}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="id" label="ID" sortable={false} />
        <TextField source="question" label="Question" sortable={false} />
        <NumberField source="level" label="Level" />
        <TextField source="questionType" label="Type" />
        <TextField source="targetLanguage" label="Target Language" />
        <TextField source="textType" label="Text Type" />
        <BooleanField source="isFlagged" label="Flagged" sortable={false} />
        <SpecEditButton />
        <DeleteWithConfirmButton confirmTitle="Delete question" confirmContent="Are you sure" />
      </Datagrid>
    </List>
  );
}
