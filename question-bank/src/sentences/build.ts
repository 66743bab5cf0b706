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
 * question forms.
 */
import { frenchNounGenders, frenchVerbs } from '../data';
import { cldrLocales, nouns, type Noun, type SentenceLanguage } from './nouns';
import { withOtherWords } from './other-words';
import { placePhrase, type PlaceKey } from './places';
import { otherStyles, verbPhrase, type Person, type Style, type Tense, type VerbConcept } from './verbs';

export type SubjectKey =
  | 'I'
  | 'you'
  | 'youFormal'
  | 'he'
  | 'she'
  | 'we'
  | 'they'
  | 'man'
  | 'woman'
  | 'boy'
  | 'girl'
  | 'men'
  | 'women'
  | 'boys'
  | 'girls';
/** The subjects of statements; “you” (informal) and “youFormal” are added per language in `frames`. */
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
export const pronounKeys: SubjectKey[] = ['I', 'you', 'youFormal', 'he', 'she', 'we', 'they'];

export type Colour = 'red' | 'green' | 'yellow' | 'black' | 'white' | 'blue';

/**
 * The colours a thing of the sentences is said to have: only the ones it has in life (yellow or green
 * bananas, black or white dogs; no colour for a pig, a carrot or a hammer), so that every sentence is one
 * a native speaker would say.
 */
export const coloursOf: Record<string, Colour[]> = {
  '🍌': ['yellow', 'green'],
  '🍐': ['green', 'yellow'],
  '🍅': ['red', 'green'],
  '🧅': ['red', 'white'],
  '🫒': ['green', 'black'],
  '🥚': ['white'],
  '🐕': ['black', 'white'],
  '🐈': ['black', 'white'],
  '🐎': ['black', 'white'],
  '🐄': ['black', 'white'],
  '🐇': ['white', 'black'],
  '🦆': ['white'],
  '🐔': ['white', 'black'],
  '🐐': ['white', 'black'],
  '🐁': ['white'],
  '🐸': ['green'],
  '🦋': ['white', 'yellow', 'blue'],
  '🐜': ['black', 'red'],
  '🕷': ['black'],
  '🦉': ['white'],
  '🚌': ['red', 'yellow'],
  '🚕': ['yellow', 'black'],
  '🚲': ['red', 'black', 'blue'],
  '🚜': ['red', 'green'],
  '🖊': ['red', 'blue', 'black'],
  '✏': ['red', 'blue'],
  '📓': ['red', 'blue', 'black'],
  '🕯': ['white', 'red'],
  '✉': ['white'],
  '🪣': ['red', 'blue'],
  '🧽': ['yellow'],
  '🧥': ['black', 'white', 'red', 'blue', 'green'],
  '👗': ['black', 'white', 'red', 'blue', 'green', 'yellow'],
};

export interface Frame {
  subject: SubjectKey;
  verb: VerbConcept;
  object: string; // the noun's emoji
  tense: Tense;
  negative: boolean;
  /** A colour adjective on the object, agreeing with it (black dogs, des chiens noirs, keine schwarzen Hunde). */
  colour?: Colour;
  /** The object is the subject's own (I sell my dogs, il vend ses chiens, sie verkauft ihre Hunde). */
  possessive?: boolean;
  /** A yes/no question (Do you eat bananas?, Est-ce que tu manges des bananes ?, Isst du Bananen?). */
  question?: boolean;
  /** Where it is done (I eat bananas in the kitchen, Ich esse Bananen in der Küche, Como plátanos en la cocina). */
  place?: PlaceKey;
  /**
   * The object said by a pronoun standing for it: them for a plural thing (the bananas: je les mange, yo
   * los como, ich esse sie), him or her for a person (👨, 👩: je le vois, ich sehe ihn, eu a vejo).
   */
  pronoun?: boolean;
}

export type Role =
  | 'subject'
  | 'negation'
  | 'finite'
  | 'nonfinite'
  | 'determiner'
  | 'adjective'
  | 'object'
  | 'adverb'
  | 'particle'
  | 'pronoun'
  | 'place';

