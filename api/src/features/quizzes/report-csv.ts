import type { CsvCell, QuizReport } from '@lebe/domain';

type Cell = QuizReport['students'][number]['cells'][number];
interface Table {
  header: string[];
  rows: CsvCell[][];
}

/** A grid cell in words, as the teacher's grid shows it: right, or how it went with the answer given. */
const cellText = ({ result, answer }: Cell) => {
  if (result === 'wrong') return `wrong: ${answer || '(no answer)'}`;
  if (result === 'partial') return `partly right: ${answer ?? ''}`;
  return result;
};

/**
 * The teacher's learner × question grid as one table (issue 38): a row per student with whether they handed it
 * in and their score, then a column per question (numbered as on the screen, so two alike stay apart).
 */
export function gridCsv(report: QuizReport): Table {
  const header = [
    'student',
    'handed in',
    'answered',
    'questions',
    'score',
    'progress',
    ...report.columns.map((c, i) => `${i + 1}. ${c.question}`),
  ];
  const rows = report.students.map((s) => [
    s.studentName,
    s.submitted ? 'yes' : 'no',
    s.answered,
    s.total,
    s.score,
    s.progress,
    ...s.cells.map(cellText),
  ]);
  return { header, rows };
}

/** The quiz's questions in their own table: how often each was answered and got wrong, and the wrong answers. */
export function questionsCsv(report: QuizReport): Table {
  const header = ['question', 'in current version', 'answers', 'wrong', 'accuracy', 'wrong answers'];
  const rows = report.questions.map((q) => [
    q.question.question,
    q.inCurrentVersion ? 'yes' : 'no',
    q.answers,
    q.wrong,
    Math.round((1 - q.wrongShare) * 10000) / 100,
    q.wrongAnswers.map((w) => `${w.answer} (${w.count})`).join('; '),
  ]);
  return { header, rows };
}
