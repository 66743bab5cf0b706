import { language as languageOf } from '../languages';
import { contractionSpellings } from './contractions';

/**
 * Fill in the blank, typed live (SPEC §4). Matching is forgiving where a teacher would be: both sides
 * in Unicode NFC, whitespace trimmed and collapsed, case ignored, the final tsheg optional in Dzongkha,
 * a sentence's final full stop or question mark and Spanish ¿ optional, a comma within it optional (Mañana, los
 * niños … or Mañana los niños …: the comma after a short fronted phrase is the writer's choice), English
 * contractions either way,
 * apostrophes, quotes and dashes folded to the ones a keyboard types (French ’ and « », typographic
 * dashes), and any accepted spelling of the answer (its `variants`) counts. Accents still count: the spec
 * scores them. The partial value starts at 1 and every keystroke that types something leaving the text
 * off every accepted form lowers it by 0.1 (floor 0); so does an answer containing + or *. Deleting
 * (Backspace) never costs.
 */
export const partialStep = 0.1;

/**
 * The spellings a typed answer may take: the answer's text and its accepted variants, each with its English
 * contractions either way (contractions.ts).
 */
export const acceptedForms = (answer: { text: string; variants?: readonly string[] }) => [
  ...new Set([answer.text, ...(answer.variants ?? [])].flatMap((form) => contractionSpellings(form))),
];

const tshegs = /[\u0F0B\u0F0C]+$/u;

/** Apostrophes (’ ʼ ‘ ‛), quotes (“ ” „ ‟ « ») and dashes (‐ ‑ ‒ – — ― −): each family reads as the key a keyboard has. */
const apostrophes = /[\u2018\u2019\u201B\u02BC]/gu;
const quotes = /[\u201C\u201D\u201E\u201F\u00AB\u00BB]/gu;
const dashes = /[\u2010-\u2015\u2212]/gu;

/**
 * Punctuation as a plain keyboard types it: one apostrophe ('), one quote (") and one dash (-). The
 * spaces French sets inside « » go with them, so "Bonjour" is « Bonjour ».
 */
export const foldPunctuation = (text: string) =>
  text
    .replace(/\u00AB\s*/gu, '"')
    .replace(/\s*\u00BB/gu, '"')
    .replace(apostrophes, "'")
    .replace(quotes, '"')
    .replace(dashes, '-');

/**
 * A text as typed answers are compared: NFC, punctuation folded, whitespace collapsed, lower-case, no
 * final tsheg in Dzongkha, no opening ¿ or ¡ (a keyboard without them), no comma before a space (the
 * comma after a short fronted phrase is optional: RAE, Ortografía §3.4.2.1.2; Chicago Manual 6.36; Grevisse
 * §126; a decimal comma has no space after it). The one normalisation of client and server alike.
 */
export function normaliseTyped(text: string, language: string): string {
  const tag = languageOf(language)?.tag ?? 'en';
  let t = foldPunctuation(text.normalize('NFC'))
    .replace(/\s+/gu, ' ')
    .replace(/,(?= )/gu, '')
    .trimStart()
    .replace(/^[¿¡]\s*/u, '');
  t = t.toLocaleLowerCase(tag);
  if (language === 'dzongkha') t = t.replace(tshegs, '');
  return t;
}

/** A whole answer: a sentence's final full stop, question or exclamation mark (and a French space before it) optional. */
const whole = (text: string, language: string) =>
  normaliseTyped(text, language)
    .trimEnd()
    .replace(/\s?[.?!]$/u, '');

/** The key two typed answers share when the grading holds them equal (contractions aside). */
export const typedKey = (text: string, language: string) => whole(text, language);

/** The typed text is one of the accepted forms. */
export function matchesAnswer(typed: string, forms: readonly string[], language: string): boolean {
  const t = whole(typed, language);
  return t !== '' && forms.some((f) => whole(f, language) === t);
}

