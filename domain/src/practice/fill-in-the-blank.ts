/**
 * Fill in the blank, typed live (SPEC §4): the input is correct when it matches the answer exactly;
 * its colour says whether what is typed so far is a prefix of the answer; every keystroke that leaves
 * a non-prefix lowers the partial value by 0.1 (never below 0); an answer containing + or * lowers it too.
 */
export const partialStep = 0.1;

export const isPrefixOf = (typed: string, answer: string) => answer.startsWith(typed);
export const isExact = (typed: string, answer: string) => typed === answer;

/** The partial value after one keystroke changed the text to `typed`. */
export function afterKeystroke(partial: number, typed: string, answer: string): number {
  let next = partial;
  if (!isPrefixOf(typed, answer)) next -= partialStep;
  if (/[+*]/.test(typed)) next -= partialStep;
  return Math.max(0, Math.round(next * 10) / 10);
}

/** The hint: the answer's first letter and its length. */
export function hint(answer: string): { firstLetter: string; length: number; text: string } {
  const firstLetter = [...answer][0] ?? '';
  const length = [...answer].length;
  return { firstLetter, length, text: `Starts with "${firstLetter}", ${length} letters` };
}

/** The accented letters offered as buttons beside the input, per language (SPEC §4 lists four). */
export const specialCharacters: Record<string, string[]> = {
  french: ['à', 'â', 'æ', 'ç', 'é', 'è', 'ê', 'ë', 'î', 'ï', 'ô', 'œ', 'ù', 'û', 'ü', 'ÿ'],
  spanish: ['á', 'é', 'í', 'ñ', 'ó', 'ú', 'ü', '¿', '¡'],
  portuguese: ['á', 'â', 'ã', 'à', 'ç', 'é', 'ê', 'í', 'ó', 'ô', 'õ', 'ú'],
  german: ['ä', 'ö', 'ü', 'ß'],
  dutch: ['é', 'ë', 'ï', 'ó', 'ö', 'ü', 'è', 'á'],
  sango: ['â', 'ä', 'ê', 'ë', 'î', 'ï', 'ô', 'ö', 'û', 'ü'],
  dzongkha: [
    'ཀ',
    'ཁ',
    'ག',
    'ང',
    'ཅ',
    'ཆ',
    'ཇ',
    'ཉ',
    'ཏ',
    'ཐ',
    'ད',
    'ན',
    'པ',
    'ཕ',
    'བ',
    'མ',
    'ཙ',
    'ཚ',
    'ཛ',
    'ཝ',
    'ཞ',
    'ཟ',
    'འ',
    'ཡ',
    'ར',
    'ལ',
    'ཤ',
    'ས',
    'ཧ',
    'ཨ',
    'ི',
    'ུ',
    'ེ',
    'ོ',
    '་',
  ],
  english: [],
};
