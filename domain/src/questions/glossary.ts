import type { GlossEntry, Glossary } from './question';

/** A word of a text, where it stands: what a glossary is looked up by. */
export interface TextWord {
  text: string;
  start: number;
  end: number;
}

/**
 * Letters (with their marks and digits), hyphenated words kept whole (est-ce), and an elided French word
 * apart with its apostrophe (j’ai: j’ and ai), as the bank's sentences are written.
 */
const wordPattern = /[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}]+)*[’']?/gu;

export function textWords(text: string): TextWord[] {
  return [...text.matchAll(wordPattern)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

/** The key of a word in a glossary: lower case, the typewriter apostrophe as the bank writes it (’). */
export const glossKey = (word: string) => word.toLowerCase().normalize('NFC').replace(/'/g, '’');

export const glossOf = (glossary: Glossary | undefined, word: string): GlossEntry | undefined =>
  glossary
    ? Object.prototype.hasOwnProperty.call(glossary, glossKey(word))
      ? glossary[glossKey(word)]
      : undefined
    : undefined;

/** How many of a text's words the glossary knows (the bank's coverage measure, issue 36). */
export function glossCoverage(glossary: Glossary | undefined, text: string): { words: number; known: number } {
  const words = textWords(text);
  return { words: words.length, known: words.filter((w) => glossOf(glossary, w.text)).length };
}

/** The target-language sentence of a question's full text ("Je mange des pommes. — I eat apples."). */
export const targetSentence = (fullQuestion: string) => fullQuestion.split(' — ')[0];
