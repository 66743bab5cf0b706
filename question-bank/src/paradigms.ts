/**
 * Verb paradigms from the conjugation packages, in one shape: a verb, a tense (with its name and its
 * difficulty on the 1–10 scale) and the form for each person. French (Lefff), German (german-pos-dict),
 * Spanish (spanish-verbs: its irregular verbs, and the regular verbs of the Hunspell Spanish dictionary
 * whose every form the dictionary confirms). Verbs are chosen by the frequency of their infinitive, and
 * every form is checked against the language's spelling dictionary (a form it does not know is not
 * asked). No Dutch, Portuguese, Dzongkha or Sango conjugation data ships in npm, so those have none as
 * drills (Dutch and Portuguese verbs are practised in the sentences).
 */
import type { BankTarget } from './common';
import { citations } from './citations';
import { frequencyRank, frequentWords, spelling } from './lexicon';
import { frenchVerbs, germanForm, germanVerbs, spanishExceptionVerbs, spanishVerbs, type GermanTense } from './data';
import { confirmedShape, germanShape, mainClauseForm } from './german-prefixes';
import { vulgar } from './vulgar';

export interface Paradigm {
  language: string;
  verb: string;
  tense: string;
  /** Difficulty of the tense itself: the present is 1, rare literary tenses 8–9. */
  tenseLevel: number;
  /** The person labels (pronouns) and the form for each; undefined where the tense has no such person. */
  persons: string[];
  forms: (string | undefined)[];
  /** The verb's frequency rank: the best rank of any of its forms in the language's word list. */
  rank: number;
  citation: string;
  /** Other forms that are right for a person too (German du-Imperativ: versuch beside versuche). */
  variants?: string[][];
  /** A reflexive verb's pronoun for each person (uns for wir): every form asked or offered carries it. */
  reflexive?: string[];
}

const frenchTenses: [code: string, name: string, level: number][] = [
  ['P', 'présent', 1],
  ['I', 'imparfait', 3],
  ['F', 'futur simple', 3],
  ['Y', 'impératif présent', 4],
  ['C', 'conditionnel présent', 5],
  ['S', 'subjonctif présent', 6],
  ['J', 'passé simple', 8],
];
const frenchPersons = ['je', 'tu', 'il/elle', 'nous', 'vous', 'ils/elles'];
const frenchSubjunctive = ['que je', 'que tu', 'qu’il/elle', 'que nous', 'que vous', 'qu’ils/elles'];

/**
 * A verb's frequency rank as a verb: its infinitive's rank, but no better than its second commonest
 * present-tense form (other than the infinitive). An infinitive that is also a common noun or numeral
 * (German sieben, seven; stunden, Stunden; Spanish placer, pleasure) is not thereby a common verb: its
 * own forms (siebst, stundet, plazco) are rare.
 */
export function verbRank(language: string, verb: string, present: (string | undefined)[]): number {
  const forms = [...new Set(present.filter((f): f is string => !!f && f !== verb).map((f) => f.split(' ')[0]))];
  const ranks = forms.map((f) => frequencyRank(language, f)).sort((a, b) => a - b);
  return Math.max(frequencyRank(language, verb), ranks[1] ?? Infinity);
}

/**
 * Verbs that are only pronominal (je me souviens, never “je souviens”): Lefff lists them without their
 * “se”, so they are not drilled (the drills give no reflexive pronoun).
 */
const pronominal = new Set([
  'souvenir',
  'absenter',
  'abstenir',
  'écrier',
  'efforcer',
  'emparer',
  'enfuir',
  'évanouir',
  'méfier',
  'moquer',
  'repentir',
  'envoler',
  'exclamer',
  'agenouiller',
  'blottir',
  'démener',
  'écrouler',
  'évader',
  'fier',
  'insurger',
  'prélasser',
  'rebeller',
  'réfugier',
  'suicider',
  'adonner',
  'affairer',
  'arroger',
  'enquérir',
  'ingénier',
  'obstiner',
  'accouder',
  'dépêcher',
  'évertuer',
  'raviser',
  'vautrer',
  'lamenter',
  'fourvoyer',
  'entraider',
  'esclaffer',
  'souvenir',
  'targuer',
  'soucier',
  'immiscer',
  'emmêler',
]);

/** Verbs are chosen by frequency, not length: the seed keeps the commonest, the full bank the known ones. */
export const verbRankLimit = (target: BankTarget) => (target === 'seed' ? 2500 : 15000);

