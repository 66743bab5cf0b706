import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';
import { questionTypes } from '../questions/question';
import { scoreValues } from '../practice/events';

/** A question of a placement with what the placement used of it: its difficulty and guessing floor. */
const askedQuestion = z.object({
  question: z.string(),
  questionType: z.enum(questionTypes),
  level: z.number().int().min(1).max(10),
  /** The difficulty on the ability scale the placement took it to have (calibrated, else the prior's). */
  b: z.number(),
  /** The chance of guessing it right (1/options for a choice, 0 for a typed answer). */
  guess: z.number().min(0).max(1),
});

export const { PlacementStarted, PlacementQuestionAsked, PlacementAnswered, PlacementCompleted } = defineEvents(
  'placement',
  {
    PlacementStarted: {
      description:
        'A learner began a placement test in a language: adaptive questions that find the level their practice starts at.',
      schema: z.object({ user: z.string(), language: z.string() }),
    },
    PlacementQuestionAsked: {
      description:
        'The placement put its next question: the most informative at the current estimate, never one asked before, of another type than the last when one is on offer.',
      schema: askedQuestion,
    },
    PlacementAnswered: {
      description:
        "The learner answered the placement's current question, graded as practice grades it (\"don't know\" is 0); theta and se are the learner's ability estimate after it.",
      schema: z.object({
        question: z.string(),
        answer: z.string(),
        score: z.enum(scoreValues),
        pointscore: z.number().min(0).max(1),
        theta: z.number(),
        se: z.number().min(0),
      }),
    },
    PlacementCompleted: {
      description:
        "The placement ended (the level it gives within one of the learner's with 88 % probability after at least 6 answers, 80 % from the 13th, or 20 answers, or no question left): the ability estimate (the posterior's mean and SD) and the start level it gives (the level most likely within one of the learner's, at most the language's top main-practice level). The learner's level in the language is raised to it in the same write.",
      schema: z.object({
        user: z.string(),
        language: z.string(),
        theta: z.number(),
        se: z.number().min(0),
        level: z.number().int().min(1).max(10),
        items: z.number().int().min(0),
      }),
    },
  },
);

export type PlacementEvent =
  | EventOf<typeof PlacementStarted>
  | EventOf<typeof PlacementQuestionAsked>
  | EventOf<typeof PlacementAnswered>
  | EventOf<typeof PlacementCompleted>;
