import { language } from '../languages';
import { foldPunctuation } from './typed-answer';

/** One row of letter buttons beside a typed answer. */
export interface PadRow {
  label: string;
  letters: string[];
}

/** Rows Dzongkha adds: without the subjoined letters, signs and digits most Dzongkha words cannot be typed. */
const tibetan: PadRow[] = [
  {
    label: 'Subjoined letters',
    letters: [...'ྐྑྒྔྕྗྙྟྠྡྣྤྥྦྨྩྪྫྭྱྲླྴྵྷ'],
  },
  { label: 'Vowel signs and marks', letters: ['ི', 'ུ', 'ེ', 'ོ', 'ཱ', 'ྀ', 'ཾ', '྄', '་', '།'] },
  { label: 'Retroflex letters', letters: ['ཊ', 'ཋ', 'ཌ', 'ཎ', 'ཥ'] },
  { label: 'Digits', letters: [...'༠༡༢༣༤༥༦༧༨༩'] },
];

const combining = /\p{M}/u;
const tibetanVowelsAndMarks = new Set(['ི', 'ུ', 'ེ', 'ོ', '་']);

/** Characters a US keyboard types directly, or that match one it does (’ is ', – is -); anything else may need a button. */
const onKeyboard = (c: string) => [...foldPunctuation(c)].every((k) => k >= ' ' && k <= '~');

/**
 * The rows of letter buttons for a language. Letters the answer needs that neither the keyboard nor
 * the pad offers (Curaçao in English, Ä at the start of a German noun) join the
 * first row, so every answer can be typed; they are mixed in with the rest, not marked.
 */
export function letterPad(id: string, answer: string): PadRow[] {
  const base = [...(language(id)?.letterPad ?? [])];
  const rows: PadRow[] =
    id === 'dzongkha'
      ? [
          { label: 'Letters', letters: base.filter((c) => !tibetanVowelsAndMarks.has(c)) },
          ...tibetan.map((row) => ({ ...row })),
        ]
      : [{ label: 'Special characters', letters: base }];
  const offered = new Set(rows.flatMap((r) => r.letters));
  const needed = [...new Set([...answer])].filter((c) => !onKeyboard(c) && !offered.has(c) && c.trim() !== '');
  rows[0] = { ...rows[0], letters: [...rows[0].letters, ...needed] };
  return rows.filter((r) => r.letters.length > 0);
}

/** How a button shows a letter: a combining sign sits on a dotted circle so it can be seen. */
export const padFace = (letter: string) => (combining.test(letter) ? `◌${letter}` : letter);