function* french(target: BankTarget): Generator<Paradigm> {
  const dictionary = spelling('french');
  for (const [verb, table] of Object.entries(frenchVerbs())) {
    // The infinitive's rank, checked by its present forms (a form alone, tu or suis, is often another word's).
    const rank = verbRank('french', verb, table.P ?? []);
    if (pronominal.has(verb)) continue;
    // h-initial verbs are left out: whether “je” elides before them (j’habite, je hais) is not in the data.
    // Lefff also lists forms as infinitives (fiche for ficher) and vulgar verbs a class is not given.
    if (rank > verbRankLimit(target) || /^h/.test(verb) || !/(er|ir|re|oir)$/.test(verb) || vulgar('french', verb))
      continue;
    for (const [code, tense, tenseLevel] of frenchTenses) {
      const forms = table[code];
      if (!forms || forms.length !== 6) continue;
      const base = code === 'S' || code === 'T' ? frenchSubjunctive : code === 'Y' ? imperativePersons : frenchPersons;
      const kept = forms.map((f) => (f && f !== 'NA' && dictionary.has(f) ? f : undefined));
      yield {
        language: 'french',
        verb,
        tense,
        tenseLevel,
        persons: base.map((person, i) =>
          kept[i] && /^[aeiouyéèêâîôh]/.test(kept[i]!) ? person.replace(/je$/, 'j’') : person,
        ),
        forms: kept,
        rank,
        citation: citations.lefffVerbs,
      };
    }
  }
}
const imperativePersons = ['—', '(tu)', '—', '(nous)', '(vous)', '—'];

const germanTenses: [code: string, name: string, level: number][] = [
  ['PRÄ', 'Präsens', 1],
  ['PRT', 'Präteritum', 4],
  ['KJ2', 'Konjunktiv II', 7],
];
const germanPersons = ['ich', 'du', 'er/sie/es', 'wir', 'ihr', 'sie/Sie'];
const germanReflexive = ['mich', 'dich', 'sich', 'uns', 'euch', 'sich'];
/**
 * Verbs German uses only with an accusative reflexive pronoun (wir freuen uns, never “wir freuen”): the
 * drilled verbs that the Ding German–English dictionary (Debian trans-de-en 1.9, GPL-2+) lists as
 * “sich … {vr}” and never as a verb without sich. german-pos-dict gives them bare, so the pronoun is added.
 */
export const germanReflexiveVerbs = new Set([
  'beeilen',
  'benehmen',
  'einmischen',
  'freuen',
  'hinsetzen',
  'kümmern',
  'regen',
  'schämen',
  'umsehen',
  'verhalten',
  'weigern',
]);

/** A form with its reflexive pronoun after the finite verb: freuten uns, setze mich hin. */
export function withReflexive(form: string, pronoun: string | undefined): string {
  if (!pronoun) return form;
  const [head, ...rest] = form.split(' ');
  return [head, pronoun, ...rest].join(' ');
}
/**
 * Konjunktiv II is asked only of the verbs that still use it (wäre, hätte, könnte, käme, ginge...): for
 * the rest German says “würde …”, and the data's forms (wärfe, rannten) are doubtful. Konjunktiv I is
 * not asked (reported speech, almost only the third person).
 */
const livingKonjunktiv = new Set([
  'sein',
  'haben',
  'werden',
  'können',
  'müssen',
  'dürfen',
  'mögen',
  'wissen',
  'geben',
  'kommen',
  'gehen',
  'tun',
  'lassen',
  'bleiben',
  'finden',
  'halten',
  'stehen',
  'liegen',
]);

