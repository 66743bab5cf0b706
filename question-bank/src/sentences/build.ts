/**
 * Sentences from semantic frames: who (a pronoun, “you” to a friend or a stranger, or a person), does
 * what (a verb), to what (a plural noun of a theme, perhaps with a colour that agrees with it, or the
 * subject's own), when (present; past with “yesterday”; future with “tomorrow”), said, denied or asked.
 * Each language realises the frame with its own agreement and word order: French des/de and elision,
 * est-ce que; German verb-second with the participle or infinitive last, “keine”, verb-first questions;
 * Dutch likewise with “geen” and the bare stem after the verb for “jij”; Spanish and Portuguese
 * “no/não” before the verb and gender agreement; English do-support. The adverbs are CLDR's words for
 * yesterday and tomorrow (Intl.RelativeTimeFormat). A sentence carries the other ways it is right
 * (`variants`): the time adverb first, a dropped pronoun, feminine plurals, short pronouns, the other
 * question forms (realise.ts). This file puts a frame's words in their order (frame.ts says what a frame is,
 * words.ts holds the words by language).
 */
import type { Frame, Role } from './frame';
import { nouns, type Noun, type SentenceLanguage } from './nouns';
import { placePhrase } from './places';
import { verbPhrase, type Style } from './verbs';
import {
  adverb,
  agreedParticiple,
  agreement,
  colourWord,
  objectPronoun,
  person,
  possessiveWord,
  pronouns,
  startsWithVowel,
} from './words';

export interface Built {
  t: string[];
  roles: Role[];
  verbSlot: number;
  verbCue: string;
  verbVariants: string[];
  finiteSlot: number;
  articleSlot?: number;
  objectArticleSlot?: number;
  noun: Noun;
  /** The possessive's slot and its other right forms (Dutch jouw beside je). */
  possessives?: { slot: number; others: string[] };
  pronoun?: { slot: number; others: string[] };
  place?: {
    at: number;
    length: number;
    blank?: { slot: number; others: string[] };
    wrong?: string[];
    also: string[][];
  };
}

/**
 * Where the parts of a sentence go besides their usual place: the time adverb first (Gestern habe ich …),
 * the place phrase first (In der Küche esse ich …), the place phrase before the object (Ich esse in der
 * Küche Bananen).
 */
export type Front = 'none' | 'adverb' | 'place';

