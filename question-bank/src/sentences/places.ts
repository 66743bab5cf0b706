/**
 * Where something is done: a prepositional phrase of place (in the kitchen, at the market, under the
 * bed) built from a preposition, the place noun's definite article by its gender (German: the dative of
 * a place where one is) and each language's contractions (French à + le → au, German in + dem → im,
 * an + dem → am, Spanish de + el → del, Portuguese em + o → no, de + a → da). A place is said only with
 * the verbs and things that go there (`placesFor`): one eats bananas in the kitchen and sees elephants at
 * the zoo, finds one's keys under the bed, never a pineapple under it.
 */
import type { SentenceLanguage } from './nouns';
import type { VerbKey } from './verbs';

export type PlaceKey =
  | 'kitchen'
  | 'garden'
  | 'park'
  | 'market'
  | 'school'
  | 'farm'
  | 'zoo'
  | 'station'
  | 'underTable'
  | 'underBed'
  | 'underSofa'
  | 'onTable';

/** A place in one language: preposition, the noun's gender (bare: no article, “at school”, “op school”) and noun. */
interface PlaceWords {
  prep: string;
  gender: 'M' | 'F' | 'N' | 'bare';
  noun: string;
}
type PlaceEntry = PlaceWords & { also?: PlaceWords[] };
const w = (prep: string, gender: PlaceWords['gender'], noun: string, ...also: PlaceWords[]): PlaceEntry => ({
  prep,
  gender,
  noun,
  ...(also.length ? { also } : {}),
});

/**
 * The places. French and German genders are the data's (Lefff, german-pos-dict: held by a test); Dutch
 * de/het and the Spanish and Portuguese genders are listed (a test holds them against the -a rule and
 * its exceptions: estación, estação, -ión/-ção feminine). `also`: other words a teacher accepts for the
 * same place (au parc / dans le parc, bajo la mesa, embaixo da mesa, op de tafel). English says at or in a place
 * seen as a point or as an area alike (Swan, Practical English Usage, “at, on and in: place”): on or at the farm, in
 * or at the park, at or in the market, at or in the zoo, at or in the station; in the kitchen and at school have no other; French à la cuisine beside dans la cuisine, as au jardin beside dans le jardin.
 */