function* german(target: BankTarget): Generator<Paradigm> {
  const dictionary = spelling('german');
  for (const [verb, table] of Object.entries(germanVerbs())) {
    if (frequencyRank('german', verb) > verbRankLimit(target) || vulgar('german', verb)) continue;
    // Split or whole as the participle decides (ich rufe … an, ich überzeuge); undecidable verbs are not asked.
    const shape = confirmedShape(verb, germanShape(verb, table), (w) => dictionary.has(w));
    if (!shape) continue;
    // A simple verb is checked by its forms (sieben: siebst); a separable one's forms are its base verb's
    // (füge … hinzu), so its infinitive ranks it.
    const present = table['PRÄ'] as GermanTense | undefined;
    const rank = shape.prefix
      ? frequencyRank('german', verb)
      : verbRank(
          'german',
          verb,
          [...Object.values(present?.S ?? {}), ...Object.values(present?.P ?? {})].map((f) => germanForm(f)),
        );
    if (rank > verbRankLimit(target)) continue;
    const split = (f: string | string[] | undefined) => mainClauseForm(shape, f);
    // Pre-1996 spellings (paßte, wußte) and any form the modern dictionary does not know are dropped.
    const modern = (f: string | undefined) => (f && f.split(' ').every((w) => dictionary.has(w)) ? f : undefined);
    for (const [code, tense, tenseLevel] of germanTenses) {
      if (code === 'KJ2' && !livingKonjunktiv.has(verb)) continue;
      const t = table[code] as GermanTense | undefined;
      if (!t?.S || !t.P) continue;
      const forms = [t.S['1'], t.S['2'], t.S['3'], t.P['1'], t.P['2'], t.P['3']].map((f) => modern(split(f)));
      yield {
        language: 'german',
        verb,
        tense,
        tenseLevel,
        persons: germanPersons,
        forms,
        rank,
        citation: citations.germanVerbs,
        ...reflexive(verb, germanReflexive),
      };
    }
    if (table.IMP?.S && table.IMP.P) {
      const du = modern(split(table.IMP.S));
      yield {
        language: 'german',
        verb,
        tense: 'Imperativ',
        tenseLevel: 5,
        persons: ['(du)', '(ihr)'],
        forms: [du, modern(split(table.IMP.P))],
        variants: [du ? shortImperative(verb, du) : [], []],
        rank,
        citation: citations.germanVerbs,
        ...reflexive(verb, ['dich', 'euch']),
      };
    }
  }
}

const reflexive = (verb: string, pronouns: string[]) => (germanReflexiveVerbs.has(verb) ? { reflexive: pronouns } : {});

/**
 * The du-Imperativ without its -e (versuch, komm, mach, ruf an): as right as the form with it, and the more
 * common spoken. Duden's rule keeps the -e after a stem in -d or -t (rede, warte), in -ig (entschuldige), in
 * -m or -n after another consonant than l, r or h (atme, öffne; but lern), and in verbs in -eln and -ern
 * (sammle, ändere); forms without -e (gib, lies, sei) have none to drop.
 */
export function shortImperative(verb: string, form: string): string[] {
  const [head, ...rest] = form.split(' ');
  const stem = verb.replace(/e?n$/, '');
  const keeps = /(eln|ern)$/.test(verb) || /[dt]$|ig$|[^aeiouäöülrhmn][mn]$/.test(stem);
  if (keeps || !head.endsWith('e') || head.length < 3) return [];
  return [[head.slice(0, -1), ...rest].join(' ')];
}

/** Tenses a course teaches: the pretérito anterior and the future subjunctive (archaic, legal) are left out. */
const spanishTenses: Record<string, [name: string, level: number]> = {
  INDICATIVE_PRESENT: ['presente de indicativo', 1],
  INDICATIVE_IMPERFECT: ['pretérito imperfecto', 3],
  INDICATIVE_FUTURE: ['futuro simple', 3],
  INDICATIVE_PRETERITE: ['pretérito indefinido', 4],
  INDICATIVE_PERFECT: ['pretérito perfecto', 4],
  CONDITIONAL_PRESENT: ['condicional simple', 5],
  SUBJUNCTIVE_PRESENT: ['presente de subjuntivo', 6],
  INDICATIVE_PLUPERFECT: ['pretérito pluscuamperfecto', 6],
  INDICATIVE_FUTURE_PERFECT: ['futuro compuesto', 7],
  CONDITIONAL_PERFECT: ['condicional compuesto', 7],
  SUBJUNCTIVE_PERFECT: ['pretérito perfecto de subjuntivo', 7],
  SUBJUNCTIVE_IMPERFECT_RA: ['imperfecto de subjuntivo (-ra)', 8],
  SUBJUNCTIVE_IMPERFECT_SE: ['imperfecto de subjuntivo (-se)', 8],
  SUBJUNCTIVE_PLUPERFECT: ['pluscuamperfecto de subjuntivo', 9],
};
const spanishPersons = ['yo', 'tú', 'él/ella/usted', 'nosotros', 'vosotros', 'ellos/ellas/ustedes'];

