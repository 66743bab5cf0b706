import { z } from 'zod';

/**
 * HTTP contracts of a classroom's teacher reports (issue 26, item 8): the roster and the class's difficult
 * questions over a period, and one student's page. Written by the web side first, to the contract;
 * the server answers with these shapes (extra fields are allowed: a client reads what it knows).
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is YYYY-MM-DD');
/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included, by the answers' times); ?format=csv gives text/csv. */
export const reportQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  format: z.enum(['json', 'csv']).optional(),
  /** Issue 38: which table the class CSV holds: the students (default) or the questions. */
  table: z.enum(['students', 'questions']).optional(),
  /** Issue 38: only this learner group's students (and the questions as they answered them). */
  group: z.string().max(100).optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

const questionRef = z.object({ _id: z.string(), question: z.string() });
/** A difficult question: its right answers (`key`) and whether the teacher wrote it, so may edit it (issue 38). */
const keyedQuestionRef = questionRef.extend({ key: z.array(z.string()).optional(), editable: z.boolean().optional() });

/** A student of the roster: figures for the period; accuracy in percent (0–100), 0 with no answers. */
export const rosterStudent = z.object({
  follower: z.string(),
  studentName: z.string(),
  answers: z.number(),
  accuracy: z.number(),
  distinctQuestions: z.number(),
  /** ISO time of their latest answer in the classroom (any period), null if never. */
  lastActive: z.string().nullable(),
  /** The level reached per language (language id → level). */
  levels: z.record(z.string(), z.number()),
  /** Questions with 4 or more wrong tries not later answered right. */
  needsHelp: z.array(z.string()),
  /** The student's user id, when given: what a student's page may be asked by. */
  student: z.string().optional(),
  /** Issue 29: the student's ability in the classroom's language (θ and its SE), once they have answered. */
  ability: z.object({ theta: z.number(), se: z.number() }).optional(),
  /** Issue 38: the needs-help questions with the wrong tries in the period, the most first (the reason in words). */
  helpTries: z.array(z.object({ question: z.string(), wrongTries: z.number() })).optional(),
});
export type RosterStudent = z.infer<typeof rosterStudent>;

export const difficultQuestion = z.object({
  question: keyedQuestionRef,
  answers: z.number(),
  wrong: z.number(),
  /** wrong / answers, 0–1. */
  wrongShare: z.number(),
  /** The wrong answers given, the most common first. */
  wrongAnswers: z.array(z.object({ answer: z.string(), count: z.number() })),
  /** Who got it wrong, and how often (when the server gives it). */
  wrongBy: z.array(z.object({ follower: z.string(), studentName: z.string(), count: z.number() })).optional(),
});
export type DifficultQuestion = z.infer<typeof difficultQuestion>;

export const classroomReportResponse = z.object({
  students: z.array(rosterStudent),
  difficultQuestions: z.array(difficultQuestion),
});
export type ClassroomReport = z.infer<typeof classroomReportResponse>;

/** GET /api/classrooms/{id}/report/students/{studentId}: one student's page over the period. */
export const studentReportResponse = z.object({
  follower: z.string(),
  studentName: z.string(),
  /** One point per day with answers, oldest first. */
  answersOverTime: z.array(z.object({ date: day, answers: z.number(), correct: z.number() })),
  /** Accuracy (percent) per knowledge type and level. */
  accuracyByKnowledgeType: z.array(
    z.object({ knowledgeType: z.string(), level: z.number(), answers: z.number(), accuracy: z.number() }),
  ),
  /** Their wrong answers, the latest first. */
  wrongAnswers: z.array(z.object({ question: questionRef, answer: z.string(), at: z.string() })),
});
export type StudentReport = z.infer<typeof studentReportResponse>;

/**
 * GET /api/myquestions/details/{id}/regrade: the re-grade of the answers already given after the last change
 * of the question's key: `pending` while it runs (a background job), `done` with what changed, `none` if the
 * key never changed.
 */
export const regradeStatusResponse = z.object({
  status: z.enum(['none', 'pending', 'done']),
  /** Answers whose verdict changed, and which way. */
  regraded: z.number(),
  nowRight: z.number(),
  nowWrong: z.number(),
});
export type RegradeStatus = z.infer<typeof regradeStatusResponse>;
