import type { QuestionFields } from '@lebe/domain';

/** What a question practises, read off its category: a sentence, a phrase (date, time, measure), a drill or a word. */
export type QuestionKind = 'sentence' | 'word' | 'phrase' | 'drill';
export function kindOf(f: Pick<QuestionFields, 'category' | 'knowledgeType'>): QuestionKind {
  if (f.category.startsWith('sentence')) return 'sentence';
  if (/^(date|relative time|measure)/.test(f.category)) return 'phrase';
  if (f.knowledgeType === 'conjugation' || f.knowledgeType === 'particles' || f.category === 'plural') return 'drill';
  return 'word';
}

/**
 * Whether a learner who knows nothing of the language could answer a choice of this kind by spelling alone:
 * words and phrases (dates, relative times, measures: “10 kilogram”, “9 november 2025”), whose right answer may
 * be the one choice that looks like the English. Sentences and drills differ from their wrong answers by forms.
 */
export const readableByLikeness = (kind: QuestionKind) => kind === 'word' || kind === 'phrase';
