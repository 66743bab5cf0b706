import { z } from 'zod';
import { levelSchema, practiceLanguages, type PracticeLanguage } from '../languages';
import { wholeNumber } from '../core/whole-number';
import { answerSchema, knowledgeTypes, questionTypes } from '../questions/question';
import { quizModes, quizSources } from './events';
import { audienceGroup, groupFilterQuery } from '../classrooms/groups';

/** HTTP contracts of quizzes (issue 26 item 8): making one, swapping a question, listing, the report. */
const id = z.string().min(1).max(64);
const isoTime = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date and time (ISO 8601)')
  .transform((v) => new Date(v).toISOString());
const optionalTime = z.preprocess((v) => (v === '' || v === null ? undefined : v), isoTime.optional());
const nonEmpty = <T extends z.ZodType>(item: T) => z.array(item).max(20).optional();

export const createQuizBody = z.object({
  classroom: id,
  title: z.string().trim().min(1, 'Title is required').max(200),
  targetLanguage: z.enum(practiceLanguages as [PracticeLanguage, ...PracticeLanguage[]]),
  levels: z.array(levelSchema).min(1, 'Choose at least one level').max(10),
  questionTypes: nonEmpty(z.enum(questionTypes)),
  knowledgeTypes: nonEmpty(z.enum(knowledgeTypes)),
  count: wholeNumber(z.number().min(1).max(100)),
  order: z.enum(['fixed', 'random']).default('fixed'),
  opensAt: optionalTime,
  dueAt: optionalTime,
  /** The teacher's own choice of questions (their own, or the classroom's): drawn from the bank when absent. */
  questions: z.array(id).min(1).max(100).optional(),
  /** Issue 38: a draft no student sees until it is assigned (POST /api/quizzes/{id}/assign). */
  draft: z.boolean().optional(),
  mode: z.enum(quizModes).default('practice'),
  /** Issue 38: assigned to one learner group of the classroom (absent or null: the whole class). */
  group: audienceGroup,
});
export type CreateQuizBody = z.infer<typeof createQuizBody>;

export const quizSwapParams = z.object({ id, questionId: id });
/** The replacement: a given question that fits, or (absent) one drawn from the bank by the quiz's criteria. */
export const quizSwapBody = z.object({ question: id.optional() });
/** A draft's planned dates stay unless others are given; its audience (`group`) stays unless one is given (null: the whole class). */
export const quizAssignBody = z.object({ opensAt: optionalTime, dueAt: optionalTime, group: audienceGroup });
/** Adds a question to a draft: the one given (the teacher's, the classroom's or the bank's), or one drawn from the quiz's source. */
export const quizAddBody = z.object({ question: id.optional() });
export const quizListQuery = z.object({ classroom: id });
export const quizReportQuery = z.object({
  format: z.enum(['json', 'csv']).optional(),
  /** Issue 38: which table the CSV holds: the learner × question grid (default) or the questions. */
  table: z.enum(['grid', 'questions']).optional(),
  ...groupFilterQuery.shape,
});

export const quizStatuses = ['draft', 'scheduled', 'open', 'overdue', 'closed'] as const;
/** A learner's progress in a quiz. */
export const quizProgress = ['not started', 'in progress', 'completed'] as const;

export const quizSummaryResponse = z.object({
  _id: z.string(),
  classroom: z.string(),
  title: z.string(),
  targetLanguage: z.string(),
  levels: z.array(z.number()),
  count: z.number(),
  order: z.enum(['fixed', 'random']),
  opensAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  status: z.enum(quizStatuses),
  version: z.number(),
  createdAt: z.string(),
  /** Issue 38 (absent on older quizzes: practice, assigned). */
  mode: z.enum(quizModes).optional(),
  draft: z.boolean().optional(),
  /** Issue 38: the learner group it is for (null: the whole class). */
  group: z.string().nullable().optional(),
  /** A student's own list only. */
  submitted: z.boolean().optional(),
  progress: z.enum(quizProgress).optional(),
  answered: z.number().optional(),
  score: z.number().optional(),
});

/** A question of a quiz as the teacher's preview and report and the student's quiz show it. */
export const quizQuestionResponse = z.object({
  _id: z.string(),
  question: z.string(),
  answers: z.array(answerSchema),
  level: z.number(),
  questionType: z.string(),
  knowledgeType: z.string().default(''),
  targetLanguage: z.string(),
});

/**
 * A question of a test as a student receives it before handing it in (issue 38): no key. A choice question keeps
 * its choices' text (in an order of its own per student), a typed one no answer at all.
 */