const placeWords: Record<PlaceKey, Record<SentenceLanguage, PlaceEntry>> = {
  kitchen: {
    english: w('in', 'bare', 'the kitchen'),
    french: w('dans', 'F', 'cuisine', w('à', 'F', 'cuisine')),
    german: w('in', 'F', 'Küche'),
    spanish: w('en', 'F', 'cocina'),
    dutch: w('in', 'M', 'keuken'),
    portuguese: w('em', 'F', 'cozinha'),
  },
  garden: {
    english: w('in', 'bare', 'the garden'),
    french: w('dans', 'M', 'jardin', w('au', 'bare', 'jardin')),
    german: w('in', 'M', 'Garten'),
    spanish: w('en', 'M', 'jardín'),
    dutch: w('in', 'M', 'tuin'),
    portuguese: w('em', 'M', 'jardim'),
  },
  park: {
    english: w('in', 'bare', 'the park', w('at', 'bare', 'the park')),
    french: w('à', 'M', 'parc', w('dans', 'M', 'parc')),
    german: w('in', 'M', 'Park'),
    spanish: w('en', 'M', 'parque'),
    dutch: w('in', 'N', 'park'),
    portuguese: w('em', 'M', 'parque'),
  },
  market: {
    english: w('at', 'bare', 'the market', w('in', 'bare', 'the market')),
    french: w('à', 'M', 'marché', w('sur', 'M', 'marché')),
    german: w('auf', 'M', 'Markt'),
    spanish: w('en', 'M', 'mercado'),
    dutch: w('op', 'M', 'markt'),
    portuguese: w('em', 'M', 'mercado', w('em', 'F', 'feira')),
  },
  school: {
    english: w('at', 'bare', 'school'),
    french: w('à', 'F', 'école'),
    german: w('in', 'F', 'Schule'),
    // CLDR es annotations of 🏫 name it colegio and escuela.
    spanish: w('en', 'F', 'escuela', w('en', 'M', 'colegio')),
    dutch: w('op', 'bare', 'school'),
    portuguese: w('em', 'F', 'escola'),
  },
  farm: {
    english: w('on', 'bare', 'the farm', w('at', 'bare', 'the farm')),
    french: w('à', 'F', 'ferme'),
    german: w('auf', 'M', 'Bauernhof', w('auf', 'M', 'Hof')),
    spanish: w('en', 'F', 'granja'),
    dutch: w('op', 'F', 'boerderij'),
    // Brazil says fazenda; Portugal's quinta is right too.
    portuguese: w('em', 'F', 'fazenda', w('em', 'F', 'quinta')),
  },
  zoo: {
    english: w('at', 'bare', 'the zoo', w('in', 'bare', 'the zoo')),
    french: w('à', 'M', 'zoo'),
    german: w('in', 'M', 'Zoo'),
    spanish: w('en', 'M', 'zoo', w('en', 'M', 'zoológico')),
    dutch: w('in', 'M', 'dierentuin'),
    portuguese: w('em', 'M', 'zoológico', w('em', 'M', 'zoo')),
  },
  station: {
    english: w('at', 'bare', 'the station', w('in', 'bare', 'the station')),
    french: w('à', 'F', 'gare'),
    german: w('an', 'M', 'Bahnhof'),
    spanish: w('en', 'F', 'estación'),
    dutch: w('op', 'N', 'station'),
    portuguese: w('em', 'F', 'estação'),
  },
  underTable: {
    english: w('under', 'bare', 'the table'),
    french: w('sous', 'F', 'table'),
    german: w('unter', 'M', 'Tisch'),
    spanish: w('debajo de', 'F', 'mesa', w('bajo', 'F', 'mesa')),
    dutch: w('onder', 'F', 'tafel'),
    portuguese: w('debaixo de', 'F', 'mesa', w('embaixo de', 'F', 'mesa')),
  },
  underBed: {
    english: w('under', 'bare', 'the bed'),
    french: w('sous', 'M', 'lit'),
    german: w('unter', 'N', 'Bett'),
    spanish: w('debajo de', 'F', 'cama', w('bajo', 'F', 'cama')),
    dutch: w('onder', 'N', 'bed'),
    portuguese: w('debaixo de', 'F', 'cama', w('embaixo de', 'F', 'cama')),
  },
  underSofa: {
    english: w('under', 'bare', 'the sofa', w('under', 'bare', 'the couch')),
    french: w('sous', 'M', 'canapé', w('sous', 'M', 'sofa')),
    german: w('unter', 'N', 'Sofa'),
    spanish: w('debajo de', 'M', 'sofá', w('bajo', 'M', 'sofá')),
    dutch: w('onder', 'F', 'bank', w('onder', 'F', 'sofa')),
    portuguese: w('debaixo de', 'M', 'sofá', w('embaixo de', 'M', 'sofá')),
  },
  onTable: {
    english: w('on', 'bare', 'the table'),
    french: w('sur', 'F', 'table'),
    german: w('auf', 'M', 'Tisch'),
    spanish: w('en', 'F', 'mesa', w('sobre', 'F', 'mesa')),
    // “op tafel” is the idiom; “op de tafel” is right too.
    dutch: w('op', 'bare', 'tafel', w('op', 'F', 'tafel')),
    portuguese: w('em', 'F', 'mesa', w('em cima de', 'F', 'mesa'), w('sobre', 'F', 'mesa')),
  },
};

