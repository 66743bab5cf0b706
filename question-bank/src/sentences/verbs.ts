/**
 * The verbs of the sentence templates and their forms. English, French, German and Spanish forms come
 * from the conjugation packages (english-verbs-helper, Lefff, german-pos-dict, spanish-verbs); Dutch
 * and Portuguese from the project's own morphology below (regular paradigms and the principal parts of
 * the few irregular verbs). Every form is checked against the language's spelling dictionary in the
 * tests, and a verb whose forms the dictionary does not confirm is not used.
 */
import { frenchVerbs, germanForm, germanVerbs, spanishVerbs, type GermanTense } from '../data';
import { conjugateEnglish } from '../english-tenses';
import type { SentenceLanguage, Theme } from './nouns';

export type VerbKey = 'eat' | 'buy' | 'sell' | 'see' | 'want' | 'have' | 'find' | 'wash' | 'draw' | 'count';
export type Tense = 'present' | 'past' | 'future';
/**
 * The persons in the packages' order: 1sg, 2sg, 3sg, 1pl, 2pl, 3pl. The templates use all but 2pl as a
 * plural; 2pl is French and (as 3pl) German formal address, and Dutch “u” (see `verbPhrase`).
 */
export type Person = 0 | 1 | 2 | 3 | 4 | 5;

export interface VerbConcept {
  key: VerbKey;
  /** The themes of the nouns it takes as its object. */
  objects: Theme[];
  /** States (want, have) are asked in the present only: their past reads oddly in a short sentence. */
  tenses: Tense[];
  lemma: Record<SentenceLanguage, string>;
}

const all: Tense[] = ['present', 'past', 'future'];
export const verbConcepts: VerbConcept[] = [
  {
    key: 'eat',
    objects: ['produce', 'food'],
    tenses: all,
    lemma: l('eat', 'manger', 'essen', 'comer', 'eten', 'comer'),
  },
  {
    key: 'buy',
    objects: ['produce', 'food', 'clothes', 'school', 'home'],
    tenses: all,
    lemma: l('buy', 'acheter', 'kaufen', 'comprar', 'kopen', 'comprar'),
  },
  {
    key: 'sell',
    objects: ['produce', 'food', 'clothes', 'school', 'animals'],
    tenses: all,
    lemma: l('sell', 'vendre', 'verkaufen', 'vender', 'verkopen', 'vender'),
  },
  {
    key: 'see',
    objects: ['animals', 'wildlife', 'travel'],
    tenses: all,
    lemma: l('see', 'voir', 'sehen', 'ver', 'zien', 'ver'),
  },
  {
    key: 'want',
    objects: ['produce', 'food', 'animals', 'school', 'clothes'],
    tenses: ['present'],
    lemma: l('want', 'vouloir', 'wollen', 'querer', 'willen', 'querer'),
  },
  {
    key: 'have',
    objects: ['animals', 'home', 'school', 'clothes'],
    tenses: ['present'],
    lemma: l('have', 'avoir', 'haben', 'tener', 'hebben', 'ter'),
  },
  {
    key: 'find',
    objects: ['home', 'school'],
    tenses: all,
    lemma: l('find', 'trouver', 'finden', 'encontrar', 'vinden', 'encontrar'),
  },
  {
    key: 'wash',
    objects: ['clothes', 'produce'],
    tenses: all,
    lemma: l('wash', 'laver', 'waschen', 'lavar', 'wassen', 'lavar'),
  },
  {
    key: 'draw',
    objects: ['animals', 'wildlife', 'produce', 'travel'],
    tenses: all,
    lemma: l('draw', 'dessiner', 'zeichnen', 'dibujar', 'tekenen', 'desenhar'),
  },
  {
    key: 'count',
    objects: ['animals', 'produce', 'school', 'home'],
    tenses: all,
    lemma: l('count', 'compter', 'zählen', 'contar', 'tellen', 'contar'),
  },
];
function l(english: string, french: string, german: string, spanish: string, dutch: string, portuguese: string) {
  return { english, french, german, spanish, dutch, portuguese };
}

