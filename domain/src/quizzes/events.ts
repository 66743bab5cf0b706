import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';
import { knowledgeTypes, questionTypes } from '../questions/question';

/** What a quiz is drawn by (and what a swapped-in question must fit). */
export const quizCriteriaSchema = z.object({
  targetLanguage: z.string(),
  levels: z.array(z.number().int().min(1).max(10)),
  questionTypes: z.array(z.enum(questionTypes)),
  knowledgeTypes: z.array(z.enum(knowledgeTypes)),
});
export type QuizCriteria = z.infer<typeof quizCriteriaSchema>;

export const { QuizCreated, QuizQuestionSwapped, QuizAssigned, QuizClosed } = defineEvents('quiz', {
  QuizCreated: {
    description:
      "A classroom's teacher made a quiz: its criteria, its order, and the questions drawn from the bank (or the teacher's own) as version 1 of its list.",
    schema: quizCriteriaSchema.extend({
      quizId: z.string(),
      classroom: z.string(),
      owner: z.string(),
      title: z.string(),
      count: z.number().int().min(1),
      order: z.enum(['fixed', 'random']),
      questions: z.array(z.string()),
    }),
  },
  QuizQuestionSwapped: {
    description:
      'The teacher replaced one question of the quiz with another that fits; the list becomes `version`. Results already given keep the version they were answered at.',
    schema: z.object({ from: z.string(), to: z.string(), version: z.number().int().min(2) }),
  },
  QuizAssigned: {
    description:
      "The quiz was assigned to its classroom's students, open from `opensAt` and due by `dueAt` (ISO times, null: none).",
    schema: z.object({ classroom: z.string(), opensAt: z.string().nullable(), dueAt: z.string().nullable() }),
  },
  QuizClosed: {
    description: 'The teacher closed the quiz: it takes no more answers and leaves the students’ lists.',
    schema: z.object({}),
  },
});

export type QuizEvent =
  | EventOf<typeof QuizCreated>
  | EventOf<typeof QuizQuestionSwapped>
  | EventOf<typeof QuizAssigned>
  | EventOf<typeof QuizClosed>;
