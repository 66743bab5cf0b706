/**
 * Simple Sango sentences, made by the project from the words of Weston's lexicon (every word is checked
 * against it in sango.unit.test.ts) and the grammar that his lexicon's notes and his annotated corpus of
 * Saulnier's *Les ruses de Tere* (zokwezo/sango, corpora/les_ruses_de_tere) show:
 * - a pronoun subject (mbï, mo, lo, ë, âla) before the bare verb: “lo gue”, “mbï yeke”; a noun subject
 *   takes the subject marker a- on the verb: “Tere ahûnda”, “Ngûru amû” (a- after a pronoun also occurs in
 *   the corpus, “lo ague”, and is accepted when typed);
 * - the verb has no tense: a time word (bîrï, yesterday) places it; yeke before the verb is progressive
 *   (“Mo yeke gue na ndo wa?”, where are you going?), fadë before the subject is the future (“fadë mbï
 *   hön”), awe after the object is completive (“mbï wôko kûê awe”);
 * - negation closes the clause with äpe (or pëpe, as the corpus mostly writes: both accepted typed);
 * - a yes/no question is the statement asked; nye (what) and na ndo wa (where) stand where the answer would;
 * - two clauses follow each other with sï (and then), the subject said again: “Tere alöndö sï lo hûnda”.
 * The noun is bare (plural or mass in English); nî after it is “the”.
 */
import { glossKey, type Glossary } from '@lebe/domain';
import type { BankTarget, Draft } from '../common';
import { byRank, rank } from '../common';
import { sangoCitation } from './words';

interface Subject {
  sg: string;
  en: string;
  noun: boolean;
  /** 1 I, 2 you, 3 he/she, 4 we, 5 they, 6 a noun. */
  person: number;
}
const subjects: Subject[] = [
  { sg: 'mbï', en: 'I', noun: false, person: 1 },
  { sg: 'mo', en: 'you', noun: false, person: 2 },
  { sg: 'lo', en: 'he', noun: false, person: 3 },
  { sg: 'lo', en: 'she', noun: false, person: 3 },
  { sg: 'ë', en: 'we', noun: false, person: 4 },
  { sg: 'âla', en: 'they', noun: false, person: 5 },
  { sg: 'kôlï nî', en: 'the man', noun: true, person: 6 },
  { sg: 'wâlï nî', en: 'the woman', noun: true, person: 6 },
  { sg: 'môlengê nî', en: 'the child', noun: true, person: 6 },
];

interface Verb {
  sg: string;
  /** base, third person, past, participle, -ing */
  en: [string, string, string, string, string];
  objects: [sg: string, en: string][];
}
const food: [string, string][] = [
  ['kôbe', 'food'],
  ['nyama', 'meat'],
  ['susu', 'fish'],
  ['mâpa', 'bread'],
  ['gozo', 'manioc'],
  ['mângo', 'mangoes'],
  ['kârâkö', 'peanuts'],
];
const goods: [string, string][] = [
  ['susu', 'fish'],
  ['mâpa', 'bread'],
  ['kôndo', 'chickens'],
  ['sukâni', 'sugar'],
  ['mafüta', 'oil'],
  ['bongö', 'clothes'],
  ['ngäsa', 'goats'],
];
export const verbs: Verb[] = [
  { sg: 'te', en: ['eat', 'eats', 'ate', 'eaten', 'eating'], objects: food },
  {
    sg: 'nyön',
    en: ['drink', 'drinks', 'drank', 'drunk', 'drinking'],
    objects: [
      ['ngû', 'water'],
      ['kâwa', 'coffee'],
    ],
  },
  { sg: 'vo', en: ['buy', 'buys', 'bought', 'bought', 'buying'], objects: goods },
  { sg: 'kä', en: ['sell', 'sells', 'sold', 'sold', 'selling'], objects: goods },
  {
    sg: 'bâa',
    // “Seeing goats” is no English: bâa is also look, and its progressive is said so.
    en: ['see', 'sees', 'saw', 'seen', 'looking at'],
    objects: [
      ['mbo', 'dogs'],
      ['bâgara', 'cows'],
      ['ngäsa', 'goats'],
      ['ndeke', 'birds'],
      ['kôndo', 'chickens'],
    ],
  },
  {
    sg: 'sukûla',
    en: ['wash', 'washes', 'washed', 'washed', 'washing'],
    objects: [['bongö', 'clothes']],
  },
  {
    sg: 'gi',
    en: ['look for', 'looks for', 'looked for', 'looked for', 'looking for'],
    objects: [
      ['nginza', 'money'],
      ['kôbe', 'food'],
      ['mbo', 'dogs'],
    ],
  },
];
/** Going somewhere: gue na … (corpus: “âla gue na ködörö tî âla”). */
const places: [string, string][] = [
  ['garâ', 'the market'],
  ['ködörö', 'the village'],
  ['gbakô', 'the forest'],
  ['bale', 'the river'],
];
const go: Verb = {
  sg: 'gue',
  en: ['go', 'goes', 'went', 'gone', 'going'],
  objects: places.map(([sg, en]) => [`na ${sg}`, `to ${en}`]),
};

