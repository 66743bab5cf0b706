/**
 * The wrong options of “Which sentence is correct English?” (issue 37): the sentence with one error each of the
 * kinds learners of English make, as the learner-corpus literature lists them (Swan & Smith, Learner English,
 * 2nd ed. 2001; the Cambridge Learner Corpus error codes AGV/TV/FV/AGD/W/MD: verb agreement, tense, verb form,
 * determiner agreement, word order, missing determiner): a verb that does not agree (She eat, They eats), a
 * tense or verb form a learner makes (has eaten … yesterday, eated, did not ate, will to eat, am eat), an
 * article (Man eats …, a bananas) and a learner's word order (an adverb or a place between verb and object,
 * a colour after its noun, “not” after the verb, a question without do). Never a scramble no learner writes.
 */
import { conjugateEnglish } from '../english-tenses';
import { type Frame, type Role, type Sentence } from './frame';
import { personOf, sentenceText } from './words';

export type ErrorKind = 'agreement' | 'tense' | 'article' | 'order';
export interface EnglishError {
  kind: ErrorKind;
  text: string;
}

/** The regular past a learner makes of an irregular verb (eated, buyed), or undefined for a regular one. */
function regularised(lemma: string, past: string): string | undefined {
  const made = /e$/.test(lemma) ? `${lemma}d` : `${lemma}ed`;
  return made === past ? undefined : made;
}

const indices = (s: Sentence, role: Role) => s.roles.flatMap((r, i) => (r === role ? [i] : []));

/** The tokens with the span [from, to) moved to just before index `at` (an index of the original tokens). */
function moved(tokens: string[], from: number, to: number, at: number): string[] {
  const span = tokens.slice(from, to);
  const rest = tokens.filter((_, i) => i < from || i >= to);
  const where = at > from ? at - span.length : at;
  return [...rest.slice(0, where), ...span, ...rest.slice(where)];
}

/** Every learner error this sentence can carry, one per text; the agreement ones come from `agreement` (other persons' verbs). */
export function englishErrors(s: Sentence, f: Frame, agreement: string[]): EnglishError[] {
  const t = s.tokens;
  const text = (tokens: string[]) => sentenceText(tokens, 'english', s.question);
  const lower = (tokens: string[]) => tokens.map((w, i) => (i === 0 && w !== 'I' ? w.toLowerCase() : w));
  const out: EnglishError[] = agreement.map((a) => ({ kind: 'agreement' as const, text: a }));
  const lemma = f.verb.lemma.english;
  const p = personOf(f.subject);
  const nonfinite = indices(s, 'nonfinite')[0];
  const finite = s.finiteSlot;
  const add = (kind: ErrorKind, tokens: string[] | undefined) => tokens && out.push({ kind, text: text(tokens) });
  const replace = (i: number, ...words: string[]) => [...t.slice(0, i), ...words, ...t.slice(i + 1)];
  const past = conjugateEnglish(lemma, 'SIMPLE_PAST', p);
  // Tense and verb form.
  if (f.tense === 'past' && nonfinite === undefined) {
    const perfect = conjugateEnglish(lemma, 'PERFECT_PRESENT', p).split(' ');
    add('tense', replace(finite, ...perfect));
    const made = regularised(lemma, past);
    if (made) add('tense', replace(finite, made));
  }
  if (f.tense === 'past' && nonfinite !== undefined) add('tense', replace(nonfinite, past));
  if (f.tense === 'future' && nonfinite !== undefined) add('tense', replace(nonfinite, 'to', lemma));
  if (f.tense === 'present' && !f.negative && !f.question && finite >= 0) {
    const be = p === 0 ? 'am' : p === 2 ? 'is' : 'are';
    add('tense', replace(finite, be, lemma));
  }
  if (f.tense === 'present' && nonfinite !== undefined && p === 2) add('tense', replace(nonfinite, `${lemma}s`));
  // Articles: a singular person without one (Man eats bananas), “a” before a plural thing.
  const subjects = indices(s, 'subject');
  if (
    subjects.length === 2 &&
    t[subjects[0]].toLowerCase() === 'the' &&
    !['men', 'women', 'boys', 'girls'].includes(f.subject)
  ) {
    const without = t.filter((_, i) => i !== subjects[0]);
    add(
      'article',
      subjects[0] === 0 ? [without[0][0].toUpperCase() + without[0].slice(1), ...without.slice(1)] : without,
    );
  }
  const objectStart = s.roles.findIndex((r) => r === 'determiner' || r === 'adjective' || r === 'object');
  if (objectStart >= 0 && s.roles[objectStart] !== 'determiner')
    add('article', [...t.slice(0, objectStart), 'a', ...t.slice(objectStart)]);
  // Word order.
  const objectEnd = s.roles.lastIndexOf('object') + 1;
  const verbEnd = Math.max(finite, nonfinite ?? -1) + 1;
  const adverb = s.roles.indexOf('adverb');
  const places = indices(s, 'place');
  if (!s.question && objectStart === verbEnd && objectStart >= 0) {
    if (adverb >= objectEnd) add('order', moved(t, adverb, adverb + 1, objectStart));
    if (places.length && places[0] >= objectEnd)
      add('order', moved(t, places[0], places[places.length - 1] + 1, objectStart));
  }
  const adjective = s.roles.indexOf('adjective');
  if (adjective >= 0 && s.roles[adjective + 1] === 'object')
    add('order', moved(t, adjective, adjective + 1, adjective + 2));
  if (f.negative && !s.question && nonfinite !== undefined && f.tense !== 'future') {
    // She eats not bananas: “not” after the lexical verb, without do.
    const verb = f.tense === 'past' ? past : conjugateEnglish(lemma, 'SIMPLE_PRESENT', p);
    add('order', [...t.slice(0, finite), verb, 'not', ...t.slice(nonfinite + 1)]);
  }
  if (s.question && f.tense !== 'future' && nonfinite !== undefined) {
    // Eat you bananas?: the question without do.
    const verb = f.tense === 'past' ? past : conjugateEnglish(lemma, 'SIMPLE_PRESENT', p);
    const subject = lower(t.slice(finite + 1, nonfinite));
    add('order', [verb[0].toUpperCase() + verb.slice(1), ...subject, ...t.slice(nonfinite + 1)]);
  }
  const right = new Set([s.text, ...s.variants]);
  return out.filter((e, i) => !right.has(e.text) && out.findIndex((o) => o.text === e.text) === i);
}

/** Three errors of different kinds where there are (tense, agreement, order, article), each picked by `rank`. */
export function pickErrors(errors: EnglishError[], rank: (text: string) => number): string[] {
  const kinds: ErrorKind[] = ['tense', 'agreement', 'order', 'article'];
  const byKind = kinds.map((k) => errors.filter((e) => e.kind === k).sort((a, b) => rank(a.text) - rank(b.text)));
  const out: string[] = [];
  for (let round = 0; out.length < 3 && round < 3; round++)
    for (const list of byKind) if (list[round] && out.length < 3) out.push(list[round].text);
  return out;
}
