import type { QuestionFields } from '@lebe/domain';

/** What a question practises, read off its category: a sentence, a phrase (date, time, measure), a drill or a word. */
export type QuestionKind = 'sentence' | 'word' | 'phrase' | 'drill';
export function kindOf(f: Pick<QuestionFields, 'category' | 'knowledgeType'>): QuestionKind {
  if (f.category.startsWith('sentence')) return 'sentence';
  if (/^(date|relative time|measure)/.test(f.category)) return 'phrase';
  if (f.knowledgeType === 'conjugation' || f.knowledgeType === 'particles' || f.category === 'plural') return 'drill';
  return 'word';
}
