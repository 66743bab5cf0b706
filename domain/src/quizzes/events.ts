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

/** Issue 38: 'practice' marks each answer as it is given; 'test' keeps the key and the marks until the student submits. */
export const quizModes = ['practice', 'test'] as const;
export type QuizMode = (typeof quizModes)[number];
/** Where a quiz's questions come from, and so where a swap draws: the bank by its criteria, or the teacher's choice. */
export const quizSources = ['drawn', 'chosen'] as const;
export type QuizSource = (typeof quizSources)[number];

const listChange = z.object({ question: z.string(), version: z.number().int().min(2) });

export const { QuizCreated, QuizQuestionSwapped, QuizQuestionAdded, QuizQuestionRemoved, QuizAssigned, QuizClosed } =
  defineEvents('quiz', {
    QuizCreated: {
      description:
        "A classroom's teacher made a quiz: its criteria, its order, and the questions drawn from the bank (or the teacher's own) as version 1 of its list. Issue 38: `draft` (no student sees it until QuizAssigned), `mode` (absent: practice), `source` (absent: drawn) and the dates and `group` a draft is planned with.",
      schema: quizCriteriaSchema.extend({
        quizId: z.string(),
        classroom: z.string(),
        owner: z.string(),
        title: z.string(),
        count: z.number().int().min(1),
        order: z.enum(['fixed', 'random']),
        questions: z.array(z.string()),
        draft: z.boolean().optional(),
        mode: z.enum(quizModes).optional(),
        source: z.enum(quizSources).optional(),
        opensAt: z.string().nullable().optional(),
        dueAt: z.string().nullable().optional(),
        group: z.string().nullable().optional(),
      }),
    },
    QuizQuestionSwapped: {
      description:
        'The teacher replaced one question of the quiz with another that fits; the list becomes `version`. Results already given keep the version they were answered at.',
      schema: z.object({ from: z.string(), to: z.string(), version: z.number().int().min(2) }),
    },
    QuizQuestionAdded: {
      description: 'The teacher added a question at the end of a draft quiz; the list becomes `version`.',
      schema: listChange,
    },
    QuizQuestionRemoved: {
      description: 'The teacher took a question out of a draft quiz; the list becomes `version`.',
      schema: listChange,
    },
    QuizAssigned: {
      description:
        "The quiz was assigned to its classroom's students, open from `opensAt` and due by `dueAt` (ISO times, null: none). Issue 38: `group` (absent or null: the whole class), the learner group whose students alone see and take it.",
      schema: z.object({
        classroom: z.string(),
        opensAt: z.string().nullable(),
        dueAt: z.string().nullable(),
        group: z.string().nullable().optional(),
      }),
    },
    QuizClosed: {
      description: 'The teacher closed the quiz: it takes no more answers and leaves the students’ lists.',
      schema: z.object({}),
    },
  });

export const { QuizSubmitted } = defineEvents('quizsubmission', {
  QuizSubmitted: {
    description:
      'Issue 38: a student handed in a quiz (stream `quizsubmission-<quiz>:<student>`): it takes no more of their answers, and a test shows them its marks and its key. `version` is the list they answered.',
    schema: z.object({ quiz: z.string(), student: z.string(), version: z.number().int().min(1) }),
  },
});

export type QuizEvent =
  | EventOf<typeof QuizCreated>
  | EventOf<typeof QuizQuestionSwapped>
  | EventOf<typeof QuizQuestionAdded>
  | EventOf<typeof QuizQuestionRemoved>
  | EventOf<typeof QuizAssigned>
  | EventOf<typeof QuizClosed>;
export type QuizSubmissionEvent = EventOf<typeof QuizSubmitted>;
