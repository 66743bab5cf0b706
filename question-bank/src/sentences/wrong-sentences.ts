/**
 * The wrong answers of sentence questions: other real sentences that mean something else (another
 * object, subject, time or polarity), and the sentence with one known error (a verb form of another
 * person, a word where the language never puts it), with the word tiles such an error offers.
 */
import { sentenceWords } from '@lebe/domain';
import { byRank, rank } from '../common';
import { coloursOf, subjectKeys, type Frame, type Role, type Sentence, type SubjectKey } from './frame';
import { realise } from './realise';
import { personOf, sentenceText } from './words';
import { nouns, type SentenceLanguage } from './nouns';
import { placesFor, placesOf } from './places';

export const swapSubject: Record<SubjectKey, SubjectKey> = {
  you: 'he',
  youFormal: 'she',
  I: 'we',
  we: 'I',
  he: 'she',
  she: 'he',
  they: 'he',
  man: 'woman',
  woman: 'man',
  boy: 'girl',
  girl: 'boy',
  men: 'women',
  women: 'men',
  boys: 'girls',
  girls: 'boys',
};

/** Three frames that mean something else: another object, another subject, another time or polarity. */
export function otherFrames(f: Frame, language: SentenceLanguage): Frame[] {
  // A pronoun says the same in English whatever it stands for: another subject, time or polarity.
  if (f.pronoun) {
    const swapped = swapSubject[f.subject];
    const other: SubjectKey = (['they', 'he', 'I'] as const).find((k) => k !== f.subject && k !== swapped)!;
    return [
      { ...f, subject: swapped },
      { ...f, negative: !f.negative },
      f.tense !== 'present'
        ? { ...f, tense: 'present' }
        : f.verb.tenses.includes('past')
          ? { ...f, tense: 'past' }
          : { ...f, subject: other },
    ];
  }
  // A place: another thing said there, another subject, another place where the verb is said of the thing.
  if (f.place) {
    const here = [...(placesFor[f.place][f.verb.key] ?? '').matchAll(/\p{Extended_Pictographic}/gu)]
      .map((m) => m[0])
      .filter((e) => e !== f.object && nouns(language).some((n) => n.emoji === e));
    const elsewhere = placesOf(f.verb.key, f.object).filter((p) => p !== f.place);
    const key = `${f.object}|${f.verb.key}|${f.subject}|${f.place}`;
    const object = here.length ? here[rank(key) % here.length] : f.object;
    return [
      { ...f, object },
      { ...f, subject: swapSubject[f.subject] },
      elsewhere.length
        ? { ...f, place: elsewhere[rank(`${key}|p`) % elsewhere.length] }
        : f.tense === 'present'
          ? { ...f, subject: toggleNumber[f.subject] }
          : time(f),
    ];
  }
  const mine = nouns(language).filter((n) => n.theme === nouns(language).find((x) => x.emoji === f.object)?.theme);
  // A coloured thing is swapped for another of that colour (yellow bananas → yellow pears, never yellow olives).
  const others = mine.filter(
    (n) => n.emoji !== f.object && (!f.colour || (coloursOf[n.emoji] ?? []).includes(f.colour)),
  );
  const otherColours = (coloursOf[f.object] ?? []).filter((c) => c !== f.colour);
  if (others.length === 0 && f.colour && otherColours.length)
    return [
      { ...f, colour: otherColours[rank(`${f.object}|${f.verb.key}|${f.subject}`) % otherColours.length] },
      { ...f, subject: swapSubject[f.subject] },
      time(f),
    ];
  const object = others.length
    ? others[rank(`${f.object}|${f.verb.key}|${f.subject}`) % others.length].emoji
    : f.object;
  return [{ ...f, object }, { ...f, subject: swapSubject[f.subject] }, time(f)];
}
/** Another time or polarity; for a question (never denied) another time, or another number of people. */
export function time(f: Frame): Frame {
  if (!f.question)
    return f.tense === 'present' || !f.verb.tenses.includes(f.tense === 'past' ? 'future' : 'past')
      ? { ...f, negative: !f.negative }
      : { ...f, tense: f.tense === 'past' ? 'future' : 'past' };
  if (f.tense !== 'present') return { ...f, tense: f.tense === 'past' ? 'future' : 'past' };
  if (f.verb.tenses.includes('past')) return { ...f, tense: 'past' };
  return { ...f, subject: toggleNumber[f.subject] };
}
export const toggleNumber: Record<SubjectKey, SubjectKey> = {
  you: 'they',
  youFormal: 'they',
  I: 'we',
  we: 'I',
  he: 'they',
  she: 'they',
  they: 'she',
  man: 'men',
  woman: 'women',
  boy: 'boys',
  girl: 'girls',
  men: 'man',
  women: 'woman',
  boys: 'boy',
  girls: 'girl',
};

