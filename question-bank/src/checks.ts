/**
 * The mechanical defects a reviewer finds without knowing the language, checked over whole banks
 * (a few languages' seed banks in a test, the whole seed or full bank by `npx tsx question-bank/src/check-bank.ts`):
 * choices answerable by matching digits, an answer standing in its own question, a fill-in-the-blank
 * without its blank, a conjugation answer without its whole-word fragment, a question in the wrong
 * direction, choices that repeat, and an accepted spelling offered as wrong; fields the question contract refuses,
 * without a source and licence cited.
 */
import { questionFieldsSchema } from '@lebe/domain';
import type { GeneratedQuestion } from './common';

export type Defect =
  'digits' | 'answer-in-question' | 'no-blank' | 'fragment' | 'direction' | 'choices' | 'variant-offered' | 'fields';

const tibetan = '༠༡༢༣༤༥༦༧༨༩';
/** The digits of a text, Tibetan digits read as the same numbers. */
export const digitsOf = (text: string) =>
  [...text]
    .map((c) => (tibetan.includes(c) ? String(tibetan.indexOf(c)) : c))
    .filter((c) => /\d/.test(c))
    .join('');

const normal = (s: string) => s.toLowerCase().normalize('NFC');
const letter = /[\p{L}\p{N}]/u;
/** Whether `answer` stands as whole words in `text`. */
export function containsWords(text: string, answer: string): boolean {
  const needle = normal(answer.trim());
  if (!needle) return false;
  const hay = normal(text);
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
    const before = i === 0 ? '' : hay[i - 1];
    const after = hay[i + needle.length] ?? '';
    if (!(before && letter.test(before)) && !(after && letter.test(after))) return true;
  }
  return false;
}

const otherLanguages = /\b(Dutch|Dzongkha|French|German|Portuguese|Sango|Spanish)\b/;
const names: Record<string, string> = {
  dutch: 'Dutch',
  dzongkha: 'Dzongkha',
  french: 'French',
  german: 'German',
  portuguese: 'Portuguese',
  sango: 'Sango',
  spanish: 'Spanish',
};

export function defects({ id, fields: q }: GeneratedQuestion): Defect[] {
  const out: Defect[] = [];
  const right = q.answers.filter((a) => a.isCorrect);
  const texts = q.answers.map((a) => a.text);
  const choice = q.answers.length > 1;
  if (
    right.length !== 1 ||
    new Set(texts).size !== texts.length ||
    texts.some((t) => !t.trim() || /[,;:]$/.test(t.trim()))
  )
    out.push('choices');
  if (choice && q.answers.length !== 4) out.push('choices');
  // A typed question has its one answer (its other right spellings are variants).
  if (choice && (q.questionType === 'fill_in_the_blank' || q.questionType === 'conjugation')) out.push('choices');
  // Valid by the question contract, citing its source and licence, with a stored id's shape.
  if (
    !questionFieldsSchema.safeParse(q).success ||
    !/Licen[cs]e|LGPL|CC BY|GPL/.test(q.citation) ||
    !/^[0-9a-f]{24}$/.test(id)
  )
    out.push('fields');
  const question = q.question;
  if (choice && digitsOf(question) && new Set(texts.map(digitsOf)).size > 1) out.push('digits');
  if (right.some((a) => containsWords(question, a.text))) out.push('answer-in-question');
  if (q.questionType === 'fill_in_the_blank' && !question.includes('___')) out.push('no-blank');
  if (q.questionType === 'conjugation')
    for (const a of right)
      if (!a.fragment || !containsWords(a.fragment, a.text) || !containsWords(q.fullQuestion, a.fragment))
        out.push('fragment');
  // Language names quoted as content (“German” as the word asked for) are not the question's direction.
  const mentioned = question.replace(/“[^”]*”/g, '').match(new RegExp(otherLanguages, 'g')) ?? [];
  if (q.targetLanguage === 'english' ? mentioned.length > 0 : mentioned.some((m) => m !== names[q.targetLanguage]))
    out.push('direction');
  const accepted = new Set(right.flatMap((a) => [a.text, ...(a.variants ?? [])]));
  if (q.answers.some((a) => !a.isCorrect && accepted.has(a.text))) out.push('variant-offered');
  return out;
}
