/**
 * The other English a teacher accepts for a sentence of French, German, Spanish, Dutch or Portuguese,
 * whose simple present is also a progressive and whose future is also “going to”: “Ich esse Bananen” is
 * “I eat bananas” and “I am eating bananas”; “Je mangerai des pommes demain” is “I will eat apples
 * tomorrow” and “I am going to eat apples tomorrow”; a time adverb may stand first (“Tomorrow I will
 * eat apples”); German “Sie” at the start is “they” and the formal “you”. Contractions (I’m, isn’t,
 * won’t) are accepted too, and (strict reading of 29 Nov b) “have got” and “any” in questions, “no” before a
 * denied object, the other English prepositions of a place, “shall” with I and we, and the other English words
 * of a target word (Affe: monkeys, apes).
 */
import { type Frame, type Sentence } from './frame';
import { withOtherEnglish } from './other-words';
import { placePhrase } from './places';
import { realise } from './realise';
import { agreement, personOf, personSex, sentenceText } from './words';
import { verbPhrase } from './verbs';
import { englishStateVerbs } from '../english-states';
import type { VerbKey } from './verbs';

/** The -ing forms of the template verbs; a state verb (english-states.ts: see, want, have) takes no progressive. */
const gerunds: Partial<Record<VerbKey, string>> = {
  eat: 'eating',
  buy: 'buying',
  sell: 'selling',
  wash: 'washing',
  draw: 'drawing',
  count: 'counting',
};
const gerundOf = (key: VerbKey) => (englishStateVerbs.has(key) ? undefined : gerunds[key]);
const contracted: Record<string, string> = {
  'I am': 'I’m',
  'you are': 'you’re',
  'he is': 'he’s',
  'she is': 'she’s',
  'we are': 'we’re',
  'they are': 'they’re',
};
const negated: Record<string, string> = { is: 'isn’t', are: 'aren’t' };

