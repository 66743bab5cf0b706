/**
 * The words a sentence is made of, by language: the pronoun and person tables, articles, colour
 * adjectives, possessives and object pronouns, each chosen in agreement with the frame's subject and
 * noun; and how tokens are joined into a sentence's text.
 */
import { frenchNounGenders, frenchVerbs } from '../data';
import type { Colour, SubjectKey } from './frame';
import { cldrLocales, nouns, type Noun, type SentenceLanguage } from './nouns';
import type { Person, Tense } from './verbs';

export const pronouns: Record<SentenceLanguage, Record<string, string[]>> = {
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
export const feminine: Partial<Record<SentenceLanguage, Record<string, string>>> = {
  french: { ils: 'elles' },
  spanish: { nosotros: 'nosotras', ellos: 'ellas' },
  portuguese: { eles: 'elas' },
};

export const people: Record<string, { emoji: string; sex: 'M' | 'F' }> = {
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

export const startsWithVowel = (w: string) => /^[aeiouyàâéèêëîïôœùûh]/i.test(w) && !/^h/i.test(w);

/** The person noun phrase (article and noun), singular or plural, with the article apart. */
export function person(language: SentenceLanguage, key: SubjectKey): [article: string, noun: string] | undefined {
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
const romanceFeminine = new Set(['llave', 'chave', 'colher', 'rã']);
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
export function colourWord(
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
export function possessiveWord(language: SentenceLanguage, s: SubjectKey, noun: Noun): string[] | undefined {
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

export const capitalise = (s: string) => s[0].toUpperCase() + s.slice(1);

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

/** The French pronoun of a person subject: il, elle, ils, elles. */
export function nounPronoun(subject: SubjectKey): string | undefined {
  const base = { men: 'man', women: 'woman', boys: 'boy', girls: 'girl' }[subject as string] ?? subject;
  const sex = people[base]?.sex;
  if (!sex) return undefined;
  return (sex === 'M' ? 'il' : 'elle') + (base !== subject ? 's' : '');
}

/** The French past participle agreeing with a direct object pronoun before it (je les ai mangées, je l’ai vue). */
export function agreedParticiple(lemma: string, noun: Noun): string | undefined {
  const sex = personSex(noun.emoji);
  const gender = sex ?? frenchNounGenders()[noun.singular];
  if (!gender) return undefined;
  // Lefff's K: masculine singular, masculine plural, feminine singular, feminine plural.
  return frenchVerbs()[lemma]?.K?.[(gender === 'F' ? 2 : 0) + (sex ? 0 : 1)];
}
