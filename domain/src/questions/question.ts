import { z } from 'zod';
import { targetLanguageSchema } from '../languages';

export const questionTypes = ['multiple_choice', 'fill_in_the_blank', 'translation', 'conjugation'] as const;
export const textTypes = ['ai', 'gutenburg'] as const;
export const knowledgeTypes = [
  'translation',
  'vocabulary',
  'synonyms and antonyms',
  'conjugation',
  'particles',
] as const;
export type QuestionType = (typeof questionTypes)[number];
export type KnowledgeType = (typeof knowledgeTypes)[number];

/**
 * The most accepted spellings one answer lists: a sentence with a fronted time word and a place, two futures and
 * a subject's synonyms has some 30 distinct right forms (Mañana los chicos van a comer … en el parque); a
 * two-clause sentence with the main verb's three forms, the place's other words and the nouns' synonyms some 100
 * (Eles gostariam que você encontrasse suas colheres na mesa / em cima da mesa / sobre a mesa).
 */
export const maxVariants = 128;

export const answerSchema = z.object({
  text: z.string().max(2000),
  isCorrect: z.boolean(),
  fragment: z.string().max(2000).optional(),
  /** Other spellings a typed answer may take and still be this one (e.g. "dreamed" for "dreamt"). */
  variants: z.array(z.string().max(200)).max(maxVariants).optional(),
  /** Issue 36: what a wrong choice means or why it is wrong (“Tisch: table”), told when a learner picks it. */
  meaning: z.string().max(500).optional(),
});
export type Answer = z.infer<typeof answerSchema>;

/**
 * Issue 36: what one word of a generated sentence means, as the bank's lexicon placed it: its dictionary form,
 * its English meaning, the gender of a noun, and for a verb form its infinitive and which form it is.
 */
export const glossEntrySchema = z.object({
  lemma: z.string().max(100),
  meaning: z.string().max(200),
  gender: z.enum(['m', 'f', 'n']).optional(),
  infinitive: z.string().max(100).optional(),
  form: z.string().max(100).optional(),
});
export type GlossEntry = z.infer<typeof glossEntrySchema>;

/** The words of a question's target-language sentence the bank knows, by their form in lower case ("mange"). */
export const glossarySchema = z
  .record(z.string().max(100), glossEntrySchema)
  .refine((g) => Object.keys(g).length <= 60, 'A glossary holds at most 60 words');
export type Glossary = z.infer<typeof glossarySchema>;

/** Every editable field of a question (SPEC §3 Question). */
export const questionFieldsSchema = z.object({
  question: z.string().max(5000),
  answers: z.array(answerSchema).max(20),
  category: z.string().max(200),
  level: z.number().int().min(1).max(10),
  weight: z.number().int().min(1).max(5),
  fullQuestion: z.string().max(10000),
  questionType: z.enum(questionTypes),
  userLanguage: z.string().max(50),
  targetLanguage: targetLanguageSchema,
  isFlagged: z.boolean(),
  citation: z.string().max(2000),
  textType: z.enum(textTypes),
  knowledgeType: z.union([z.enum(knowledgeTypes), z.literal('')]),
  /** Generated sentence questions only (issue 36): the glossary of its target-language sentence. */
  glossary: glossarySchema.optional(),
});
export type QuestionFields = z.infer<typeof questionFieldsSchema>;

/** What POST /api/questions makes before the admin edits it. New answers default to incorrect "Answer". */
export const blankQuestion: QuestionFields = {
  question: 'Sample question',
  answers: [{ text: 'Answer', isCorrect: false }],
  category: 'Sample category',
  level: 1,
  weight: 1,
  fullQuestion: '',
  questionType: 'multiple_choice',
  userLanguage: 'english',
  targetLanguage: 'english',
  isFlagged: false,
  citation: '',
  textType: 'ai',
  knowledgeType: 'vocabulary',
};

/** The instruction shown above a question, from its knowledge type (SPEC §2 /lebemodule). */
export const instructionLabels: Record<KnowledgeType, string> = {
  translation: 'Translation',
  vocabulary: 'Vocabulary',
  'synonyms and antonyms': 'Synonyms and antonyms',
  conjugation: 'Conjugation',
  particles: 'Particles',
};

export const correctAnswers = (q: Pick<QuestionFields, 'answers'>) => q.answers.filter((a) => a.isCorrect);
