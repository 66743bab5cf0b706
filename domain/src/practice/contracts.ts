import { z } from 'zod';
import { answerModes, scoreValues } from './events';

/** HTTP contracts of practice: recording an answer (SPEC §7 Dashboards: POST /api/dashboards, /api/mydashboards). */

/**
 * An answer to a question: the text given (the choice made, or the typed text, also when given up:
 * the app then claims pointscore 0; empty when skipped or shown before anything was typed). `score` and `pointscore` are the client's claims: the server grades the answer itself from the
 * question it holds and records its own grade. A typed answer may report `keystrokes`, the text after
 * each keystroke, so the server can replay SPEC §4's partial value.
 */
/** How much of an answer the contract takes: the text, and the keystrokes reported (how many, how long each). */
export const answerLimits = { answer: 2000, keystrokes: 500, keystroke: 500 } as const;

export const recordAnswerBody = z.object({
  answer: z.string().max(answerLimits.answer).default(''),
  question: z.string().min(1, 'question is required').max(64),
  score: z.enum(scoreValues).optional(),
  pointscore: z.number().min(0).max(1).optional(),
  keystrokes: z.array(z.string().max(answerLimits.keystroke)).max(answerLimits.keystrokes).optional(),
  /** The question was skipped (not answered, not shown): recorded as 0, and the ability model ignores it. */
  skipped: z.boolean().optional(),
  /** Issue 36: how the question was put. 'listening': heard, not read (type or tap what you hear). */
  mode: z.enum(answerModes).optional(),
});
export type RecordAnswerBody = z.infer<typeof recordAnswerBody>;

/** A classroom's answer names the classroom (POST /api/mydashboards; also accepted on /api/dashboards). */
export const classroomAnswerBody = recordAnswerBody.extend({
  classroom: z.string().min(1, 'classroom is required').max(64),
  /** Issue 26: an answer in a quiz assigned to the classroom. */
  quiz: z.string().min(1).max(64).optional(),
});
export const anyAnswerBody = recordAnswerBody.extend({
  classroom: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(64).optional()),
});

/** The answer as recorded (SPEC §3 Dashboard record), with the server's grade. */
export const recordedAnswerResponse = z.object({
  question: z.string(),
  answer: z.string(),
  score: z.enum(scoreValues),
  pointscore: z.number(),
  language: z.string(),
  level: z.number().int(),
  classroom: z.string().nullable(),
  quiz: z.string().optional(),
  quizVersion: z.number().int().optional(),
  /** Issue 36: 'listening' when the question was heard, not read. */
  mode: z.enum(answerModes).optional(),
  /** Main practice (issue 29): the learner's ability in the language after this answer. */
  ability: z.object({ theta: z.number(), se: z.number() }).optional(),
  /**
   * Main practice: whether going up from the answer's level to `level` stands on what is recorded: SPEC §4's
   * streak (the last five answers at the level all right; issue 35). `probability` (P(θ ≥ the next level's
   * threshold)) and `needed` (what the measured level would want) are information only.
   */
  levelUp: z
    .object({
      level: z.number().int(),
      allowed: z.boolean(),
      streak: z.boolean(),
      probability: z.number(),
      needed: z.number(),
    })
    .optional(),
});
export type RecordedAnswer = z.infer<typeof recordedAnswerResponse>;