/** Dutch principal parts: ik-form, hij-form, plural, past participle. */
const dutch: Record<string, [string, string, string, string]> = {
  eten: ['eet', 'eet', 'eten', 'gegeten'],
  kopen: ['koop', 'koopt', 'kopen', 'gekocht'],
  verkopen: ['verkoop', 'verkoopt', 'verkopen', 'verkocht'],
  zien: ['zie', 'ziet', 'zien', 'gezien'],
  willen: ['wil', 'wil', 'willen', 'gewild'],
  hebben: ['heb', 'heeft', 'hebben', 'gehad'],
  vinden: ['vind', 'vindt', 'vinden', 'gevonden'],
  wassen: ['was', 'wast', 'wassen', 'gewassen'],
  tekenen: ['teken', 'tekent', 'tekenen', 'getekend'],
  tellen: ['tel', 'telt', 'tellen', 'geteld'],
  zullen: ['zal', 'zal', 'zullen', ''],
  gaan: ['ga', 'gaat', 'gaan', 'gegaan'],
};

/**
 * How a tense is said: the keyed way (`main`), the other standard way a teacher accepts for the same English
 * (`alt`), or the present with the time word (`present`; Ich esse morgen Bananen). Per language and tense the
 * other ways, from the grammars: French aller + infinitive beside the simple future (Grevisse, Le Bon Usage
 * §820), German Präteritum beside Perfekt and the present with a time word for the future (Duden Grammatik
 * §§ 727–730, 744), Spanish ir a + infinitive beside the synthetic future (RAE, Nueva gramática §28.2.2),
 * Dutch gaan + infinitive and the present beside zullen (ANS 18.5.3) and the past beside the perfect (ANS 2.3.2), Portuguese the synthetic future beside
 * ir + infinitive (Cunha & Cintra, Nova Gramática §§ 10.2).
 */
export type Style = 'main' | 'alt' | 'present';
export const otherStyles: Record<SentenceLanguage, Partial<Record<Tense, Style[]>>> = {
  english: {},
  french: { future: ['alt'] },
  german: { past: ['alt'], future: ['present'] },
  spanish: { future: ['alt'] },
  dutch: { past: ['alt'], future: ['alt', 'present'] },
  portuguese: { future: ['alt'] },
};
/** Dutch past (onvoltooid verleden tijd), singular and plural, beside the perfect (ANS 2.3.2): Ik at gisteren bananen. */
const dutchPast: Record<string, [string, string]> = {
  eten: ['at', 'aten'],
  kopen: ['kocht', 'kochten'],
  verkopen: ['verkocht', 'verkochten'],
  zien: ['zag', 'zagen'],
  vinden: ['vond', 'vonden'],
  wassen: ['waste', 'wasten'],
  tekenen: ['tekende', 'tekenden'],
  tellen: ['telde', 'telden'],
};
/** The Portuguese synthetic future's endings (eu, tu, ele, nós, vós, eles) on the infinitive: desenhará. */
const portugueseFuture = ['ei', 'ás', 'á', 'emos', 'eis', 'ão'];

/**
 * Portuguese (Brazilian) present and pretérito perfeito of the irregular verbs: eu, tu, ele/ela/você, nós,
 * (vós: not used), eles/elas.
 */
const portugueseIrregular: Record<string, { present: string[]; past?: string[] }> = {
  ver: { present: ['vejo', 'vês', 'vê', 'vemos', '', 'veem'], past: ['vi', 'viste', 'viu', 'vimos', '', 'viram'] },
  querer: {
    present: ['quero', 'queres', 'quer', 'queremos', '', 'querem'],
    past: ['quis', 'quiseste', 'quis', 'quisemos', '', 'quiseram'],
  },
  ter: {
    present: ['tenho', 'tens', 'tem', 'temos', '', 'têm'],
    past: ['tive', 'tiveste', 'teve', 'tivemos', '', 'tiveram'],
  },
  ir: { present: ['vou', 'vais', 'vai', 'vamos', '', 'vão'] },
};
const portugueseEndings = {
  ar: { present: ['o', 'as', 'a', 'amos', '', 'am'], past: ['ei', 'aste', 'ou', 'amos', '', 'aram'] },
  er: { present: ['o', 'es', 'e', 'emos', '', 'em'], past: ['i', 'este', 'eu', 'emos', '', 'eram'] },
} as const;
const slot = (p: Person) => p;