/**
 * Beyond its 26 listed irregular verbs, spanish-verbs conjugates any infinitive by its rules, which are
 * wrong for many verbs it does not list (pensar: “penso”). So a verb of the Spanish dictionary is asked
 * only when every form the rules give is a word of that dictionary (spelt exactly, accents included).
 * Its listed irregular verbs are checked form by form too (habrás creido, vuelvería, venirá are not
 * words), and each tense against the stems it must share: the present subjunctive is built on the yo
 * form of the present (hago → haga, so “tengan” for hacer is wrong), the conditional on the future's
 * stem, the imperfect on its own yo form (veía → veíamos, not “víamos”). A tense that fails is dropped.
 */
const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
function spanishTable(verb: string): Record<string, (string | undefined)[]> {
  const { getConjugation } = spanishVerbs();
  const dictionary = spelling('spanish');
  const table: Record<string, (string | undefined)[]> = {};
  for (const code of Object.keys(spanishTenses))
    table[code] = [0, 1, 2, 3, 4, 5].map((p) => {
      const f = getConjugation(verb, code, p);
      return f && f !== verb && f.split(' ').every((w) => dictionary.has(w)) ? f : undefined;
    });
  const yo = table.INDICATIVE_PRESENT[0];
  const stem = yo?.endsWith('o')
    ? plain(yo.slice(0, -1)).replace(/c$/, '(c|qu|z)').replace(/g$/, '(g|gu|j)').replace(/z$/, '(z|c)')
    : undefined;
  if (stem && !table.SUBJUNCTIVE_PRESENT.every((f) => !f || new RegExp(`^${stem}`).test(plain(f))))
    delete table.SUBJUNCTIVE_PRESENT;
  const future = table.INDICATIVE_FUTURE[0]?.replace(/é$/, '');
  if (!future || !table.CONDITIONAL_PRESENT.every((f) => f && plain(f).startsWith(plain(future))))
    delete table.CONDITIONAL_PRESENT;
  const imperfect = table.INDICATIVE_IMPERFECT[0];
  if (!imperfect || !table.INDICATIVE_IMPERFECT.every((f) => f && plain(f).startsWith(plain(imperfect).slice(0, -2))))
    delete table.INDICATIVE_IMPERFECT;
  return table;
}

function* spanish(target: BankTarget): Generator<Paradigm> {
  const listed = new Set(spanishExceptionVerbs());
  // Candidates: the listed verbs and the infinitives of the frequency list that the dictionary knows.
  const frequent = frequentWords('spanish').filter((w) => /^[a-zñ]+(ar|er|ir)$/.test(w) && spelling('spanish').has(w));
  const verbs = [...new Set([...listed, ...frequent])];
  for (const verb of verbs.sort()) {
    if (frequencyRank('spanish', verb) > verbRankLimit(target) || vulgar('spanish', verb)) continue;
    const table = spanishTable(verb);
    const forms = Object.values(table).flat();
    // A rule-made verb must be confirmed whole; a listed one keeps the tenses that pass.
    if (!listed.has(verb) && (Object.keys(table).length < Object.keys(spanishTenses).length || forms.some((f) => !f)))
      continue;
    const rank = verbRank('spanish', verb, table.INDICATIVE_PRESENT ?? []);
    if (rank > verbRankLimit(target)) continue;
    for (const [code, forms6] of Object.entries(table)) {
      // haber is an auxiliary (and impersonal hay): “he habido” is no form a course teaches.
      if (verb === 'haber' && /PERFECT/.test(code)) continue;
      const [tense, tenseLevel] = spanishTenses[code];
      yield {
        language: 'spanish',
        verb,
        tense,
        tenseLevel,
        persons: spanishPersons,
        forms: forms6,
        rank,
        citation: listed.has(verb) ? citations.spanishVerbs : citations.spanishRegularVerbs,
        ...(code === 'SUBJUNCTIVE_PLUPERFECT' ? { variants: forms6.map(seForm) } : {}),
      };
    }
  }
}

/**
 * The pluscuamperfecto de subjuntivo has two forms of equal standing, hubiera and hubiese cantado (RAE–ASALE,
 * Nueva gramática de la lengua española, §24.2): the -se form is accepted beside the keyed -ra form.
 */
export const seForm = (form: string | undefined) =>
  form && /^hubi[eé]ra/.test(form) ? [form.replace(/^hubi([eé])ra/, 'hubi$1se')] : [];

/** Every paradigm of every language with conjugation data. */
export function* paradigms(target: BankTarget, languages: string[]): Generator<Paradigm> {
  if (languages.includes('french')) yield* french(target);
  if (languages.includes('german')) yield* german(target);
  if (languages.includes('spanish')) yield* spanish(target);
}