/** The tokens of a frame: a statement, a question, or a statement with its time adverb or place first. */
export function build(
  language: SentenceLanguage,
  f: Frame,
  front: Front = 'none',
  placeEarly = false,
  style: Style = 'main',
): Built | undefined {
  const noun = nouns(language).find((n) => n.emoji === f.object);
  if (!noun || (language === 'french' && /^h/i.test(noun.singular) && !f.pronoun)) return undefined;
  const fronted = front === 'adverb';
  const placeFirst = front === 'place';
  const p = agreement(language, f.subject);
  const lemma = f.verb.lemma[language];
  const question = Boolean(f.question);
  // Dutch “jij” takes the bare stem after its verb: eet jij?, gisteren heb jij …
  const inverted = language === 'dutch' && (question || fronted || placeFirst);
  const vp = verbPhrase(language, lemma, f.tense, p, inverted, style);
  if (
    !vp?.finite ||
    (vp.late === undefined &&
      (language === 'german' || language === 'dutch') &&
      f.tense !== 'present' &&
      style === 'main')
  )
    return undefined;
  const pronoun = pronouns[language][f.subject];
  const subject: string[] = pronoun ? [...pronoun] : (person(language, f.subject) ?? []);
  if (subject.length === 0) return undefined;
  const articled = !pronoun;
  const when = adverb(language, f.tense);
  // The object pronoun (Portuguese: not with ir + infinitive, whose pronoun goes on the infinitive).
  const objectPronouns = f.pronoun ? objectPronoun(language, noun) : undefined;
  if (objectPronouns && language === 'portuguese' && vp.next) return undefined;
  // Je vais les manger: the pronoun before the infinitive, not made.
  if (objectPronouns && language === 'french' && style === 'alt') return undefined;
  const place = f.place ? placePhrase(language, f.place) : undefined;
  // The object noun phrase: determiner, possessive, colour and noun in the language's order.
  const possessive = f.possessive ? possessiveWord(language, f.subject, noun) : undefined;
  if (f.possessive && !possessive) return undefined;
  const colour = f.colour
    ? colourWord(language, f.colour, noun, Boolean(possessive) || (f.negative && language === 'german'))
    : undefined;
  if (f.colour && !colour) return undefined;
  const t: string[] = [];
  const roles: Role[] = [];
  let verbSlot = -1;
  let verbCue = lemma;
  let finiteSlot = -1;
  let articleSlot: number | undefined;
  let objectArticleSlot: number | undefined;
  let possessiveSlot = -1;
  let pronounSlot = -1;
  let placeAt = -1;
  const put = (w: string | undefined, role: Role) => {
    if (!w) return;
    t.push(w);
    roles.push(role);
  };
  const putSubject = () => {
    if (articled && language !== 'english') articleSlot = t.length;
    subject.forEach((w) => put(w, 'subject'));
  };
  const putFinite = (w: string) => {
    finiteSlot = t.length;
    put(w, 'finite');
  };
  const putPronoun = (w: string) => {
    pronounSlot = t.length;
    put(w, 'pronoun');
  };
  const putPlace = () => {
    if (!place) return;
    placeAt = t.length;
    place.tokens.forEach((w) => put(w, 'place'));
  };
  const pre = language === 'english' || language === 'german' || language === 'dutch';
  const putObject = (determiner?: string) => {
    if (objectPronouns) {
      // English keeps the object's place (I eat them); the others put the pronoun by the verb.
      if (language === 'english') putPronoun(objectPronouns[0]);
      return;
    }
    if (determiner) {
      if (language === 'french' && !possessive && determiner !== 'd’') objectArticleSlot = t.length;
      put(determiner, 'determiner');
    }
    if (possessive) {
      possessiveSlot = t.length;
      put(possessive[0], 'determiner');
    }
    if (colour && pre) put(colour, 'adjective');
    put(noun.plural, 'object');
    if (colour && !pre) put(colour, 'adjective');
  };
  const verbVariants = vp.finiteVariants ?? [];
  switch (language) {
    case 'english': {
      if (fronted) put(when, 'adverb');
      if (placeFirst) putPlace();
      if (question) {
        const aux = f.tense === 'future' ? 'will' : f.tense === 'past' ? 'did' : p === 2 ? 'does' : 'do';
        putFinite(aux);
        putSubject();
        put(lemma, 'nonfinite');
      } else {
        putSubject();
        if (f.negative) {
          const aux = f.tense === 'future' ? 'will' : f.tense === 'past' ? 'did' : p === 2 ? 'does' : 'do';
          putFinite(aux);
          put('not', 'negation');
          put(lemma, 'nonfinite');
        } else {
          verbSlot = t.length;
          putFinite(vp.finite);
          if (vp.next) {
            put(vp.next, 'nonfinite');
            verbSlot = -1; // “will eat”: the form is the infinitive, nothing to fill
          }
        }
      }
      putObject();
      if (!placeFirst) putPlace();
      if (!fronted) put(when, 'adverb');
      break;
    }
    case 'french': {
      if (fronted) put(when, 'adverb');
      if (placeFirst) putPlace();
      if (question) {
        put('est-ce', 'particle');
        put(startsWithVowel(subject[0]) ? 'qu’' : 'que', 'particle');
      }
      putSubject();
      const first = vp.finite;
      // le/la elide before a vowel (je l’achète, je l’ai vu); les does not.
      const objectWord = objectPronouns
        ? objectPronouns[0] !== 'les' && startsWithVowel(first)
          ? 'l’'
          : objectPronouns[0]
        : undefined;
      if (subject[0] === 'je' && !f.negative && !objectWord && startsWithVowel(first)) t[t.length - 1] = 'j’';
      if (f.negative) put(startsWithVowel(objectWord ?? first) ? 'n’' : 'ne', 'negation');
      if (objectWord) putPronoun(objectWord);
      verbSlot = t.length;
      putFinite(first);
      if (f.negative) put('pas', 'negation');
      if (vp.next) {
        const participle = objectPronouns ? agreedParticiple(lemma, noun) : vp.next;
        if (!participle) return undefined;
        verbSlot = t.length;
        put(participle, 'nonfinite');
      }
      putObject(
        possessive
          ? undefined
          : f.negative
            ? startsWithVowel(colour && pre ? colour : noun.plural)
              ? 'd’'
              : 'de'
            : 'des',
      );
      if (!placeFirst) putPlace();
      if (!fronted) put(when, 'adverb');
      break;
    }
    case 'german':
    case 'dutch': {
      if (fronted) put(when, 'adverb');
      if (placeFirst) putPlace();
      verbSlot = t.length;
      if (question || fronted || placeFirst) {
        putFinite(vp.finite);
        putSubject();
      } else {
        putSubject();
        verbSlot = t.length;
        putFinite(vp.finite);
      }
      // An unstressed pronoun right after subject and verb, before the time adverb: Ich habe sie gestern gegessen.
      if (objectPronouns) putPronoun(objectPronouns[0]);
      if (!fronted) put(when, 'adverb');
      if (objectPronouns) {
        if (f.negative) put(language === 'german' ? 'nicht' : 'niet', 'negation');
      } else {
        if (placeEarly && !placeFirst) putPlace();
        putObject(f.negative && !possessive ? (language === 'german' ? 'keine' : 'geen') : undefined);
        if (!placeEarly && !placeFirst) putPlace();
      }
      if (vp.late) {
        if (f.tense === 'past') verbSlot = t.length;
        else verbCue = language === 'german' ? 'werden' : 'zullen';
        put(vp.late, 'nonfinite');
      }
      break;
    }
    case 'spanish':
    case 'portuguese': {
      if (fronted) put(when, 'adverb');
      if (placeFirst) putPlace();
      putSubject();
      if (f.negative) put(language === 'spanish' ? 'no' : 'não', 'negation');
      if (objectPronouns) putPronoun(objectPronouns[0]);
      verbSlot = t.length;
      putFinite(vp.finite);
      if (vp.next) {
        put(vp.next, 'nonfinite');
        verbCue = 'ir';
      }
      putObject();
      if (!placeFirst) putPlace();
      if (!fronted) put(when, 'adverb');
      break;
    }
  }
  const placeInfo =
    place && placeAt >= 0
      ? {
          at: placeAt,
          length: place.tokens.length,
          blank: place.blank ? { slot: placeAt + place.blank.slot, others: place.blank.others } : undefined,
          wrong: place.wrong,
          also: place.also,
        }
      : undefined;
  return {
    t,
    roles,
    verbSlot,
    verbCue,
    verbVariants,
    finiteSlot,
    articleSlot,
    objectArticleSlot,
    noun,
    possessives: possessive && possessiveSlot >= 0 ? { slot: possessiveSlot, others: possessive.slice(1) } : undefined,
    pronoun:
      objectPronouns && pronounSlot >= 0
        ? {
            slot: pronounSlot,
            others: t[pronounSlot] === objectPronouns[0] ? objectPronouns.slice(1) : [],
          }
        : undefined,
    place: placeInfo,
  };
}
