import { z } from 'zod';
import { practiceLanguages } from '../languages';
import { recordAnswerBody } from '../practice/contracts';
import { questionResponse } from '../questions/contracts';

/** HTTP contracts of the placement test (issue 29: POST /api/placement, POST /api/placement/{id}/answers). */

export const placementStartBody = z.object({
  language: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(practiceLanguages as [string, ...string[]], {
      message: `language must be one of ${practiceLanguages.join(', ')}`,
    }),
  ),
});

/** An answer to the placement's current question: the same body practice sends, graded the same way. */
export const placementAnswerBody = recordAnswerBody;

/** The placement's next question, served as practice serves one (GET /api/questions). */
export const placementQuestionResponse = z.object({ id: z.string(), question: questionResponse });
export type PlacementQuestion = z.infer<typeof placementQuestionResponse>;

/** A finished placement: the start level it gives and the ability estimate behind it. */
export const placementDoneResponse = z.object({
  done: z.literal(true),
  level: z.number().int(),
  theta: z.number(),
  se: z.number(),
  items: z.number().int(),
});
export type PlacementDone = z.infer<typeof placementDoneResponse>;

export const placementAnswerResponse = z.union([placementQuestionResponse, placementDoneResponse]);
export type PlacementAnswerResponse = z.infer<typeof placementAnswerResponse>;
