/**
 * Known faults of the CLDR data in Node's ICU, each corrected or left out on evidence stated in
 * docs/question-bank.md (“CLDR errata”), never on a guess about the language.
 */

/**
 * Corrections of a misspelling, with the evidence: Dzongkha “week” is བདུན་ཕྲག་ (a set of བདུན, seven:
 * the Dzongkha Development Commission's dz_BT locale in glibc writes July ཟླ་བ་བདུན་པ་, “the seventh
 * month”, and the Dzongkha Hunspell dictionary, hunspell-dz, accepts the syllable བདུན and rejects
 * CLDR's བངུན, which Tibetan orthography does not allow: the prefix བ never stands before ང).
 */
const misspellings: Record<string, [wrong: RegExp, right: string][]> = {
  dz: [[/བངུན་ཕྲག/g, 'བདུན་ཕྲག']],
};

/** The text with the locale's known CLDR misspellings corrected. */
export function corrected(locale: string, text: string): string {
  let out = text;
  for (const [wrong, right] of misspellings[locale] ?? []) out = out.replace(wrong, right);
  return out;
}

/**
 * A string CLDR carries broken: a “$” or a doubled hyphen inside a word (Sango “dol$ara ttî äLetäa-Ôko”,
 * “Ködörögbïä--Ôko”), or letters of two scripts inside one word. Such a name is not asked.
 */
const scriptOf = (c: string) =>
  /\p{Script=Latin}/u.test(c)
    ? 'Latin'
    : /\p{Script=Tibetan}/u.test(c)
      ? 'Tibetan'
      : /\p{Script=Common}/u.test(c)
        ? ''
        : 'other';

export function corrupt(text: string): boolean {
  // A doubled tsheg (Dzongkha ཏི་་མོར་ལེ་ཨེསཊ, Timor-Leste) is a typo no learner types (strict reading of 29 Nov).
  if (/\$|--|\u0F0B\u0F0B/.test(text)) return true;
  return text.split(/[\s\p{P}\p{S}]+/u).some((word) => {
    const scripts = new Set([...word].filter((c) => /\p{L}/u.test(c)).map(scriptOf));
    scripts.delete('');
    return scripts.size > 1;
  });
}