export interface Sentence {
  language: SentenceLanguage;
  tokens: string[];
  text: string;
  /** A question (its text ends in “?”, Spanish opens with “¿”, French sets a space before it). */
  question: boolean;
  /** Index of the token that carries the tense and person (or the participle in a compound past). */
  verbSlot: number;
  /** The infinitive a learner is cued with for that token. */
  verbCue: string;
  /** Other forms that are right in the verb slot too (Dutch jij wil/wilt, u heeft/hebt). */
  verbVariants: string[];
  /** Index of the subject's article, where the subject is a person with one. */
  articleSlot?: number;
  /** Index of the French object article (des/de), where there is one to ask. */
  objectArticleSlot?: number;
  /** What each token is: the word-order questions move these parts. */
  roles: Role[];
  /** Index of the finite verb (the word that agrees with the subject). */
  finiteSlot: number;
  /** Other ways the same sentence is right (a dropped pronoun, she/they in the feminine, contractions). */
  variants: string[];
  /** The object pronoun's slot and the other pronouns right there (Spanish le beside lo for a man). */
  pronoun?: { slot: number; others: string[] };
  /** The place phrase's article (or preposition fused with it) and what else fits there. */
  placeBlank?: { slot: number; others: string[] };
  /** The sentence with the place phrase's one known error (à le marché, im Küche, en el cocina). */
  placeWrong?: string;
}