export const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}’']+/u)
      .filter(Boolean),
  );
/** The answer would stand in its own question (German “wir essen”: the infinitive is the form). */
export const givesAway = (question: string, answer: string) => wordsOf(question).has(answer.toLowerCase());

export const textOf = (s: Sentence, tokens: string[]) => sentenceText(tokens, s.language, s.question);

export function blank(s: Sentence, slot: number): string {
  return textOf(
    s,
    s.tokens.map((w, i) => (i === slot ? '___' : w)),
  );
}

/** Wrong orders that the language never allows (in a statement, or in a question). */
export function wrongOrders(s: Sentence): string[] {
  const parts = s.tokens.map((w, i) => ({ w, r: s.roles[i] }));
  const move = (pred: (r: Role) => boolean, to: 'end' | 'afterSubject' | 'start') => {
    const moved = parts.filter((p) => pred(p.r));
    const rest = parts.filter((p) => !pred(p.r));
    if (moved.length === 0) return undefined;
    const at = to === 'end' ? rest.length : to === 'start' ? 0 : rest.findIndex((p) => p.r !== 'subject');
    return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
  };
  const swapAfter = (role: Role, next: Role) => {
    const i = parts.findIndex((p) => p.r === role);
    if (i < 0 || parts[i + 1]?.r !== next || parts[i].w.endsWith('’')) return undefined;
    const out = [...parts];
    [out[i], out[i + 1]] = [out[i + 1], out[i]];
    return out;
  };
  // A colour on the wrong side of its noun (des noirs chiens, dogs black).
  const adjectiveMoved = () => {
    const i = parts.findIndex((p) => p.r === 'adjective');
    if (i < 0) return undefined;
    const j = parts[i + 1]?.r === 'object' ? i + 1 : parts[i - 1]?.r === 'object' ? i - 1 : -1;
    if (j < 0) return undefined;
    const out = [...parts];
    [out[i], out[j]] = [out[j], out[i]];
    return out;
  };
  const romance = s.language === 'spanish' || s.language === 'portuguese';
  // An object pronoun where the language never puts it: after the verb in French and Spanish (Je mange
  // les), last in German and Dutch (Ich habe gestern gegessen sie), first in Portuguese (As eu como),
  // between subject and verb in German, Dutch and English (Ich sie esse, I them eat).
  const pronounMoves = s.pronoun
    ? [
        s.language === 'french' || s.language === 'spanish' ? swapAfter('pronoun', 'finite') : undefined,
        s.language === 'german' || s.language === 'dutch' ? move((r) => r === 'pronoun', 'end') : undefined,
        s.language === 'portuguese' ? move((r) => r === 'pronoun', 'start') : undefined,
        move((r) => r === 'pronoun', 'afterSubject'),
      ]
    : [];
  const candidates = s.question
    ? [
        move((r) => r === 'finite', 'end'),
        romance ? undefined : move((r) => r === 'subject', 'end'),
        swapAfter('determiner', 'object'),
        adjectiveMoved(),
        move((r) => r === 'nonfinite', 'end'),
        move((r) => r === 'particle', 'end'),
      ]
    : [
        move((r) => r === 'finite', 'end'),
        move((r) => r === 'object' || r === 'determiner' || r === 'adjective', 'afterSubject'),
        swapAfter('determiner', 'object'),
        adjectiveMoved(),
        romance ? move((r) => r === 'negation', 'end') : move((r) => r === 'subject', 'end'),
        move((r) => r === 'nonfinite', 'end'),
        ...pronounMoves,
      ];
  const right = s.text;
  // An elided word (n’, qu’, d’) stays before a vowel: a wrong order is wrong by its order, not its spelling.
  // A French word that elides stays elided before a vowel (no “Je ai”).
  const vowel = (w?: string) => /^[aeiouyàâéèêëîïôœùûh]/i.test(w ?? '');
  const elisionKept = (c: { w: string }[]) =>
    c.every(
      (p, i) =>
        (!p.w.endsWith('’') || vowel(c[i + 1]?.w)) &&
        !(s.language === 'french' && /^(je|ne|que|le|la|de)$/i.test(p.w) && vowel(c[i + 1]?.w)),
    );
  return [
    ...new Set(
      candidates
        .filter((c): c is { w: string; r: Role }[] => Boolean(c) && elisionKept(c!))
        .map((c) =>
          textOf(
            s,
            c.map((p) => p.w),
          ),
        )
        .filter((t) => t !== right && !s.variants.includes(t)),
    ),
  ];
}

