import { frames } from '../sentences/index';
import type { Frame } from '../sentences/frame';
import type { SentenceLanguage } from '../sentences/nouns';

/**
 * The kind of sentence a frame makes: plain, with a colour, the subject's own things, a question, a place, or an
 * object pronoun, which agrees with the thing or person it stands for (je l’ai vue, los/las).
 */
export const frameKind = (f: Frame) =>
  f.colour
    ? `colour ${f.colour}`
    : f.pronoun
      ? `pronoun ${f.object}`
      : f.question
        ? 'question'
        : f.place
          ? `place ${f.place}`
          : f.possessive
            ? 'own'
            : 'plain';

/**
 * What a rule of the sentence generator turns on, per frame: the subject with the verb, tense, polarity and kind
 * (agreement, word order, do-support, negation), and the object noun with each verb that takes it and with
 * each tense, polarity and kind (articles, plurals, genders, elision, colours). A frame whose every one of
 * these the small bank already holds adds no rule.
 */
export const frameRules = (f: Frame) => [
  `subject ${f.subject}|${f.verb.key}|${f.tense}|${f.negative}|${frameKind(f)}`,
  `object ${f.verb.key}|${f.object}|${frameKind(f)}`,
  `noun ${f.object}|${f.tense}|${f.negative}|${frameKind(f)}`,
];

const small = new Map<SentenceLanguage, Frame[]>();

/**
 * The small bank's frames of a language: the frames (in the generator's order) each of which brings a rule
 * the ones before it did not (`frameRules`), so every subject, verb, tense, polarity, kind and noun of the
 * whole list is still met, in every pairing a rule reads. For the tests that check a property of every
 * sentence; the whole seed bank is checked by `check-bank --seed` and measured by the bench.
 */
export function smallFrames(language: SentenceLanguage): Frame[] {
  let list = small.get(language);
  if (!list) {
    const seen = new Set<string>();
    list = [];
    for (const f of frames(language)) {
      const fresh = frameRules(f).filter((rule) => !seen.has(rule));
      if (!fresh.length) continue;
      fresh.forEach((rule) => seen.add(rule));
      list.push(f);
    }
    small.set(language, list);
  }
  return list;
}