/** The definite article of a singular place noun (German: dative), before `next`. */
function definite(language: SentenceLanguage, gender: 'M' | 'F' | 'N', next: string): string {
  switch (language) {
    case 'french':
      return /^[aeiouyàâéèêëîïôœùûh]/i.test(next) ? 'l’' : gender === 'F' ? 'la' : 'le';
    case 'german':
      return gender === 'F' ? 'der' : 'dem';
    case 'spanish':
      return gender === 'F' ? 'la' : 'el';
    case 'portuguese':
      return gender === 'F' ? 'a' : 'o';
    case 'dutch':
      return gender === 'N' ? 'het' : 'de';
    default:
      return 'the';
  }
}

/**
 * The contractions of a preposition with the definite article, as the grammars state them (Grevisse, Le
 * Bon Usage §580: au, aux, du, des; Duden-Grammatik: im, am, zum, zur, ins, beim, vom; RAE, Ortografía
 * 4.2.4: al, del; Cunha & Cintra, Nova gramática: no, na, do, da, ao, à, pelo, pela). The last word of a
 * compound preposition is the one that contracts (debajo de + el → debajo del).
 */
export const contractions: Record<SentenceLanguage, Record<string, string>> = {
  english: {},
  french: { 'à le': 'au', 'à les': 'aux', 'de le': 'du', 'de les': 'des' },
  german: {
    'in dem': 'im',
    'an dem': 'am',
    'zu dem': 'zum',
    'zu der': 'zur',
    'in das': 'ins',
    'bei dem': 'beim',
    'von dem': 'vom',
  },
  spanish: { 'a el': 'al', 'de el': 'del' },
  dutch: {},
  portuguese: {
    'em o': 'no',
    'em a': 'na',
    'em os': 'nos',
    'em as': 'nas',
    'de o': 'do',
    'de a': 'da',
    'de os': 'dos',
    'de as': 'das',
    'a o': 'ao',
    'a a': 'à',
    'por o': 'pelo',
    'por a': 'pela',
  },
};

export interface PlacePhrase {
  tokens: string[];
  /** The token a learner fills in (the article, or the preposition fused with it), and what else fits there. */
  blank?: { slot: number; others: string[] };
  /** The phrase's uncontracted or wrong-gender form: a wrong choice with one known error (à le marché, in dem Küche). */
  wrong?: string[];
}

function phrase(language: SentenceLanguage, p: PlaceWords): PlacePhrase {
  const prep = p.prep.split(' ');
  const last = prep[prep.length - 1];
  if (p.gender === 'bare') return { tokens: [...prep, ...p.noun.split(' ')] };
  const article = definite(language, p.gender, p.noun);
  const fused = contractions[language][`${last} ${article}`];
  const other = definite(
    language,
    language === 'dutch' ? (p.gender === 'N' ? 'M' : 'N') : p.gender === 'F' ? 'M' : 'F',
    p.noun,
  );
  if (fused) {
    const tokens = [...prep.slice(0, -1), fused, p.noun];
    // German “in dem Garten” is right too (that garden); French “à le”, Spanish “de el”, Portuguese “em o” never are.
    // Portuguese em + um fuses to num (num mercado, numa fazenda) or stays apart (em um): the indefinite fits as the
    // Spanish blank's does (Cunha & Cintra, ch. 9, contractions of em with the indefinite article).
    const indefinite = article === 'a' ? ['numa', 'em uma'] : ['num', 'em um'];
    const others =
      language === 'german'
        ? [`${last} ${article}`, `${last} ${article === 'der' ? 'einer' : 'einem'}`]
        : language === 'portuguese' && last === 'em'
          ? indefinite
          : [];
    // The wrong choice: French “à le”, Spanish “de el”, Portuguese “em o” (never right); German the other
    // gender's article (in der Garten), since “in dem Garten” is right.
    return {
      tokens,
      blank: { slot: prep.length - 1, others },
      wrong: language === 'german' ? [...prep, other, p.noun] : [...prep, article, p.noun],
    };
  }
  const tokens = [...prep, article, p.noun];
  const indefinite = {
    french: article === 'la' ? 'une' : article === 'le' ? 'un' : undefined,
    german: article === 'der' ? 'einer' : 'einem',
    spanish: article === 'la' ? 'una' : 'un',
    dutch: 'een',
    portuguese: undefined,
    english: undefined,
  }[language];
  const wrongGender = other !== article && !/’$/.test(article) ? [...prep, other, p.noun] : undefined;
  const otherFused = contractions[language][`${last} ${other}`];
  return {
    tokens,
    // French l’ is glued to its noun: no blank.
    blank: /’$/.test(article) ? undefined : { slot: prep.length, others: indefinite ? [indefinite] : [] },
    // The other gender's article, fused where the language fuses it (im Küche, au ferme, en el cocina).
    wrong: wrongGender && otherFused ? [...prep.slice(0, -1), otherFused, p.noun] : wrongGender,
  };
}

