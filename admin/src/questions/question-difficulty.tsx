import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AdminQuestionRecord } from '../providers/records';

/**
 * How hard the learners' answers say the question is (issue 29): b on the ability scale levels are defined on
 * (README, "What a level means"), and how many answers it rests on; from 20 answers practice serves it by it.
 */
export function QuestionDifficulty() {
  const record = useRecordContext<AdminQuestionRecord>();
  if (!record) return null;
  const { difficulty } = record;
  return (
    <>
      <Typography variant="body2" sx={{ px: 2 }} data-testid="question-difficulty">
        {difficulty
          ? `Difficulty b = ${difficulty.b.toFixed(2)} from ${difficulty.answers} answer${difficulty.answers === 1 ? '' : 's'}${difficulty.answers >= 20 ? ' (calibrated)' : ''}`
          : 'Difficulty: not answered yet'}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ px: 2, pb: 2 }}>
        b is how hard the answers make the question on the level scale: about −2.25 at level 1 to +2.25 at level 10;
        higher is harder.
      </Typography>
    </>
  );
}