/** What is typed so far could still become an accepted form (the input's colour). */
export function isPrefixOfAnswer(typed: string, forms: readonly string[], language: string): boolean {
  // A comma just typed may yet be followed by the space that makes it optional.
  const t = normaliseTyped(typed, language).replace(/,$/u, '');
  return forms.some((f) => {
    const form = normaliseTyped(f, language);
    return form.startsWith(t) || form.startsWith(t.trimEnd()) || whole(f, language) === t.trimEnd();
  });
}

/**
 * Where the typed text first leaves the nearest accepted form, as an index into the typed text's
 * characters (code points); null while it is still a prefix of one.
 */
export function firstWrongLetter(typed: string, forms: readonly string[], language: string): number | null {
  return firstSlip(typed, forms, language)?.at ?? null;
}

/** Where a typed text leaves the nearest accepted form, and what that form has there. */
export interface Slip {
  /** Index into the typed text's characters (code points, NFC). */
  at: number;
  /** The letter typed there. */
  typed: string;
  /** The letter the nearest form has there, if it goes on that far. */
  expected: string | null;
  /** The two differ only by an accent (e for è, è for é): a slip worth naming as such. */
  accent: boolean;
}

const base = (c: string) =>
  c
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
const latin = /\p{Script=Latin}/u;

/** The letter typed differs from the expected one only by its accent (Latin letters; a Tibetan vowel sign is a letter). */
export const accentOnly = (typed: string, expected: string | null) =>
  expected !== null &&
  latin.test(base(expected)) &&
  typed.toLowerCase() !== expected.toLowerCase() &&
  base(typed) === base(expected);

/** The first slip of a typed text against the accepted forms; null while it is still a prefix of one. */
export function firstSlip(typed: string, forms: readonly string[], language: string): Slip | null {
  if (isPrefixOfAnswer(typed, forms, language)) return null;
  const all = [...typed.normalize('NFC')];
  // Leading spaces are forgiven: the letters are compared from the first one typed.
  const lead = all.findIndex((c) => c.trim() !== '');
  const t = lead < 0 ? all : all.slice(lead);
  let best = -1;
  let expected: string | null = null;
  for (const f of forms) {
    const form = [...f.normalize('NFC').trimStart()];
    let i = 0;
    while (i < t.length && i < form.length && same(t[i], form[i], language)) i++;
    if (i > best) [best, expected] = [i, form[i] ?? null];
  }
  const at = Math.max(0, Math.min(best, t.length - 1));
  if (at !== best) expected = null;
  return { at: at + Math.max(0, lead), typed: t[at] ?? '', expected, accent: accentOnly(t[at] ?? '', expected) };
}

const same = (a: string, b: string, language: string) => normaliseTyped(a, language) === normaliseTyped(b, language);

/** The partial value after one keystroke changed the text from `previous` to `typed`. */
export function afterKeystroke(
  partial: number,
  previous: string,
  typed: string,
  forms: readonly string[],
  language: string,
): number {
  const deleting = typed.length < previous.length && previous.startsWith(typed);
  let next = partial;
  if (!deleting && !isPrefixOfAnswer(typed, forms, language)) next -= partialStep;
  if (!deleting && /[+*]/.test(typed)) next -= partialStep;
  return Math.max(0, Math.round(next * 10) / 10);
}

/**
 * The grade of a typed answer from the texts after each keystroke (as the client reports them): the
 * partial value replayed keystroke by keystroke, when the last text is an accepted form; else 0.
 */
export function replayTyped(keystrokes: readonly string[], forms: readonly string[], language: string): number {
  if (keystrokes.length === 0 || !matchesAnswer(keystrokes[keystrokes.length - 1], forms, language)) return 0;
  let partial = 1;
  let previous = '';
  for (const typed of keystrokes) {
    partial = afterKeystroke(partial, previous, typed, forms, language);
    previous = typed;
  }
  return partial;
}

/** The hint: the answer's first letter and its length. */
export function hint(answer: string): { firstLetter: string; length: number; text: string } {
  const firstLetter = [...answer][0] ?? '';
  const length = [...answer].length;
  return { firstLetter, length, text: `Starts with "${firstLetter}", ${length} letters` };
}
