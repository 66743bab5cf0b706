import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';
import { knowledgeTypes, questionTypes } from '../questions/question';
import { scoreValues } from '../practice/events';

const grade = z.object({ score: z.enum(scoreValues), pointscore: z.number().min(0).max(1) });

/**
 * An answer given earlier, graded again after its question's key was corrected (or an accepted answer
 * added). Carries what every read model that counted the answer needs to move it from the old grade to the
 * new one, without reading the answer back: the answer's own time, language, level, classroom, quiz and
 * tricky-word item.
 */
export const { AnswerRegraded } = defineEvents('learner', {
  AnswerRegraded: {
    description:
      "An answer already recorded was re-graded after its question's key changed: `from` the grade it had, `to` the grade it has now. `answeredAt` and `position` name the answer (its time and its place in the log).",
    schema: z.object({
      question: z.string(),
      position: z.number(),
      answeredAt: z.string(),
      answer: z.string(),
      from: grade,
      to: grade,
      language: z.string(),
      level: z.number().int().min(1).max(10),
      questionType: z.enum(questionTypes),
      knowledgeType: z.union([z.enum(knowledgeTypes), z.literal('')]),
      classroom: z.string().nullable(),
      quiz: z.string().optional(),
      /** The answer was given in a test-mode quiz (see AnswerRecorded): the learner's practice read models never counted it. */
      test: z.literal(true).optional(),
      /** The item the learner's tricky words count the answer under (its key or question text when answered). */
      item: z.string().optional(),
    }),
  },
});

export type RegradeEvent = EventOf<typeof AnswerRegraded>;

/** The stream of a question's re-grades: one `QuestionRegraded` per correction of its key. */
export const regradeStream = (questionId: string) => `regrade-${questionId}`;

/**
 * A re-grade finished (issue 26 item 6): the answers already given to a question were graded again after
 * the edit at log position `edit`, and this many changed verdict. Its teacher is shown these counts.
 */
export const { QuestionRegraded } = defineEvents('regrade', {
  QuestionRegraded: {
    description:
      "The answers already given to a question were graded again after its key changed (the edit at log position `edit`): `regraded` changed verdict, `nowRight` of them to right and `nowWrong` to wrong, each recorded as `AnswerRegraded` on its learner's stream.",
    schema: z.object({
      question: z.string(),
      edit: z.number().int(),
      regraded: z.number().int().min(0),
      nowRight: z.number().int().min(0),
      nowWrong: z.number().int().min(0),
    }),
  },
});

export type QuestionRegradedEvent = EventOf<typeof QuestionRegraded>;
