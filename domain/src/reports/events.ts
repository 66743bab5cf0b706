import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';
import { knowledgeTypes, questionTypes } from '../questions/question';
import { scoreValues } from '../practice/events';

const grade = z.object({ score: z.enum(scoreValues), pointscore: z.number().min(0).max(1) });

/**
 * An answer given earlier, graded again after its question's key was corrected (or an accepted answer
 * added). Carries what every read model that counted the answer needs to move it from the old grade to the
 * new one, without reading the answer back: the answer's own time, language, level, classroom and quiz.
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
    }),
  },
});

export type RegradeEvent = EventOf<typeof AnswerRegraded>;