/** Full and contracted forms of “subject be (not) …”. */
function withBe(subject: string[], be: string, negative: boolean, rest: string[]): string[] {
  const full = [...subject, be, ...(negative ? ['not'] : []), ...rest];
  const out = [sentenceText(full)];
  const pronoun = `${subject.join(' ')} ${be}`;
  const key = Object.keys(contracted).find((k) => k.toLowerCase() === pronoun.toLowerCase());
  if (key) {
    const short = contracted[key];
    out.push(
      sentenceText([
        subject.length === 1 && subject[0] !== 'I' ? cap(short) : short,
        ...(negative ? ['not'] : []),
        ...rest,
      ]),
    );
  }
  if (negative && negated[be]) out.push(sentenceText([...subject, negated[be], ...rest]));
  return out;
}
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The accepted English readings of frame `f` besides `en.text` (and en's own variants). */
export function englishReadings(en: Sentence, f: Frame, target: Sentence): string[] {
  const out = f.question
    ? [...questionReadings(en, f), ...withAny(en, [en.text, ...en.variants, ...questionReadings(en, f)], true)]
    : [...statementReadings(en, f, target), ...withNo(en, f)];
  // Spanish -amos/-imos and Portuguese -amos/-emos/-imos are present and past alike: without a time
  // adverb “Compramos limones” is also “We bought lemons”.
  const lemma = f.verb.lemma[target.language];
  if (
    (target.language === 'spanish' || target.language === 'portuguese') &&
    !f.question &&
    f.tense === 'present' &&
    agreement(target.language, f.subject) === 3 &&
    verbPhrase(target.language, lemma, 'past', 3)?.finite === target.tokens[target.finiteSlot]
  ) {
    const past = realise('english', { ...f, tense: 'past' });
    if (past) {
      const without = (text: string) => text.replace(/ yesterday\.$/, '.');
      for (const t of [past.text, ...past.variants]) if (/ yesterday\.$/.test(t)) out.push(without(t));
    }
  }
  out.push(...withPlaces(en, f, out));
  out.push(...withShall(f, [en.text, ...en.variants, ...out]));
  out.push(...withOtherEnglish(target.language, f.object, [en.text, ...en.variants, ...out]));
  return [...new Set(out)].filter((t) => t !== en.text);
}

/** Are you eating bananas?, Are you going to eat bananas tomorrow?, Have you got (any) bananas?, Do you eat any bananas? */
function questionReadings(en: Sentence, f: Frame): string[] {
  const subject = en.tokens.filter((_, i) => en.roles[i] === 'subject');
  const after = ['determiner', 'adjective', 'object', 'pronoun', 'place', 'adverb'];
  const rest = en.tokens.filter((_, i) => after.includes(en.roles[i]));
  const p = personOf(f.subject);
  const be = p === 0 ? 'am' : p === 2 ? 'is' : 'are';
  const gerund = gerundOf(f.verb.key);
  const out: string[] = [];
  if (f.tense === 'present' && gerund) out.push(sentenceText([be, ...subject, gerund, ...rest], 'english', true));
  if (f.tense === 'future')
    out.push(sentenceText([be, ...subject, 'going', 'to', f.verb.lemma.english, ...rest], 'english', true));
  // As for a statement (statementReadings): the future progressive, and beside the time word the present
  // progressive of an arrangement (Swan, Practical English Usage, “future”): Will the boy be selling fish
  // tomorrow?, Is the boy selling fish tomorrow? Never for a state verb (english-states.ts; 29f fr15).
  if (f.tense === 'future' && gerund) {
    out.push(sentenceText(['will', ...subject, 'be', gerund, ...rest], 'english', true));
    if (en.roles.includes('adverb')) out.push(sentenceText([be, ...subject, gerund, ...rest], 'english', true));
  }
  if (haveGot(f)) out.push(sentenceText([p === 2 ? 'has' : 'have', ...subject, 'got', ...rest], 'english', true));
  return out;
}

/**
 * “Have got” beside “have” for possession in the present (Swan, Practical English Usage, “have got”: “Have you got
 * a car?”, “I haven’t got any money”): Have they got fish?, She has got cats., She’s got cats., They haven’t got fish.
 */
const haveGot = (f: Frame) => f.verb.key === 'have' && f.tense === 'present';
const gotContracted: Record<string, string> = {
  I: 'I’ve',
  you: 'you’ve',
  we: 'we’ve',
  they: 'they’ve',
  he: 'he’s',
  she: 'she’s',
};

function haveGotStatements(subject: string[], f: Frame, rest: string[]): string[] {
  const have = personOf(f.subject) === 2 ? 'has' : 'have';
  const not = f.negative ? ['not'] : [];
  const out = [sentenceText([...subject, have, ...not, 'got', ...rest])];
  const short = subject.length === 1 ? gotContracted[subject[0] === 'I' ? 'I' : subject[0].toLowerCase()] : undefined;
  if (short) out.push(sentenceText([short, ...not, 'got', ...rest]));
  return out;
}

/** The other English prepositions of the place (at the farm beside on the farm: places.ts), in every reading. */
function withPlaces(en: Sentence, f: Frame, texts: string[]): string[] {
  if (!f.place) return [];
  const place = placePhrase('english', f.place);
  const said = place.tokens.join(' ');
  return place.also.flatMap((also) => {
    const other = also.join(' ');
    return texts
      .map((t) => t.replace(said, other).replace(cap(said), cap(other)))
      .filter((t) => !texts.includes(t) && t !== en.text);
  });
}

/**
 * “Shall” beside “will” for the future with I and we (Swan, Practical English Usage, “shall and will”: both are
 * used with I and we, shall mostly in British English). Statements only: “Shall we …?” is an offer, not a future.
 */
export function withShall(f: Frame, texts: string[]): string[] {
  if (f.tense !== 'future' || f.question || (f.subject !== 'I' && f.subject !== 'we')) return [];
  return texts
    .map((t) => t.replace(/\b(I|[Ww]e) will\b/u, '$1 shall').replace(/\b(I|[Ww]e) won’t\b/u, '$1 shall not'))
    .filter((t) => !texts.includes(t));
}

/**
 * The other English pronouns a target-language object pronoun reads as: le/ihn/lo/o/hem is him or it, la/sie/la/a is
 * her or it (Dutch haar: her), German sie and Dutch ze also stand for a woman where “them” is keyed (only
 * with see and draw, which one does to people), German sie also for a thing (it).
 */
function pronounReadings(f: Frame, target: Sentence): string[] {
  if (!f.pronoun || target.language === 'english') return [];
  const people = f.verb.key === 'see' || f.verb.key === 'draw';
  const word = target.pronoun ? target.tokens[target.pronoun.slot].toLowerCase() : '';
  const sex = personSex(f.object);
  if (sex) return target.language === 'dutch' && sex === 'F' ? [] : ['it', ...(word === 'sie' ? ['them'] : [])];
  if (target.language === 'german') return [...(people ? ['her'] : []), 'it'];
  if (target.language === 'dutch' && people) return ['her'];
  return [];
}

/** A statement's will-future or simple present said with be (is going to draw, is drawing), in its own word order. */
function withBeText(text: string, f: Frame, be: string, finite: string): string | undefined {
  const verb = f.verb.lemma.english;
  if (f.tense === 'future')
    return text.replace(new RegExp(`\\b(will not|won’t|will) ${verb}\\b`, 'u'), (_, will: string) =>
      will === 'will' ? `${be} going to ${verb}` : `${be} not going to ${verb}`,
    );
  const gerund = gerundOf(f.verb.key);
  if (f.tense !== 'present' || !gerund) return undefined;
  if (f.negative)
    return text.replace(
      new RegExp(`\\b(do|does) not ${verb}\\b|\\b(don’t|doesn’t) ${verb}\\b`, 'u'),
      `${be} not ${gerund}`,
    );
  return text.replace(new RegExp(`\\b${finite}\\b`, 'u'), `${be} ${gerund}`);
}

function statementReadings(en: Sentence, f: Frame, target: Sentence): string[] {
  const tokens = en.tokens;
  const subject = tokens.slice(0, en.finiteSlot);
  const p = personOf(f.subject);
  const be = p === 0 ? 'am' : p === 2 ? 'is' : 'are';
  const adverbAt = en.roles.indexOf('adverb');
  const out: string[] = [];
  // What follows the lexical verb: the object and the time adverb.
  const objectAt = en.roles.findIndex((r) => r === 'object' || r === 'pronoun');
  const rest = tokens.slice(
    objectAt > 0
      ? en.roles.findIndex((r) => r === 'determiner' || r === 'adjective' || r === 'object' || r === 'pronoun')
      : tokens.length,
  );
  const gerund = gerundOf(f.verb.key);
  if (f.tense === 'present' && gerund) out.push(...withBe(subject, be, f.negative, [gerund, ...rest]));
  if (haveGot(f) && !f.question) out.push(...haveGotStatements(subject, f, rest));
  if (f.tense === 'future')
    out.push(...withBe(subject, be, f.negative, ['going', 'to', f.verb.lemma.english, ...rest]));
  // The future progressive and, beside the time word, the present progressive of an arrangement say a plain future
  // too (Swan, Practical English Usage, “future: present progressive” and “future progressive”): The men will be
  // counting rabbits tomorrow., The men are counting rabbits tomorrow. Never for a state verb (english-states.ts).
  if (f.tense === 'future' && gerund) {
    out.push(...withBe(subject, 'will', f.negative, ['be', gerund, ...rest]));
    if (adverbAt > 0) out.push(...withBe(subject, be, f.negative, [gerund, ...rest]));
  }
  // The same in every other order and wording the sentence has (The girl is going to draw rabbits tomorrow at
  // school; At school the girl is going to draw …; In the park the boys are not eating …): each later rule then
  // applies to these too.
  for (const text of en.variants) {
    const other = withBeText(text, f, be, tokens[en.finiteSlot]);
    if (other && other !== text) out.push(other);
  }
  // A pronoun without its antecedent: Ich sehe ihn is “I see him” or “I see it” (der Hund).
  for (const alternative of pronounReadings(f, target))
    for (const text of [en.text, ...en.variants, ...out]) {
      const other = text.replace(/\b(him|her|them)\b/, alternative);
      if (other !== text) out.push(other);
    }
  // German “Sie …” (plural verb) is “they” and the formal “you”.
  if (target.language === 'german' && f.subject === 'they')
    for (const text of [en.text, ...en.variants, ...out])
      out.push(text.replace(/^They’re/, 'You’re').replace(/^They\b/, 'You'));
  // The time adverb first, in every reading so far: “Yesterday I ate apples.”, “Tomorrow, I am going to eat apples.”
  if (adverbAt > 0) {
    const adverb = tokens[adverbAt];
    for (const text of [en.text, ...en.variants, ...out]) {
      const words = text.replace(/\.$/, '').split(' ');
      if (words[words.length - 1] !== adverb) continue;
      const body = words.slice(0, -1);
      const lowered = /^I($|’)/.test(body[0]) ? body : [body[0].toLowerCase(), ...body.slice(1)];
      out.push(`${cap(adverb)} ${lowered.join(' ')}.`, `${cap(adverb)}, ${lowered.join(' ')}.`);
    }
  }
  if (f.negative) out.push(...withAny(en, [en.text, ...en.variants, ...out]));
  return out;
}

/**
 * “Any” before a bare plural object in a negative statement: “I do not eat any bananas” is the most natural
 * English for “Je ne mange pas de bananes”, “Ich esse keine Bananen” (Swan, Practical English Usage, “some and
 * any”: any in negative clauses). Not with a pronoun or a possessive (their cats), which take no determiner.
 */
export function withAny(en: Sentence, texts: string[], question = false): string[] {
  const at = bareObject(en);
  if (at < 0) return [];
  const bare = new RegExp(`(${question ? '^' : '(?:\\bnot|n’t)\\b'}.*?\\s)(${en.tokens[at]}\\b)`, 'u');
  return texts.map((text) => text.replace(bare, '$1any $2')).filter((text) => !texts.includes(text));
}

/** Where a bare plural object starts (its adjective or noun), or -1: none with a pronoun, determiner or possessive. */
function bareObject(en: Sentence): number {
  const at = en.roles.findIndex((r) => r === 'determiner' || r === 'adjective' || r === 'object');
  return at < 0 || en.roles[at] === 'determiner' || en.roles.includes('pronoun') ? -1 : at;
}

/**
 * “No” before a bare plural object is the other negative (Swan, Practical English Usage, “no and none”: no = not
 * a / not any): “The man will see no butterflies tomorrow”, the word for word reading of “geen”, “keine”. From the
 * affirmative sentence and its word orders; not with the progressive or “going to” (“is going to see no …”).
 */
function withNo(en: Sentence, f: Frame): string[] {
  if (!f.negative || bareObject(en) < 0) return [];
  const affirmative = realise('english', { ...f, negative: false });
  const at = affirmative ? bareObject(affirmative) : -1;
  if (!affirmative || at < 0) return [];
  const object = new RegExp(`(\\s)(${affirmative.tokens[at]}\\b)`, 'u');
  return [affirmative.text, ...affirmative.variants].map((text) => text.replace(object, '$1no $2'));
}
