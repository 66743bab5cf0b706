/**
 * Sentences from semantic frames: who (a pronoun or a person), does what (a verb), to what (a plural
 * noun of a theme), when (present; past with “yesterday”; future with “tomorrow”), said or denied. Each
 * language realises the frame with its own agreement and word order: French des/de and elision,
 * German verb-second with the participle or infinitive last and “keine”, Dutch likewise with “geen”,
 * Spanish and Portuguese “no/não” before the verb, English do-support. The adverbs are CLDR's words
 * for yesterday and tomorrow (Intl.RelativeTimeFormat).
 */
import { frenchNounGenders } from '../data';
import { cldrLocales, nouns, type SentenceLanguage } from './nouns';
import { verbPhrase, type Person, type Tense, type VerbConcept } from './verbs';

export type SubjectKey =
  'I' | 'he' | 'she' | 'we' | 'they' | 'man' | 'woman' | 'boy' | 'girl' | 'men' | 'women' | 'boys' | 'girls';
export const subjectKeys: SubjectKey[] = [
  'I',
  'he',
  'she',
  'we',
  'they',
  'man',
  'woman',
  'boy',
  'girl',
  'men',
  'women',
  'boys',
  'girls',
];

export interface Frame {
  subject: SubjectKey;
  verb: VerbConcept;
  object: string; // the noun's emoji
  tense: Tense;
  negative: boolean;
}

export type Role = 'subject' | 'negation' | 'finite' | 'nonfinite' | 'determiner' | 'object' | 'adverb';

export interface Sentence {
  language: SentenceLanguage;
  tokens: string[];
  text: string;
  /** Index of the token that carries the tense and person (or the participle in a compound past). */
  verbSlot: number;
  /** The infinitive a learner is cued with for that token. */
  verbCue: string;
  /** Index of the subject's article, where the subject is a person with one. */
  articleSlot?: number;
  /** What each token is: the word-order questions move these parts. */
  roles: Role[];
  /** Index of the finite verb (the word that agrees with the subject). */
  finiteSlot: number;
  /** Other ways the same sentence is right (a dropped pronoun, she/they in the feminine, contractions). */
  variants: string[];
}

const pronouns: Record<SentenceLanguage, string[]> = {
  english: ['I', 'he', 'she', 'we', 'they'],
  french: ['je', 'il', 'elle', 'nous', 'ils'],
  german: ['ich', 'er', 'sie', 'wir', 'sie'],
  spanish: ['yo', 'él', 'ella', 'nosotros', 'ellos'],
  dutch: ['ik', 'hij', 'zij', 'wij', 'zij'],
  portuguese: ['eu', 'ele', 'ela', 'nós', 'eles'],
};
/** The feminine “we/they” a Romance sentence may also take: a right answer, never a wrong one. */
const feminine: Partial<Record<SentenceLanguage, Record<string, string>>> = {
  french: { ils: 'elles' },
  spanish: { nosotros: 'nosotras', ellos: 'ellas' },
  portuguese: { eles: 'elas' },
};

const people: Record<string, { emoji: string; sex: 'M' | 'F' }> = {
  man: { emoji: '👨', sex: 'M' },
  woman: { emoji: '👩', sex: 'F' },
  boy: { emoji: '👦', sex: 'M' },
  girl: { emoji: '👧', sex: 'F' },
};
const plural = (s: SubjectKey) => ['men', 'women', 'boys', 'girls', 'we', 'they'].includes(s);
export const personOf = (s: SubjectKey): Person => (s === 'I' ? 0 : s === 'we' ? 3 : plural(s) ? 5 : 2);

const adverbs = new Map<string, string>();
export function adverb(language: SentenceLanguage, tense: Tense): string | undefined {
  if (tense === 'present') return undefined;
  const key = `${language}|${tense}`;
  if (!adverbs.has(key))
    adverbs.set(
      key,
      new Intl.RelativeTimeFormat(cldrLocales[language], { numeric: 'auto' }).format(tense === 'past' ? -1 : 1, 'day'),
    );
  return adverbs.get(key);
}

const startsWithVowel = (w: string) => /^[aeiouyàâéèêëîïôœùûh]/i.test(w) && !/^h/i.test(w);

/** The person noun phrase (article and noun), singular or plural, with the article apart. */
function person(language: SentenceLanguage, key: SubjectKey): [article: string, noun: string] | undefined {
  const base = { men: 'man', women: 'woman', boys: 'boy', girls: 'girl' }[key as string] ?? key;
  const { emoji, sex } = people[base];
  const noun = nouns(language).find((n) => n.emoji === emoji);
  if (!noun || (language === 'french' && /^h/i.test(noun.singular))) return undefined;
  const many = base !== key;
  const word = many ? noun.plural : noun.singular;
  switch (language) {
    case 'english':
      return ['the', word];
    case 'french': {
      const g = frenchNounGenders()[noun.singular];
      if (many) return ['les', word];
      return [startsWithVowel(word) ? 'l’' : g === 'F' ? 'la' : 'le', word];
    }
    case 'german':
      // A person's sex gives the gender (der Junge: the data's Junge is also das Junge, a young animal);
      // a diminutive is neuter (das Mädchen).
      return [many ? 'die' : /(chen|lein)$/.test(word) ? 'das' : sex === 'M' ? 'der' : 'die', word];
    case 'spanish':
      return [many ? (sex === 'M' ? 'los' : 'las') : sex === 'M' ? 'el' : 'la', word];
    case 'dutch':
      return [!many && /je$/.test(word) ? 'het' : 'de', word];
    case 'portuguese':
      return [many ? (sex === 'M' ? 'os' : 'as') : sex === 'M' ? 'o' : 'a', word];
  }
}

