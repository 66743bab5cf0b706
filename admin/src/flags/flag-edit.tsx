import { Link } from 'react-router-dom';
import { Button } from '@mui/material';
import { Box, Typography } from '@mui/material';
import { Labeled, SimpleForm, TextField, TextInput, required, useGetOne, useRecordContext } from 'react-admin';
import { flagStatusChoices, redFlagChoices } from '../shared/choices';
import { YesNoSelect } from '../shared/yes-no-select';
import { EditScreen, EditToolbar } from '../shared/edit-screen';
import { useEditPath } from '../shared/spec-routes';
import type { AdminFlagRecord, AdminQuestionRecord } from '../providers/records';
import { Marks } from './marks';

/** The question's full edit, for fixes beyond its text. */
function FullQuestionLink() {
  const record = useRecordContext<AdminFlagRecord>();
  const editPath = useEditPath();
  const id = record?.questionData?._id;
  if (!id) return null;
  return (
    <Button component={Link} to={editPath('questionfilter', id)}>
      Edit the full question
    </Button>
  );
}

/** The flagged question's answers, each marked right (green ✓) or wrong (red ✗), so the admin can judge the flag. */
function FlaggedAnswers() {
  const record = useRecordContext<AdminFlagRecord>();
  const id = record?.questionData?._id;
  const {
    data: question,
    isPending,
    error,
  } = useGetOne<AdminQuestionRecord>('questionfilter', { id: id ?? '' }, { enabled: Boolean(id) });
  if (!id) return null;
  if (isPending) return <Typography variant="body2">Loading the answers…</Typography>;
  if (error || !question)
    return <Typography variant="body2">The question&apos;s answers could not be loaded.</Typography>;
  return (
    <Box component="section" aria-label="Answers" sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h2">
        Answers
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {question.answers.map((answer, i) => (
          <Box component="li" key={i} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', py: 0.25 }}>
            <Box
              component="span"
              aria-label={answer.isCorrect ? 'correct' : 'wrong'}
              sx={{ color: answer.isCorrect ? '#1e7a46' : '#c62828', fontWeight: 700 }}
            >
              {answer.isCorrect ? '✓' : '✗'}
            </Box>
            <span>{answer.text}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * SPEC §2 /admin/flags/{id}/edit: resolve the flag and fix or unflag its question in one update. The form holds
 * the whole flag, so the save sends back the version it was read at.
 */
export function FlagEdit() {
  return (
    <EditScreen title="Flag" noun="flag">
      <SimpleForm toolbar={<EditToolbar />}>
        <Labeled label="ID">
          <TextField source="id" />
        </Labeled>
        <Labeled label="User">
          <TextField source="userData.name" />
        </Labeled>
        <Labeled label="User Email">
          <TextField source="userData.email" />
        </Labeled>
        <Labeled label="Comment">
          <TextField source="comment" emptyText="(no comment)" />
        </Labeled>
        <Marks />
        <TextInput source="questionData.question" label="Question" multiline fullWidth validate={required()} />
        <FlaggedAnswers />
        <YesNoSelect source="questionData.isFlagged" label="Red Flags" choices={redFlagChoices} />
        <YesNoSelect source="resolved" label="Status" choices={flagStatusChoices} />
        <FullQuestionLink />
      </SimpleForm>
    </EditScreen>
  );
}