function portuguese(verb: string, tense: 'present' | 'past', p: Person): string | undefined {
  const irregular = portugueseIrregular[verb]?.[tense];
  if (irregular) return irregular[slot(p)] || undefined;
  const group = verb.slice(-2) as 'ar' | 'er';
  if (!portugueseEndings[group] || !portugueseEndings[group][tense][slot(p)]) return undefined;
  return verb.slice(0, -2) + portugueseEndings[group][tense][slot(p)];
}

/**
 * The Portuguese subjunctive (Cunha & Cintra, Nova Gramática, ch. 13): the present on the stem of the eu-form of the
 * present (vej-o: veja, tenh-o: tenha, compr-o: compre) with the other conjugation's vowel, the imperfect on the
 * eles-form of the pretérito perfeito less -ram (comera-m: comesse, tivera-m: tivesse) with the nós-form stressed
 * (comêssemos, comprássemos, tivéssemos, víssemos); and the imperfect indicative (comia, queria).
 */
export type PortugueseMood =
  'present subjunctive' | 'imperfect subjunctive' | 'imperfect' | 'conditional' | 'present' | 'past';
export function portugueseForm(verb: string, mood: PortugueseMood, p: Person): string | undefined {
  if (mood === 'present' || mood === 'past') return portuguese(verb, mood, p);
  const group = verb.slice(-2);
  if (group !== 'ar' && group !== 'er') return undefined;
  // The conditional on the infinitive (gostaria, comeria): none of the template verbs is irregular in it.
  if (mood === 'conditional')
    return ['ia', 'ias', 'ia', 'íamos', '', 'iam'][p] ? verb + ['ia', 'ias', 'ia', 'íamos', '', 'iam'][p] : undefined;
  if (mood === 'imperfect') {
    const endings =
      group === 'ar' ? ['ava', 'avas', 'ava', 'ávamos', '', 'avam'] : ['ia', 'ias', 'ia', 'íamos', '', 'iam'];
    return endings[p] ? verb.slice(0, -2) + endings[p] : undefined;
  }
  if (mood === 'present subjunctive') {
    const stem = portuguese(verb, 'present', 0)?.replace(/o$/, '');
    const endings = group === 'ar' ? ['e', 'es', 'e', 'emos', '', 'em'] : ['a', 'as', 'a', 'amos', '', 'am'];
    return stem && endings[p] ? stem + endings[p] : undefined;
  }
  const stem = portuguese(verb, 'past', 5)?.replace(/ram$/, '');
  if (!stem || !['sse', 'sses', 'sse', 'ssemos', '', 'ssem'][p]) return undefined;
  if (p !== 3) return stem + ['sse', 'sses', 'sse', 'ssemos', '', 'ssem'][p];
  const strong = portugueseIrregular[verb]?.past !== undefined && verb !== 'ver';
  const stressed = { a: 'á', i: 'í', e: strong ? 'é' : 'ê' }[stem.slice(-1)];
  return stressed ? `${stem.slice(0, -1)}${stressed}ssemos` : undefined;
}

export interface VerbPhrase {
  /** The finite form (the word a “fill in the verb” question blanks). */
  finite: string;
  /** The non-finite part after the object: a participle or an infinitive (German, Dutch; en/fr/es/pt keep it beside the finite verb). */
  late?: string;
  /** A non-finite part right after the finite verb (English “will eat”, French “ai mangé”, Portuguese “vou comer”). */
  next?: string;
  /** Other finite forms that are right too (Dutch “jij wil” beside “jij wilt”, “u hebt” beside “u heeft”). */
  finiteVariants?: string[];
}

/**
 * Dutch finite forms by person, where p 1 is “jij” and p 4 is formal “u”: jij takes the hij-form but
 * “hebt”, “wilt” (or “wil”), “zult” (or “zal”), and the bare stem when it follows the verb (eet jij,
 * heb jij); u takes the hij-form but “wilt”, “zult” (or “zal”), and “heeft” (or “hebt”).
 */
function dutchFinite(verb: string, p: Person, inverted: boolean): string[] {
  const parts = dutch[verb];
  if (p === 0 || (p === 1 && inverted)) return verb === 'zullen' && p === 1 ? ['zal', 'zul'] : [parts[0]];
  if (p === 1) return { hebben: ['hebt'], willen: ['wilt', 'wil'], zullen: ['zult', 'zal'] }[verb] ?? [parts[1]];
  if (p === 4) return { hebben: ['heeft', 'hebt'], willen: ['wilt'], zullen: ['zult', 'zal'] }[verb] ?? [parts[1]];
  return [parts[p === 2 ? 1 : 2]];
}

