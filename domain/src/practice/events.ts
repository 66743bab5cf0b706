import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';
import { knowledgeTypes, questionTypes } from '../questions/question';

export const scoreValues = ['correct', 'partial', 'incorrect'] as const;
/** How a question was put to the learner when not as written (issue 36): heard through the browser's voice. */
export const answerModes = ['listening'] as const;

export const { AnswerRecorded } = defineEvents('learner', {
  AnswerRecorded: {
    description:
      "A learner answered a question (or skipped it, marked `skipped`, or asked to be shown the answer: pointscore 0). Carries what the dashboards need: the question's language, level, types and text as they were when answered. `test`: given in a test-mode quiz, so kept out of the learner's own dashboards, levels and reviews.",
    schema: z.object({
      question: z.string(),
      answer: z.string(),
      score: z.enum(scoreValues),
      pointscore: z.number().min(0).max(1),
      language: z.string(),
      level: z.number().int().min(1).max(10),
      questionType: z.enum(questionTypes),
      knowledgeType: z.union([z.enum(knowledgeTypes), z.literal('')]),
      questionText: z.string(),
      correctAnswer: z.string(),
      classroom: z.string().nullable(),
      /** A quiz's answer: the quiz, and the version of its question list the learner answered (pinned at their first answer). */
      quiz: z.string().optional(),
      quizVersion: z.number().int().min(1).optional(),
      /** The learner skipped the question (an empty answer without it was shown the answer, or is older than the mark). */
      skipped: z.literal(true).optional(),
      /** Classroom practice: how many questions the learner's round at this level holds (a round ends when each is answered). */
      roundSize: z.number().int().min(0).optional(),
      /** Issue 36: the question was heard, not read (type or tap what you hear). */
      mode: z.enum(answerModes).optional(),
      /**
       * Issue 38: an answer in a test-mode quiz. It counts in the quiz and the teacher's reports only, never in
       * the learner's own practice read models (dashboards, level windows, ability, notebook reviews).
       */
      test: z.literal(true).optional(),
    }),
  },
});

/** Whether an answer counts in the learner's own practice figures and levels: every answer but a test's. */
export const countsInPractice = (answer: { test?: true }) => answer.test !== true;

export type AnswerEvent = EventOf<typeof AnswerRecorded>;