/** The sentence with the finite verb of other persons (“Je manges”), where that form is wrong here. */
export function wrongAgreement(s: Sentence, f: Frame): string[] {
  const right = s.tokens[s.finiteSlot];
  const { finite, anyRight } = otherSubjects(s.language, f);
  const out: string[] = [];
  for (const p of [0, 1, 2, 3, 5] as const) {
    if (p === personOf(f.subject)) continue;
    const other = finite[p];
    if (other && other !== right)
      out.push(
        textOf(
          s,
          s.tokens.map((w, i) => (i === s.finiteSlot ? matchCase(other, w) : w)),
        ),
      );
  }
  return [...new Set(out)].filter((t) => t !== s.text && !s.variants.includes(t) && !anyRight.has(t.toLowerCase()));
}
export const matchCase = (form: string, like: string) =>
  like[0] === like[0].toUpperCase() ? form[0].toUpperCase() + form.slice(1) : form;

/**
 * What the other subjects make of a frame: the finite verb of each person (the possessive follows the
 * subject, so only the verb is changed and the frame's own kept) and every sentence some subject makes
 * right. German and Dutch sie/zij is she and they: “Sie essen” is wrong for her but right for them, so a
 * sentence any subject makes right (case aside: Sie is formal you) is never offered as wrong. The same for
 * every subject of a frame, and frames() gives a frame's subjects one after another, so the last frame's
 * is kept: about twenty sentences realised once per frame rather than once per subject.
 */
export function otherSubjects(language: SentenceLanguage, f: Frame): OtherSubjects {
  const key = `${language}|${f.verb.key}|${f.object}|${f.tense}|${f.negative}|${f.colour}|${f.possessive}|${f.question}|${f.place}|${f.pronoun}`;
  if (lastOthers?.key === key) return lastOthers;
  const finite: OtherSubjects['finite'] = {};
  const persons = [
    [0, 'I'],
    [1, 'you'],
    [2, 'he'],
    [3, 'we'],
    [5, 'they'],
  ] as const;
  for (const [p, subject] of persons) {
    const me = realise(language, { ...f, subject, possessive: false });
    finite[p] = me?.tokens[me.finiteSlot];
  }
  const anyRight = new Set(
    [...subjectKeys, 'you' as const, 'youFormal' as const].flatMap((subject) => {
      const r = realise(language, { ...f, subject });
      return r ? [r.text, ...r.variants].map((t) => t.toLowerCase()) : [];
    }),
  );
  lastOthers = { key, finite, anyRight };
  return lastOthers;
}
export interface OtherSubjects {
  key: string;
  finite: Partial<Record<number, string>>;
  anyRight: Set<string>;
}
let lastOthers: OtherSubjects | undefined;

export const pick = (list: string[], key: string, count = 3) => byRank(list, (t) => key + t).slice(0, count);

/**
 * The distractor tiles of a sentence: the one word by which a wrong-agreement sentence (“Je manges”) differs
 * from it, in the case it has inside a sentence; never one of the sentence's own words.
 */
export function tileDistractors(words: string[], wrong: string[]): string[] {
  const own = new Set(words.map((w) => w.toLowerCase()));
  const out = new Set<string>();
  for (const text of wrong) {
    const other = sentenceWords(text);
    if (other.length !== words.length) continue;
    const differ = other.flatMap((w, i) => (w.toLowerCase() === words[i].toLowerCase() ? [] : [i]));
    if (differ.length !== 1) continue;
    const i = differ[0];
    const word = i === 0 && words[0] === words[0].toLowerCase() ? other[0].toLowerCase() : other[i];
    if (!own.has(word.toLowerCase()) && !word.includes('/')) out.add(word);
  }
  return [...out];
}