const pronouns: Record<SentenceLanguage, Record<string, string[]>> = {
  english: { I: ['I'], you: ['you'], youFormal: ['you'], he: ['he'], she: ['she'], we: ['we'], they: ['they'] },
  french: { I: ['je'], you: ['tu'], youFormal: ['vous'], he: ['il'], she: ['elle'], we: ['nous'], they: ['ils'] },
  german: { I: ['ich'], you: ['du'], youFormal: ['Sie'], he: ['er'], she: ['sie'], we: ['wir'], they: ['sie'] },
  spanish: {
    I: ['yo'],
    you: ['tú'],
    youFormal: ['usted'],
    he: ['él'],
    she: ['ella'],
    we: ['nosotros'],
    they: ['ellos'],
  },
  dutch: { I: ['ik'], you: ['jij'], youFormal: ['u'], he: ['hij'], she: ['zij'], we: ['wij'], they: ['zij'] },
  // Brazilian Portuguese addresses a friend as “você” and a stranger as “o senhor”/“a senhora”; “tu”
  // (with its own verb forms) is accepted for the informal.
  portuguese: {
    I: ['eu'],
    you: ['você'],
    youFormal: ['o', 'senhor'],
    he: ['ele'],
    she: ['ela'],
    we: ['nós'],
    they: ['eles'],
  },
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
/** The person of a subject, as its English verb agrees (you: 2sg). */
export const personOf = (s: SubjectKey): Person =>
  s === 'I' ? 0 : s === 'you' || s === 'youFormal' ? 1 : s === 'we' ? 3 : plural(s) ? 5 : 2;
/** The person a language's verb takes for a subject: formal address is vous (2pl), Sie (3pl), usted and o senhor (3sg), u (4: Dutch's own). */
export function agreement(language: SentenceLanguage, s: SubjectKey): Person {
  if (s === 'youFormal')
    return ({ english: 1, french: 4, german: 5, spanish: 2, dutch: 4, portuguese: 2 } as const)[language];
  if (s === 'you' && language === 'portuguese') return 2;
  return personOf(s);
}

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

/** The indefinite article that fits where a definite one is keyed (Le garçon … / Un garçon …), by language. */
export function indefiniteFor(language: SentenceLanguage, article: string, noun: string): string | undefined {
  const a = article.toLowerCase();
  switch (language) {
    case 'french':
      if (a === 'les') return 'des';
      if (a === 'l’') return frenchNounGenders()[noun] === 'F' ? 'une' : 'un';
      return { le: 'un', la: 'une' }[a];
    case 'german':
      return { der: 'ein', das: 'ein', die: 'eine' }[a];
    case 'dutch':
      return { de: 'een', het: 'een' }[a];
    case 'spanish':
      return { el: 'un', la: 'una', los: 'unos', las: 'unas' }[a];
    case 'portuguese':
      return { o: 'um', a: 'uma', os: 'uns', as: 'umas' }[a];
    default:
      return undefined;
  }
}

/**
 * The grammatical gender of a Spanish or Portuguese noun of the sentences: no gender data for them
 * ships in npm, so the rule (-a feminine, else masculine) and its exceptions among these nouns are
 * listed here and held by a test (every noun of the sentences is one the rule or the list decides).
 */
const romanceFeminine = new Set(['llave', 'chave', 'colher']);
const romanceMasculineInA: Set<string> = new Set([]);
export function romanceGender(noun: string): 'M' | 'F' {
  if (romanceFeminine.has(noun)) return 'F';
  return /a$/.test(noun) && !romanceMasculineInA.has(noun) ? 'F' : 'M';
}

/** Colour adjectives in the plural: French [masculine, feminine], Spanish and Portuguese likewise, German's stem, Dutch's inflected form. */
const colourWords: Record<Colour, Record<SentenceLanguage, string[]>> = {
  red: c('red', ['rouges', 'rouges'], 'rot', ['rojos', 'rojas'], 'rode', ['vermelhos', 'vermelhas']),
  green: c('green', ['verts', 'vertes'], 'grün', ['verdes', 'verdes'], 'groene', ['verdes', 'verdes']),
  yellow: c('yellow', ['jaunes', 'jaunes'], 'gelb', ['amarillos', 'amarillas'], 'gele', ['amarelos', 'amarelas']),
  black: c('black', ['noirs', 'noires'], 'schwarz', ['negros', 'negras'], 'zwarte', ['pretos', 'pretas']),
  white: c('white', ['blancs', 'blanches'], 'weiß', ['blancos', 'blancas'], 'witte', ['brancos', 'brancas']),
  blue: c('blue', ['bleus', 'bleues'], 'blau', ['azules', 'azules'], 'blauwe', ['azuis', 'azuis']),
};
function c(en: string, fr: string[], de: string, es: string[], nl: string, pt: string[]) {
  return { english: [en], french: fr, german: [de], spanish: es, dutch: [nl], portuguese: pt };
}

/** The colour in agreement with its noun: gender in French, Spanish, Portuguese; strong or weak in German. */
function colourWord(
  language: SentenceLanguage,
  colour: Colour,
  noun: Noun,
  afterDeterminer: boolean,
): string | undefined {
  const forms = colourWords[colour][language];
  switch (language) {
    case 'french': {
      // Lefff lacks the gender of a few nouns (souris, œuf, chèvre): no colour rather than a guess.
      const gender = frenchNounGenders()[noun.singular];
      return gender === 'F' ? forms[1] : gender === 'M' ? forms[0] : undefined;
    }
    case 'spanish':
    case 'portuguese':
      return forms[romanceGender(noun.singular) === 'F' ? 1 : 0];
    case 'german':
      // Plural: strong “rote Äpfel”; after kein/mein weak “keine roten Äpfel”.
      return forms[0] + (afterDeterminer ? 'en' : 'e');
    default:
      return forms[0];
  }
}

/** The possessive of the subject for a plural object. */
function possessiveWord(language: SentenceLanguage, s: SubjectKey, noun: Noun): string[] | undefined {
  const sex = (k: SubjectKey) => (['she', 'woman', 'girl', 'women', 'girls'].includes(k) ? 'F' : 'M');
  const key = ['man', 'woman', 'boy', 'girl'].includes(s)
    ? sex(s) === 'F'
      ? 'she'
      : 'he'
    : plural(s) && !['we', 'they'].includes(s)
      ? 'they'
      : s;
  const feminineNoun =
    language === 'spanish' || language === 'portuguese' ? romanceGender(noun.singular) === 'F' : false;
  const table: Record<SentenceLanguage, Record<string, string[]>> = {
    english: { I: ['my'], you: ['your'], youFormal: ['your'], he: ['his'], she: ['her'], we: ['our'], they: ['their'] },
    french: { I: ['mes'], you: ['tes'], youFormal: ['vos'], he: ['ses'], she: ['ses'], we: ['nos'], they: ['leurs'] },
    german: {
      I: ['meine'],
      you: ['deine'],
      youFormal: ['Ihre'],
      he: ['seine'],
      she: ['ihre'],
      we: ['unsere'],
      they: ['ihre'],
    },
    spanish: {
      I: ['mis'],
      you: ['tus'],
      youFormal: ['sus'],
      he: ['sus'],
      she: ['sus'],
      we: [feminineNoun ? 'nuestras' : 'nuestros'],
      they: ['sus'],
    },
    // Unstressed “je” is what a Dutch speaker says to “jij”; “jouw” is right too.
    dutch: {
      I: ['mijn'],
      you: ['je', 'jouw'],
      youFormal: ['uw'],
      he: ['zijn'],
      she: ['haar'],
      we: ['onze'],
      they: ['hun'],
    },
    portuguese: {
      I: [feminineNoun ? 'minhas' : 'meus'],
      you: [feminineNoun ? 'suas' : 'seus'],
      youFormal: [feminineNoun ? 'suas' : 'seus'],
      he: [feminineNoun ? 'suas' : 'seus'],
      she: [feminineNoun ? 'suas' : 'seus'],
      we: [feminineNoun ? 'nossas' : 'nossos'],
      they: [feminineNoun ? 'suas' : 'seus'],
    },
  };
  return table[language][key];
}

/** The sex of a person picture the pronoun frames speak of (him, her). */
export const personSex = (emoji: string) => Object.values(people).find((p) => p.emoji === emoji)?.sex;

/**
 * The object pronoun for the frame's object, and the other pronouns right in its place: a plural thing
 * is them (les; sie; los/las and os/as by the noun's gender; ze), a man him (le; ihn; lo, and le, the
 * leísmo the RAE admits for a male person; o; hem), a woman her (la; sie; la; a; haar).
 */
export function objectPronoun(language: SentenceLanguage, noun: Noun): string[] {
  const sex = personSex(noun.emoji);
  const feminine = sex ? sex === 'F' : romanceGender(noun.singular) === 'F';
  const table: Record<SentenceLanguage, [him: string[], her: string[], themM: string[], themF: string[]]> = {
    english: [['him'], ['her'], ['them'], ['them']],
    french: [['le'], ['la'], ['les'], ['les']],
    german: [['ihn'], ['sie'], ['sie'], ['sie']],
    spanish: [['lo', 'le'], ['la'], ['los'], ['las']],
    dutch: [['hem'], ['haar'], ['ze'], ['ze']],
    portuguese: [['o'], ['a'], ['os'], ['as']],
  };
  return table[language][(sex ? 0 : 2) + (feminine ? 1 : 0)];
}

/**
 * A Portuguese verb with its pronoun after it, as Portugal writes it (vejo-o, comemo-los, compram-nas):
 * undefined after an -r, whose forms (quere-o, comê-lo) are not made.
 */
export function enclitic(verb: string, pronoun: string): string | undefined {
  if (/r$/.test(verb)) return undefined;
  if (/s$/.test(verb)) return `${verb.slice(0, -1)}-l${pronoun}`;
  if (/(m|ão|õe)$/.test(verb)) return `${verb}-n${pronoun}`;
  return `${verb}-${pronoun}`;
}

const capitalise = (s: string) => s[0].toUpperCase() + s.slice(1);

/** Joins tokens, gluing elided French words (j’ + ai → j’ai). */
export function join(tokens: string[]): string {
  return tokens.reduce((out, t) => (out === '' ? t : out.endsWith('’') ? out + t : `${out} ${t}`), '');
}
/**
 * A sentence's text: capitalised, with its full stop, or as a question with “?” (Spanish opening “¿”,
 * French with a no-break space before it).
 */
export function sentenceText(tokens: string[], language?: SentenceLanguage, question = false): string {
  const body = capitalise(join(tokens));
  if (!question) return `${body}.`;
  if (language === 'spanish') return `¿${body}?`;
  if (language === 'french') return `${body}\u00A0?`;
  return `${body}?`;
}

/** The sentence of a frame in one language, or undefined where the data lacks a word or a form. */
export function realise(language: SentenceLanguage, f: Frame, style: Style = 'main'): Sentence | undefined {
  const built = build(language, f, 'none', false, style);
  if (!built) return undefined;
  const {
    t,
    roles,
    verbSlot,
    verbCue,
    verbVariants,
    finiteSlot,
    articleSlot,
    objectArticleSlot,
    noun,
    possessives,
    pronoun: objectPronoun,
    place,
  } = built;
  const question = Boolean(f.question);
  const text = sentenceText(t, language, question);
  const variants = new Set<string>();
  const say = (tokens: string[]) => variants.add(sentenceText(tokens, language, question));
  const subjectAt = roles.indexOf('subject');
  const first = t[subjectAt];
  const fem = feminine[language]?.[t[roles.lastIndexOf('subject')]];
  const replaceAt = (tokens: string[], i: number, w: string) => tokens.map((x, j) => (j === i ? w : x));
  if (fem) say(replaceAt(t, roles.lastIndexOf('subject'), fem));
  // “o senhor” or “a senhora”: the English “you” does not say which.
  if (language === 'portuguese' && f.subject === 'youFormal')
    say(replaceAt(replaceAt(t, subjectAt, 'a'), subjectAt + 1, 'senhora'));
  const pronoun = pronounKeys.includes(f.subject);
  // Spanish and Portuguese drop a subject pronoun (not the formal address, which says who is meant); a
  // Portuguese sentence does not open with its object pronoun, so without the subject it follows the verb
  // (Como-as.), as it does after the subject in Portugal (Eu como-as.).
  const dropped = (language === 'spanish' || language === 'portuguese') && pronoun && f.subject !== 'youFormal';
  const ptEnclisis = language === 'portuguese' && objectPronoun && !f.negative;
  if (dropped && !(ptEnclisis && objectPronoun.slot === subjectAt + 1)) say(t.filter((_, i) => i !== subjectAt));
  if (ptEnclisis) {
    const joined = enclitic(t[finiteSlot], t[objectPronoun.slot]);
    if (joined) {
      const after = replaceAt(t, finiteSlot, joined).filter((_, i) => i !== objectPronoun.slot);
      say(after);
      if (dropped) say(after.filter((_, i) => i !== subjectAt));
    }
  }
  for (const other of objectPronoun?.others ?? []) say(replaceAt(t, objectPronoun!.slot, other));
  if (language === 'spanish' && question && pronoun) {
    // ¿Come usted plátanos?, ¿Comes tú plátanos?: the subject pronoun after the verb.
    const rest = t.filter((_, i) => i !== subjectAt);
    const at = rest.indexOf(t[finiteSlot]) + 1;
    say([...rest.slice(0, at), first, ...rest.slice(at)]);
  }
  if (language === 'portuguese' && f.subject === 'you') {
    // Informal “tu” with its own verb forms.
    const tu = verbPhrase(language, f.verb.lemma[language], f.tense, 1, false, style);
    if (tu) say(replaceAt(replaceAt(t, subjectAt, 'tu'), finiteSlot, tu.finite));
  }
  for (const v of verbVariants) say(replaceAt(t, finiteSlot, v));
  for (const other of possessives?.others ?? []) say(replaceAt(t, possessives!.slot, other));
  if (language === 'english' && f.negative)
    variants.add(
      text
        .replace('do not', 'don’t')
        .replace('does not', 'doesn’t')
        .replace('did not', 'didn’t')
        .replace('will not', 'won’t'),
    );
  if (language === 'dutch')
    for (const [full, short] of [
      ['zij', 'ze'],
      ['wij', 'we'],
      ['jij', 'je'],
    ])
      if (t[subjectAt] === full) say(replaceAt(t, subjectAt, short));
  if (language === 'french' && question) for (const v of frenchQuestionVariants(f, style)) variants.add(v);
  if ((language === 'german' || language === 'dutch') && question) {
    // An intonation question keeps the statement's order: “Du isst Bananen?”
    const statement = build(language, { ...f, question: false }, 'none', false, style);
    if (statement) say(statement.t);
  }
  // The time adverb first (Gestern habe ich …, Hier, j’ai …, Ayer comí …).
  if (!question && roles.includes('adverb')) {
    const fronted = build(language, f, 'adverb', false, style);
    if (fronted) {
      const lowered = fronted.t.map((w, i) => (i === 1 && w !== 'I' && w !== 'Sie' ? w.toLowerCase() : w));
      say(lowered);
      if (language === 'dutch') {
        const short = { jij: 'je', wij: 'we', zij: 'ze' }[lowered[2]];
        if (short) say(replaceAt(lowered, 2, short));
      }
      if (language !== 'german' && language !== 'dutch') {
        say([`${lowered[0]},`, ...lowered.slice(1)]);
        if ((language === 'spanish' || language === 'portuguese') && pronoun && f.subject !== 'youFormal')
          say(lowered.filter((_, i) => i !== 1));
      }
      // German may put the pronoun before a noun subject: Gestern hat sie der Junge gegessen.
      if (language === 'german' && objectPronoun && !pronoun) {
        const at = lowered.indexOf(t[objectPronoun.slot], 2);
        const subjectStart = fronted.roles.indexOf('subject');
        if (at > subjectStart)
          say([
            ...lowered.slice(0, subjectStart),
            lowered[at],
            ...lowered.slice(subjectStart, at),
            ...lowered.slice(at + 1),
          ]);
      }
    }
  }
  if (place) {
    const text = (tokens: string[]) => sentenceText(tokens, language, question);
    // German and Dutch: the place before the object too (Ich esse in der Küche Bananen).
    if ((language === 'german' || language === 'dutch') && !f.pronoun) {
      const early = build(language, f, 'none', true, style);
      if (early) say(early.t);
    }
    // The place first: In der Küche esse ich Bananen; En la cocina, (yo) como plátanos; In the kitchen, I eat …
    const first = build(language, f, 'place', false, style);
    if (first) {
      say(first.t);
      if (language !== 'german' && language !== 'dutch') {
        const body = first.t.slice(place.length);
        const opened = [...first.t.slice(0, place.length - 1), `${first.t[place.length - 1]},`];
        say([...opened, ...body]);
        if ((language === 'spanish' || language === 'portuguese') && pronoun && f.subject !== 'youFormal')
          say([...opened, ...body.slice(1)]);
      }
    }
    // The time adverb before the place: Comí plátanos ayer en la cocina.
    const adverbAt = roles.indexOf('adverb');
    if (
      adverbAt === t.length - 1 &&
      adverbAt === place.at + place.length &&
      language !== 'german' &&
      language !== 'dutch'
    )
      say([...t.slice(0, place.at), t[adverbAt], ...t.slice(place.at, adverbAt)]);
    // The other words for the same place (au parc / dans le parc, bajo la mesa, op de tafel).
    const said = join(t.slice(place.at, place.at + place.length));
    for (const also of place.also) {
      const other = join(also);
      for (const v of [text(t), ...variants]) {
        if (v.includes(said)) variants.add(v.replace(said, other));
        else if (v.startsWith(capitalise(said))) variants.add(capitalise(other) + v.slice(said.length));
      }
    }
  }
  for (const pv of noun.pluralVariants) say(t.map((w) => (w === noun.plural ? pv : w)));
  // The tense said the other standard way (Je vais manger …, Ich aß …, Voy a comer …, Ik ga … eten, Comerei …).
  if (style === 'main')
    for (const other of otherStyles[language][f.tense] ?? []) {
      const said = realise(language, f, other);
      if (said) for (const v of [said.text, ...said.variants]) variants.add(v);
    }
  // The other words a teacher accepts (hiboux, chicos, biscuits): the key's first, then the other sentences'.
  const all = [...withOtherWords(language, [text]), ...variants, ...withOtherWords(language, [...variants])];
  variants.clear();
  for (const v of all) if (v !== text) variants.add(v);
  return {
    language,
    roles,
    finiteSlot,
    tokens: t,
    text,
    question,
    verbSlot,
    verbCue,
    verbVariants,
    articleSlot,
    objectArticleSlot,
    variants: [...variants],
    ...(objectPronoun ? { pronoun: objectPronoun } : {}),
    ...(place?.blank ? { placeBlank: place.blank } : {}),
    ...(place?.wrong
      ? {
          placeWrong: sentenceText(
            [...t.slice(0, place.at), ...place.wrong, ...t.slice(place.at + place.length)],
            language,
            question,
          ),
        }
      : {}),
  };
}

/** French questions besides “Est-ce que …”: by intonation (Tu manges … ?) and, for a pronoun, by inversion (Manges-tu … ?). */
function frenchQuestionVariants(f: Frame, style: Style): string[] {
  const statement = build('french', { ...f, question: false }, 'none', false, style);
  if (!statement) return [];
  const out = [sentenceText(statement.t, 'french', true)];
  const { t, finiteSlot } = statement;
  const subject = t[0] === 'j’' ? 'je' : t[0];
  if (pronounKeys.includes(f.subject) && f.subject !== 'I' && statement.roles[0] === 'subject' && finiteSlot === 1) {
    const verb = t[finiteSlot];
    const link = /[ae]$/.test(verb) && /^(il|elle|on)$/.test(subject) ? '-t-' : '-';
    out.push(sentenceText([`${verb}${link}${subject}`, ...t.slice(2)], 'french', true));
  }
  // A noun subject is taken up by its pronoun after the verb (complex inversion, Grevisse §396): Les filles
  // vendent-elles des chiens ?, Le garçon mange-t-il des bananes ?
  const taken = nounPronoun(f.subject);
  if (taken && statement.roles[0] === 'subject' && statement.roles[1] === 'subject' && finiteSlot === 2) {
    const verb = t[finiteSlot];
    const link = /[ae]$/.test(verb) && /^(il|elle)$/.test(taken) ? '-t-' : '-';
    out.push(sentenceText([t[0], t[1], `${verb}${link}${taken}`, ...t.slice(3)], 'french', true));
  }
  return out;
}

/** The French pronoun of a person subject: il, elle, ils, elles. */
function nounPronoun(subject: SubjectKey): string | undefined {
  const base = { men: 'man', women: 'woman', boys: 'boy', girls: 'girl' }[subject as string] ?? subject;
  const sex = people[base]?.sex;
  if (!sex) return undefined;
  return (sex === 'M' ? 'il' : 'elle') + (base !== subject ? 's' : '');
}

interface Built {
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
type Front = 'none' | 'adverb' | 'place';

/** The French past participle agreeing with a direct object pronoun before it (je les ai mangées, je l’ai vue). */
function agreedParticiple(lemma: string, noun: Noun): string | undefined {
  const sex = personSex(noun.emoji);
  const gender = sex ?? frenchNounGenders()[noun.singular];
  if (!gender) return undefined;
  // Lefff's K: masculine singular, masculine plural, feminine singular, feminine plural.
  return frenchVerbs()[lemma]?.K?.[(gender === 'F' ? 2 : 0) + (sex ? 0 : 1)];
}

/** The tokens of a frame: a statement, a question, or a statement with its time adverb or place first. */
function build(
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