const negations = new Set(['not', 'ne', 'n’', 'pas', 'no', 'não']);
const determiners = new Set(['des', 'de', 'd’', 'keine', 'geen']);
const roleOf = (w: string): Role => (negations.has(w) ? 'negation' : determiners.has(w) ? 'determiner' : 'nonfinite');

const capitalise = (s: string) => s[0].toUpperCase() + s.slice(1);

/** Joins tokens, gluing elided French words (j’ + ai → j’ai). */
export function join(tokens: string[]): string {
  return tokens.reduce((out, t) => (out === '' ? t : out.endsWith('’') ? out + t : `${out} ${t}`), '');
}
export const sentenceText = (tokens: string[]) => `${capitalise(join(tokens))}.`;

/** The sentence of a frame in one language, or undefined where the data lacks a word or a form. */
export function realise(language: SentenceLanguage, f: Frame): Sentence | undefined {
  const noun = nouns(language).find((n) => n.emoji === f.object);
  if (!noun || (language === 'french' && /^h/i.test(noun.singular))) return undefined;
  const p = personOf(f.subject);
  const lemma = f.verb.lemma[language];
  const vp = verbPhrase(language, lemma, f.tense, p);
  if (
    !vp?.finite ||
    (vp.late === undefined && (language === 'german' || language === 'dutch') && f.tense !== 'present')
  )
    return undefined;
  const index = ['I', 'he', 'she', 'we', 'they'].indexOf(f.subject);
  const subject: string[] = index >= 0 ? [pronouns[language][index]] : (person(language, f.subject) ?? []);
  if (subject.length === 0) return undefined;
  const articled = index < 0;
  const when = adverb(language, f.tense);
  const obj = noun.plural;
  const t: string[] = [...subject];
  const roles: Role[] = subject.map(() => 'subject');
  let verbSlot = -1;
  let verbCue = lemma;
  let finiteSlot = -1;
  const push = (...words: (string | undefined)[]) =>
    words.forEach((w) => {
      if (!w) return;
      t.push(w);
      roles.push(
        w === obj ? 'object' : w === when ? 'adverb' : w === vp.finite && finiteSlot < 0 ? 'finite' : roleOf(w),
      );
      if (roles[roles.length - 1] === 'finite') finiteSlot = t.length - 1;
    });
  switch (language) {
    case 'english': {
      if (f.negative) {
        const aux = f.tense === 'future' ? 'will' : f.tense === 'past' ? 'did' : p === 2 ? 'does' : 'do';
        push(aux, 'not');
        finiteSlot = t.length - 2;
        roles[finiteSlot] = 'finite';
        verbSlot = t.length;
        push(lemma);
      } else {
        verbSlot = t.length;
        push(vp.finite, vp.next);
        if (vp.next) verbSlot = -1; // “will eat”: the form is the infinitive, nothing to fill
      }
      if (f.negative) verbSlot = -1;
      push(obj, when);
      break;
    }
    case 'french': {
      const first = vp.finite;
      if (subject[0] === 'je' && !f.negative && startsWithVowel(first)) t[t.length - 1] = 'j’';
      if (f.negative) push(startsWithVowel(first) ? 'n’' : 'ne');
      verbSlot = t.length;
      push(first);
      if (f.negative) push('pas');
      if (vp.next) {
        verbSlot = t.length;
        push(vp.next);
      }
      push(f.negative ? (startsWithVowel(obj) ? 'd’' : 'de') : 'des', obj, when);
      break;
    }
    case 'german':
    case 'dutch': {
      verbSlot = t.length;
      push(vp.finite, when, f.negative ? (language === 'german' ? 'keine' : 'geen') : undefined, obj);
      if (vp.late) {
        if (f.tense === 'past') verbSlot = t.length;
        else verbCue = language === 'german' ? 'werden' : 'zullen';
        push(vp.late);
      }
      break;
    }
    case 'spanish':
    case 'portuguese': {
      if (f.negative) push(language === 'spanish' ? 'no' : 'não');
      verbSlot = t.length;
      push(vp.finite, vp.next);
      if (vp.next) verbCue = 'ir';
      push(obj, when);
      break;
    }
  }
  const text = sentenceText(t);
  const variants = new Set<string>();
  const fem = feminine[language]?.[t[0]];
  if (fem) variants.add(sentenceText([fem, ...t.slice(1)]));
  if ((language === 'spanish' || language === 'portuguese') && index >= 0) variants.add(sentenceText(t.slice(1)));
  if (language === 'english' && f.negative)
    variants.add(
      text
        .replace('do not', 'don’t')
        .replace('does not', 'doesn’t')
        .replace('did not', 'didn’t')
        .replace('will not', 'won’t'),
    );
  if (language === 'dutch' && ['zij', 'wij'].includes(t[0]))
    variants.add(sentenceText([t[0] === 'zij' ? 'ze' : 'we', ...t.slice(1)]));
  for (const pv of noun.pluralVariants) variants.add(sentenceText(t.map((w) => (w === obj ? pv : w))));
  variants.delete(text);
  if (finiteSlot < 0) finiteSlot = roles.findIndex((r) => r === 'finite');
  return {
    language,
    roles,
    finiteSlot,
    tokens: t,
    text,
    verbSlot,
    verbCue,
    articleSlot: articled && language !== 'english' ? 0 : undefined,
    variants: [...variants],
  };
}