/** The verb phrase of `verb` for person `p` in `tense`, or undefined where the data has no such form. */
export function verbPhrase(
  language: SentenceLanguage,
  verb: string,
  tense: Tense,
  p: Person,
  inverted = false,
  style: Style = 'main',
): VerbPhrase | undefined {
  if (style !== 'main') return otherStyle(language, verb, tense, p, inverted, style);
  switch (language) {
    case 'english': {
      if (tense === 'present') return { finite: conjugateEnglish(verb, 'SIMPLE_PRESENT', p) };
      if (tense === 'past') return { finite: conjugateEnglish(verb, 'SIMPLE_PAST', p) };
      return { finite: 'will', next: verb };
    }
    case 'french': {
      const table = frenchVerbs()[verb];
      if (!table) return undefined;
      if (tense === 'present') return { finite: table.P[p] };
      if (tense === 'future') return { finite: table.F[p] };
      return { finite: frenchVerbs().avoir.P[p], next: table.K[0] };
    }
    case 'german': {
      const table = germanVerbs()[verb];
      const form = (v: string, t: string) => germanFinite(v, t, p);
      if (!table) return undefined;
      if (tense === 'present') return { finite: form(verb, 'PRÄ')! };
      if (tense === 'past') return { finite: form('haben', 'PRÄ')!, late: table.PA2?.[0] };
      return { finite: form('werden', 'PRÄ')!, late: verb };
    }
    case 'spanish': {
      const code = { present: 'INDICATIVE_PRESENT', past: 'INDICATIVE_PRETERITE', future: 'INDICATIVE_FUTURE' }[tense];
      return { finite: spanishVerbs().getConjugation(verb, code, p) };
    }
    case 'dutch': {
      const parts = dutch[verb];
      if (!parts) return undefined;
      const finite = (v: string) => dutchPhrase(v, p, inverted);
      if (tense === 'present') return finite(verb);
      if (tense === 'past') return { ...finite('hebben'), late: parts[3] };
      return { ...finite('zullen'), late: verb };
    }
    case 'portuguese': {
      if (tense === 'future') return { finite: portuguese('ir', 'present', p)!, next: verb };
      const finite = portuguese(verb, tense, p);
      return finite ? { finite } : undefined;
    }
  }
}

const germanFinite = (verb: string, tense: string, p: Person) =>
  germanForm(
    (germanVerbs()[verb]?.[tense] as GermanTense | undefined)?.[p < 3 ? 'S' : 'P'][
      String((p % 3) + 1) as '1' | '2' | '3'
    ],
  );

function dutchPhrase(verb: string, p: Person, inverted: boolean): VerbPhrase {
  const [first, ...others] = dutchFinite(verb, p, inverted);
  return { finite: first, ...(others.length ? { finiteVariants: others } : {}) };
}

/** The verb phrase of a tense said the other way (see `otherStyles`), or undefined where there is none. */
function otherStyle(
  language: SentenceLanguage,
  verb: string,
  tense: Tense,
  p: Person,
  inverted: boolean,
  style: Style,
): VerbPhrase | undefined {
  if (!otherStyles[language][tense]?.includes(style)) return undefined;
  if (style === 'present') return verbPhrase(language, verb, 'present', p, inverted);
  switch (language) {
    case 'french': {
      const finite = frenchVerbs().aller?.P[p];
      return finite ? { finite, next: verb } : undefined;
    }
    case 'german': {
      const finite = germanFinite(verb, 'PRT', p);
      return finite ? { finite } : undefined;
    }
    case 'spanish': {
      const finite = spanishVerbs().getConjugation('ir', 'INDICATIVE_PRESENT', p);
      return finite ? { finite, next: `a ${verb}` } : undefined;
    }
    case 'dutch':
      if (tense === 'past')
        return dutchPast[verb] ? { finite: dutchPast[verb][p === 3 || p === 5 ? 1 : 0] } : undefined;
      return dutch[verb] ? { ...dutchPhrase('gaan', p, inverted), late: verb } : undefined;
    case 'portuguese':
      return { finite: verb + portugueseFuture[p] };
    default:
      return undefined;
  }
}