export type Aspect = 'plain' | 'progressive' | 'future' | 'past' | 'completive';
export interface Frame {
  subject: Subject;
  verb: Verb;
  object: [string, string];
  aspect: Aspect;
  negative: boolean;
  /** A yes/no question, or what / where. */
  question?: 'yes-no' | 'what' | 'where';
  /** A second clause after sï (the subject said again). */
  then?: { verb: Verb; object: [string, string] };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const third = (s: Subject) => s.person === 3 || s.person === 6;

/** The Sango clause: subject, [yeke] verb (a- after a noun), object, [awe], [äpe]. */
function sangoClause(f: Frame, verb: Verb, object: string, marker = false): string {
  const a = f.subject.noun || marker ? 'a' : '';
  const head = f.aspect === 'progressive' ? `${a}yeke ${verb.sg}` : `${a}${verb.sg}`;
  return `${f.subject.sg} ${head} ${object}`;
}

const sangoMemo = new WeakMap<Frame, string>();
const englishMemo = new WeakMap<Frame, string>();
/** The Sango sentence of a frame (memoised: wrong answers are drawn from the same frames again and again). */
/** Where the subject marker a- goes beyond a noun subject's verb: every clause, the first or the second only. */
type Marker = 'none' | 'both' | 'first' | 'second';
export function sango(f: Frame, options: { marker?: Marker } = {}): string {
  if (options.marker && options.marker !== 'none') return sangoText(f, options.marker);
  return sangoMemo.get(f) ?? sangoMemo.set(f, sangoText(f, 'none')).get(f)!;
}
export function english(f: Frame): string {
  return englishMemo.get(f) ?? englishMemo.set(f, englishText(f)).get(f)!;
}

function sangoText(f: Frame, marker: Marker): string {
  const object = f.question === 'what' ? 'nye' : f.question === 'where' ? 'na ndo wa' : f.object[0];
  let text = sangoClause(f, f.verb, object, marker === 'both' || marker === 'first');
  // The second clause says its subject again, a noun as lo (“Tere alöndö sï lo hûnda”).
  const again = f.subject.noun ? subjects[2] : f.subject;
  if (f.then)
    text += ` sï ${sangoClause({ ...f, subject: again, aspect: 'plain' }, f.then.verb, f.then.object[0], marker === 'both' || marker === 'second')}`;
  if (f.aspect === 'completive') text += ' awe';
  if (f.negative) text += ' äpe';
  if (f.aspect === 'future') text = `fadë ${text}`;
  if (f.aspect === 'past') text = `bîrï ${text}`;
  return capital(text) + (f.question ? '?' : '.');
}

/** The English verb phrase of a clause. */
function englishVerb(f: Frame, verb: Verb, aspect: Aspect, negative: boolean): string {
  const [base, s, past, participle, ing] = verb.en;
  const he = third(f.subject);
  const be = f.subject.person === 1 ? 'am' : he ? 'is' : 'are';
  switch (aspect) {
    case 'progressive':
      return `${be}${negative ? ' not' : ''} ${ing}`;
    case 'future':
      return `will${negative ? ' not' : ''} ${base}`;
    case 'past':
      return negative ? `did not ${base}` : past;
    case 'completive':
      return `${he ? 'has' : 'have'} already ${participle}`;
    default:
      return negative ? `${he ? 'does' : 'do'} not ${base}` : he ? s : base;
  }
}

function englishText(f: Frame): string {
  const who = f.subject.en;
  if (f.question) {
    const [base, , , , ing] = f.verb.en;
    const be = f.subject.person === 1 ? 'am' : third(f.subject) ? 'is' : 'are';
    const does = third(f.subject) ? 'Does' : 'Do';
    if (f.question === 'yes-no')
      return f.aspect === 'progressive'
        ? `${capital(be)} ${who} ${ing} ${f.object[1]}?`
        : `${does} ${who} ${base} ${f.object[1]}?`;
    const wh = f.question === 'what' ? 'What' : 'Where';
    return f.aspect === 'progressive' ? `${wh} ${be} ${who} ${ing}?` : `${wh} ${does.toLowerCase()} ${who} ${base}?`;
  }
  let text = `${who} ${englishVerb(f, f.verb, f.aspect, f.negative)} ${f.object[1]}`;
  if (f.then) {
    const aspect = f.aspect === 'future' ? 'plain' : f.aspect;
    const [base, s, past] = f.then.verb.en;
    const second = aspect === 'past' ? past : f.aspect === 'future' || !third(f.subject) ? base : s;
    text += ` and ${second} ${f.then.object[1]}`;
  }
  if (f.aspect === 'past') text = `Yesterday ${text}`;
  return capital(text) + '.';
}

/**
 * Whether the second clause's deed is done at the place (strict reading of 29 Nov: no selling chickens in the
 * forest): buying and selling at the market and in the village; birds are seen anywhere, the other animals
 * in the village and at the market.
 */
function doneAt(place: string, verb: string, object: string): boolean {
  const where = place.replace(/^na /, '');
  if (verb === 'bâa' && object === 'ndeke') return true;
  return where === 'garâ' || where === 'ködörö';
}

/**
 * Every frame: statements, denials, questions, and two clauses with sï. Lo is he or she: each Sango
 * sentence with lo is said once, of one of them (by a hash), so no prompt is asked twice.
 */
export function* sangoFrames(): Generator<Frame> {
  for (const f of everyFrame())
    if (f.subject.sg !== 'lo' || (rank(sangoText(f, 'none')) % 2 ? 'he' : 'she') === f.subject.en) yield f;
}

function* everyFrame(): Generator<Frame> {
  const statements: [Aspect, boolean][] = [
    ['plain', false],
    ['plain', true],
    ['progressive', false],
    ['progressive', true],
    ['future', false],
    ['future', true],
    ['past', false],
    ['past', true],
    ['completive', false],
  ];
  for (const subject of subjects)
    for (const verb of [...verbs, go])
      for (const object of verb.objects) {
        for (const [aspect, negative] of statements) yield { subject, verb, object, aspect, negative };
        if ([2, 3, 5, 6].includes(subject.person)) {
          yield { subject, verb, object, aspect: 'plain', negative: false, question: 'yes-no' };
          yield { subject, verb, object, aspect: 'progressive', negative: false, question: 'yes-no' };
        }
      }
  for (const subject of subjects.filter((s) => [2, 3, 5, 6].includes(s.person))) {
    for (const verb of verbs) {
      yield { subject, verb, object: verb.objects[0], aspect: 'plain', negative: false, question: 'what' };
      yield { subject, verb, object: verb.objects[0], aspect: 'progressive', negative: false, question: 'what' };
    }
    yield { subject, verb: go, object: go.objects[0], aspect: 'progressive', negative: false, question: 'where' };
  }
  // Going somewhere and then buying, selling or seeing there, only where that is done.
  for (const subject of subjects)
    for (const place of go.objects)
      for (const verb of verbs.filter((v) => ['vo', 'kä', 'bâa'].includes(v.sg)))
        for (const object of verb.objects.filter((o) => doneAt(place[0], verb.sg, o[0])))
          for (const aspect of ['plain', 'future', 'past'] as const)
            yield { subject, verb: go, object: place, aspect, negative: false, then: { verb, object } };
}

const level = (f: Frame) => {
  if (f.then) return 7 + (f.aspect === 'plain' ? 0 : 1);
  const base = f.question
    ? f.question === 'yes-no'
      ? 2
      : 4
    : { plain: 1, past: 3, progressive: 3, future: 3, completive: 4 }[f.aspect] + (f.negative ? 1 : 0);
  return base + (f.subject.noun ? 1 : 0);
};

const key = (f: Frame) => english(f) + sango(f);

/**
 * The sentence with its countable plural object marked by the plural prefix â-, written joined as the corpus
 * writes it (âzo, ângûru; the lexicon's âmbeso, “[plural]|formerly”: ancestors): “sï lo bâa ândeke” for birds.
 * A bare noun is plural too (the key's form); mass nouns (food, oil, money, fish) are never marked.
 */
function pluralMarked(f: Frame, text: string): string {
  const countable = [f.object, f.then?.object].filter(
    (o): o is [string, string] => Boolean(o) && !o![1].startsWith('to ') && /[^s]s$/.test(o![1]),
  );
  return countable.reduce((t, [sg]) => t.replace(new RegExp(`(^| )${sg}(?=[ .?]|$)`, 'u'), `$1â${sg}`), text);
}

/**
 * The bare verb and yeke + verb both say the present: yeke is progressive (the lexicon: “[progressive modal
 * verb] be”) but the bare verb has no aspect of its own, so “Ë yeke kä bongö” is a fair “We sell clothes.” and
 * “Ë kä bongö” a fair “We are selling clothes.” (strict reading of 28 Nov). Neither is offered as wrong for the
 * other, and each is accepted typed for the other.
 */
const presentAlike = (a: Aspect, b: Aspect) => a !== b && [a, b].every((x) => x === 'plain' || x === 'progressive');

/**
 * Three frames that differ from `f` in one thing each, so that each wrong answer says something else:
 * another subject (never “you” for “they” or the reverse: âla is both), another object or second clause,
 * the denial flipped or another aspect.
 */
function others(f: Frame, all: Frame[]): Frame[] {
  const ambiguous = (s: Subject) => [2, 5].includes(s.person) && [2, 5].includes(f.subject.person);
  const same = (g: Frame) =>
    g.verb === f.verb &&
    g.question === f.question &&
    g.then?.verb === f.then?.verb &&
    (g.aspect === f.aspect || (!f.question && !f.then));
  const candidates = all.filter((g) => same(g) && sango(g) !== sango(f) && english(g) !== english(f));
  const differs = (g: Frame) =>
    Number(g.subject.sg !== f.subject.sg) +
    Number(g.object !== f.object) +
    Number(g.then?.object !== f.then?.object) +
    Number(g.aspect !== f.aspect) +
    Number(g.negative !== f.negative);
  const mine = key(f);
  const ranked = byRank(
    candidates.filter(
      (g) =>
        differs(g) === 1 && !(g.subject !== f.subject && ambiguous(g.subject)) && !presentAlike(f.aspect, g.aspect),
    ),
    (g) => mine + key(g),
  );
  // One of each kind of change first, then any; never “you” (mo) beside “they” (âla, also plural you).
  const out: Frame[] = [];
  const clash = (g: Frame) =>
    [2, 5].includes(g.subject.person) && [f, ...out].some((x) => x.subject.person === 7 - g.subject.person);
  for (const change of ['subject', 'object', 'then', 'aspect', 'negative'] as const) {
    const g = ranked.find(
      (x) =>
        !out.includes(x) &&
        !clash(x) &&
        (change === 'subject'
          ? x.subject.sg !== f.subject.sg
          : change === 'object'
            ? x.object !== f.object
            : change === 'then'
              ? x.then?.object !== f.then?.object
              : change === 'aspect'
                ? x.aspect !== f.aspect
                : x.negative !== f.negative),
    );
    if (g) out.push(g);
  }
  for (const g of ranked) if (!out.includes(g) && !clash(g)) out.push(g);
  return out;
}

/** The small words of the frames, with the sense the lexicon gives them (sango.unit.test.ts checks each). */
const particles: Record<string, string> = {
  yeke: 'be (before a verb: is …-ing)',
  fadë: 'will (before the subject)',
  awe: 'already (after the verb: done)',
  äpe: 'not (at the end of the clause)',
  bîrï: 'yesterday',
  nî: 'the (after the noun)',
  sï: 'then, and then',
  na: 'to, at, in, with',
  ndo: 'place',
  wa: 'which',
  nye: 'what',
};

/** What each word of a frame's Sango sentence means (the practice card's words you can tap, issue 36). */
export function sangoGlossary(f: Frame): Glossary {
  const out: Glossary = {};
  const put = (form: string, lemma: string, meaning: string, extra: { form?: string; infinitive?: string } = {}) => {
    for (const [i, word] of form.split(' ').entries())
      out[glossKey(word)] ??= {
        lemma: lemma.split(' ')[i] ?? word,
        meaning: i ? (particles[word] ?? meaning) : meaning,
        ...extra,
      };
  };
  for (const s of [f.subject, ...(f.then && f.subject.noun ? [subjects[2]] : [])])
    put(s.sg, s.sg, s.person === 3 ? 'he, she' : s.person === 5 ? 'they; you (plural)' : s.en.replace(/^the /, ''));
  for (const [verb, object] of [
    [f.verb, f.object] as const,
    ...(f.then ? [[f.then.verb, f.then.object] as const] : []),
  ]) {
    put(verb.sg, verb.sg, `to ${verb.en[0]}`);
    put(`a${verb.sg}`, verb.sg, `to ${verb.en[0]}`, {
      form: 'with the subject marker a- (after a noun subject)',
      infinitive: verb.sg,
    });
    const [sg, en] = object;
    const noun = sg.replace(/^na /, '');
    put(noun, noun, en.replace(/^(to )?the /, ''));
  }
  for (const [word, meaning] of Object.entries(particles)) put(word, word, meaning);
  put('ayeke', 'yeke', particles.yeke, { form: 'with the subject marker a-', infinitive: 'yeke' });
  return out;
}

const dedupe = (right: string, texts: string[]) => [...new Set(texts)].filter((t) => t !== right).slice(0, 3);

export function* sangoSentenceDrafts(target: BankTarget, languages: string[]): Generator<Draft> {
  if (!languages.includes('sango')) return;
  const all = [...sangoFrames()];
  // Frames the verb groups by, so that wrong answers come from the same verb.
  const byVerb = new Map<Verb, Frame[]>();
  for (const f of all) byVerb.set(f.verb, [...(byVerb.get(f.verb) ?? []), f]);
  for (const f of all) {
    // The seed asks every other frame one way (by a hash), the full bank every frame all three ways.
    const way = rank(key(f)) % 6;
    if (target === 'seed' && way > 2) continue;
    const wrong = others(f, byVerb.get(f.verb)!);
    const sg = sango(f);
    const en = english(f);
    const shared = {
      language: 'sango',
      category: `sentence: Sango (${f.aspect}${f.negative ? ', negative' : ''}${f.question ? `, ${f.question} question` : ''}${f.then ? ', two clauses' : ''})`,
      citation: `Generated by Lëbe's Sango sentence frames from the ${sangoCitation}`,
    };
    const lv = level(f);
    const glossary = sangoGlossary(f);
    if (target === 'full' || way === 0)
      yield {
        ...shared,
        level: lv,
        question: `What does the Sango “${sg}” mean?`,
        fullQuestion: `${sg} — ${en}`,
        correct: en,
        wrong: dedupe(en, wrong.map(english)),
        questionType: 'multiple_choice',
        knowledgeType: 'translation',
        glossary,
      };
    if (target === 'full' || way === 1)
      yield {
        ...shared,
        level: lv + 1,
        question: `Which is the Sango for “${en}”?`,
        fullQuestion: `${sg} — ${en}`,
        correct: sg,
        wrong: dedupe(
          sg,
          wrong.map((g) => sango(g)),
        ),
        questionType: 'translation',
        knowledgeType: 'translation',
        glossary,
      };
    if (target === 'full' || way === 2) {
      const you = f.subject.person === 2 ? [sango({ ...f, subject: subjects[5] })] : [];
      // a- after a pronoun (“lo ague”, in either clause or both) and pëpe for äpe occur in the corpus too.
      const spoken = (['both', 'first', 'second'] as const).map((marker) => sango(f, { marker }));
      const present =
        !f.then && (f.aspect === 'plain' || f.aspect === 'progressive')
          ? [sango({ ...f, aspect: f.aspect === 'plain' ? 'progressive' : 'plain' })]
          : [];
      const variants = [sg, ...you, ...spoken, ...present]
        .flatMap((s) => [s, s.replace(/ äpe([.?])$/, ' pëpe$1')])
        .flatMap((s) => [s, pluralMarked(f, s)]);
      yield {
        ...shared,
        // One clause is a first year's grammar however it is asked: levels 8–10 are for two clauses typed.
        level: Math.min(f.then ? 10 : 7, lv + 3),
        question: `Type the Sango for “${en}”: ___`,
        fullQuestion: `${sg} — ${en}`,
        correct: sg,
        variants: [...new Set(variants)].filter((v) => v !== sg),
        questionType: 'translation',
        knowledgeType: 'translation',
        glossary,
      };
    }
  }
}