/** A place phrase in a language, and the other phrases a teacher accepts for it. */
export function placePhrase(language: SentenceLanguage, place: PlaceKey): PlacePhrase & { also: string[][] } {
  const entry = placeWords[place][language];
  return { ...phrase(language, entry), also: (entry.also ?? []).map((a) => phrase(language, a).tokens) };
}

export const placeNouns = (language: SentenceLanguage) =>
  Object.entries(placeWords).map(([key, byLanguage]) => ({ key: key as PlaceKey, ...byLanguage[language] }));

/**
 * What is done where (the selectional restrictions): each place with the verbs said there and the
 * things (pictures) those verbs take there. find is asked of one's own things only.
 */
const snacks = '🍌🍐🍓🍑🍊🍉🥭🍪🥐🧇🍔';
const farmAnimals = '🐄🐎🐖🐐🐔🦆🐓🐇';
const smallThings = '🔑🖊✏📓';
export const placesFor: Record<PlaceKey, Partial<Record<VerbKey, string>>> = {
  kitchen: { eat: '🍌🍐🍅🍋🥕🥒🍓🍑🥭🍊🍉🍍🥑🍈🥚🍪🍔🧇🥐', wash: '🍐🍅🥕🥒🍓🍑', see: '🐁🐜', find: '🔑🥄🕯' },
  garden: { see: '🐦🐈🐕🦋🐜🐸', eat: '🍓🍑🍐🍉', draw: '🦋🐦', count: '🐔' },
  park: { see: '🐕🐦🦆🦋', eat: snacks, draw: '🦆🐦🐕' },
  market: { buy: '🍌🍐🍅🍋🥕🥒🧅🍓🍑🥭🍊🍉🍍🥑🍆🫒🍈🥚', sell: '🍌🍐🍅🍋🥕🥒🧅🍓🍑🥭🍊🍉🍍🥑🍆🫒🍈🥚🐔🦆🐇🐐🐖' },
  school: { draw: '🐕🐈🐎🐄🐦🐟🐇🦆🐔🐖🐘🐒🐸🐢🦋🦉🍌🍐🍓🚆🚌🚕🚲✈🚢🚜🚁', eat: '🍌🍐🍊🍪🥐' },
  farm: { see: farmAnimals, count: farmAnimals, draw: farmAnimals, buy: '🥚' },
  zoo: { see: '🐘🐒🐢🦉', draw: '🐘🐒🐢🦉' },
  station: { see: '🚆🚌🚕' },
  underTable: { find: `${smallThings}🥄` },
  underBed: { find: smallThings },
  underSofa: { find: smallThings },
  onTable: { find: `${smallThings}🥄🕯✉` },
};

/** The places where `verb` is said of `emoji`. */
export function placesOf(verb: VerbKey, emoji: string): PlaceKey[] {
  return (Object.keys(placesFor) as PlaceKey[]).filter((p) =>
    [...(placesFor[p][verb] ?? '').matchAll(/\p{Extended_Pictographic}/gu)].some((m) => m[0] === emoji),
  );
}

/** A place's words in a language: its preposition, the noun's gender and the noun (what the glossary says of them). */
export const placeWordsOf = (language: SentenceLanguage, place: PlaceKey): PlaceWords => placeWords[place][language];
