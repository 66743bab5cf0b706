/**
 * What a sentence says before any language says it: the frame (who does what to what, when, said,
 * denied or asked) and the sentence a language makes of it, with the subjects and the colours a thing
 * is said to have.
 */
import type { SentenceLanguage } from './nouns';
import type { PlaceKey } from './places';
import type { Tense, VerbConcept } from './verbs';

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

/** A place phrase as a sentence says it (en la escuela) and the other phrases a teacher accepts there (en el colegio). */
export interface OtherPlaces {
  said: string;
  others: string[];
}

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
  /** The place phrase as said and the other phrases a teacher accepts there (en el colegio for en la escuela). */
  otherPlaces?: OtherPlaces;
  /** The sentence with the place phrase's one known error (à le marché, im Küche, en el cocina). */
  placeWrong?: string;
}