export const quizTestQuestionResponse = quizQuestionResponse.omit({ answers: true }).extend({
  answers: z.array(z.object({ text: z.string() })),
  answerBy: z.enum(['choice', 'typing']),
});

/** How one question went for one student: what the report's grid and the student's own report show. */
export const quizCellResults = ['right', 'partial', 'wrong', 'not answered', 'answered', 'not asked'] as const;

/** A question as a report names it: its id and text. */
const reportedQuestion = z.object({ _id: z.string(), question: z.string() });

/** One student's cell of the teacher's grid: how the question went (`quizCellResults`) and the answer given. */
export const quizGridCell = z.object({ question: z.string(), result: z.string(), answer: z.string().nullable() });

/**
 * GET /api/quizzes/{id}/report: the API builds it to this type, its CSVs read it, the web parses it. Each student
 * the report is for, with their score and the grid's cells (issue 38), and each question's results.
 */
export const quizReportResponse = z.object({
  quiz: z
    .object({
      _id: z.string(),
      title: z.string(),
      version: z.number().optional(),
      count: z.number().optional(),
      dueAt: z.string().nullable().optional(),
      mode: z.string().optional(),
      classroom: z.string().optional(),
      group: z.string().nullable().optional(),
    })
    .optional(),
  /** The learner × question grid's columns, each student's `cells` in their order. */
  columns: z.array(reportedQuestion).default([]),
  students: z.array(
    z.object({
      follower: z.string().optional(),
      student: z.string().optional(),
      studentName: z.string(),
      version: z.number().optional(),
      score: z.number(),
      answered: z.number(),
      total: z.number(),
      progress: z.string(),
      lastAnswerAt: z.string().nullable().optional(),
      submitted: z.boolean().optional(),
      submittedAt: z.string().nullable().optional(),
      cells: z.array(quizGridCell).default([]),
    }),
  ),
  questions: z.array(
    z.object({
      question: reportedQuestion,
      inCurrentVersion: z.boolean(),
      answers: z.number(),
      wrong: z.number(),
      wrongShare: z.number(),
      wrongAnswers: z.array(z.object({ answer: z.string(), count: z.number() })).default([]),
    }),
  ),
});
export type QuizReport = z.infer<typeof quizReportResponse>;

/**
 * A quiz as its teacher receives it from making, editing or opening it (POST /api/quizzes, GET /api/quizzes/{id}
 * and the draft's edits): the fields the screens read, with the defaults of a quiz older than issue 38.
 */
export const quizWrittenResponse = z.object({
  _id: z.string(),
  title: z.string().default(''),
  classroom: z.string().default(''),
  questions: z.array(quizQuestionResponse),
  draft: z.boolean().default(false),
  mode: z.enum(quizModes).default('practice'),
  source: z.enum(quizSources).default('drawn'),
  opensAt: z.string().nullable().default(null),
  dueAt: z.string().nullable().default(null),
  group: z.string().nullable().default(null),
});
export type QuizWritten = z.infer<typeof quizWrittenResponse>;

/** Issue 38: one line of a student's own report: their answer, its result and the key. */
export const quizStudentResult = z.object({
  question: reportedQuestion,
  answer: z.string().nullable(),
  result: z.enum(quizCellResults),
  correctAnswers: z.array(z.string()).default([]),
});
export type QuizStudentResult = z.infer<typeof quizStudentResult>;

/** A test's question before it is handed in (no key) comes first: a practice question would match it too. */
const takenQuestion = z.union([
  quizTestQuestionResponse,
  quizQuestionResponse.extend({ answerBy: z.never().optional() }),
]);

/**
 * GET /api/quizzes/{id} as a student of its classroom, and the reply of handing it in: the questions in the
 * student's order, what they have answered (taking it again goes on from the first one left), their report.
 */
export const quizTakenResponse = z.object({
  _id: z.string(),
  classroom: z.string(),
  title: z.string(),
  targetLanguage: z.string(),
  dueAt: z.string().nullable(),
  mode: z.enum(quizModes).default('practice'),
  status: z.string().default('open'),
  questions: z.array(takenQuestion),
  answeredQuestions: z.array(z.string()).default([]),
  givenAnswers: z.array(z.object({ question: z.string(), answer: z.string() })).default([]),
  submitted: z.boolean().default(false),
  score: z.number().optional(),
  total: z.number().default(0),
  results: z.array(quizStudentResult).optional(),
});
export type QuizTaken = z.infer<typeof quizTakenResponse>;
