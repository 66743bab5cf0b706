/**
 * Verb paradigms from the conjugation packages, in one shape: a verb, a tense (with its name and its
 * difficulty on the 1–10 scale) and the form for each person. French (Lefff), German (german-pos-dict),
 * Spanish (spanish-verbs: its irregular verbs, and the regular verbs of the Hunspell Spanish dictionary
 * whose every form the dictionary confirms). No Dutch, Portuguese,
 * Dzongkha or Sango conjugation data ships in npm, so those languages have none.
 */
import type { BankTarget } from './common';
import { citations } from './citations';
import {
  everydayWords,
  frenchVerbs,
  germanForm,
  germanVerbs,
  spanishDictionary,
  spanishExceptionVerbs,
  spanishVerbs,
  type GermanTense,
} from './data';

export interface Paradigm {
  language: string;
  verb: string;
  tense: string;
  /** Difficulty of the tense itself: the present is 1, rare literary tenses 8–9. */
  tenseLevel: number;
  /** The person labels (pronouns) and the form for each; undefined where the tense has no such person. */
  persons: string[];
  forms: (string | undefined)[];
  /** An everyday verb: one CLDR's emoji keywords use, or a short one (être, gehen). */
  everyday: boolean;
  citation: string;
}

const frenchTenses: [code: string, name: string, level: number][] = [
  ['P', 'présent', 1],
  ['I', 'imparfait', 3],
  ['F', 'futur simple', 3],
  ['Y', 'impératif présent', 4],
  ['C', 'conditionnel présent', 5],
  ['S', 'subjonctif présent', 6],
  ['J', 'passé simple', 8],
  ['T', 'subjonctif imparfait', 9],
];
const frenchPersons = ['je', 'tu', 'il/elle', 'nous', 'vous', 'ils/elles'];
const frenchSubjunctive = ['que je', 'que tu', 'qu’il/elle', 'que nous', 'que vous', 'qu’ils/elles'];

function* french(target: BankTarget): Generator<Paradigm> {
  const words = everydayWords('fr');
  for (const [verb, table] of Object.entries(frenchVerbs())) {
    const everyday = words.has(verb) || verb.length <= 5;
    if (target === 'seed' && !everyday) continue;
    for (const [code, tense, tenseLevel] of frenchTenses) {
      const forms = table[code];
      if (!forms || forms.length !== 6) continue;
      yield {
        language: 'french',
        verb,
        tense,
        tenseLevel,
        persons: code === 'S' || code === 'T' ? frenchSubjunctive : code === 'Y' ? imperativePersons : frenchPersons,
        forms: forms.map((f) => (f && f !== 'NA' ? f : undefined)),
        everyday,
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
  ['KJ1', 'Konjunktiv I', 8],
];
const germanPersons = ['ich', 'du', 'er/sie/es', 'wir', 'ihr', 'sie/Sie'];

function* german(target: BankTarget): Generator<Paradigm> {
  const words = everydayWords('de');
  for (const [verb, table] of Object.entries(germanVerbs())) {
    const everyday = words.has(verb) || verb.length <= 5;
    if (target === 'seed' && !everyday) continue;
    for (const [code, tense, tenseLevel] of germanTenses) {
      const t = table[code] as GermanTense | undefined;
      if (!t?.S || !t.P) continue;
      const forms = [t.S['1'], t.S['2'], t.S['3'], t.P['1'], t.P['2'], t.P['3']].map(germanForm);
      yield {
        language: 'german',
        verb,
        tense,
        tenseLevel,
        persons: germanPersons,
        forms,
        everyday,
        citation: citations.germanVerbs,
      };
    }
    if (table.IMP?.S && table.IMP.P)
      yield {
        language: 'german',
        verb,
        tense: 'Imperativ',
        tenseLevel: 5,
        persons: ['(du)', '(ihr)'],
        forms: [germanForm(table.IMP.S), germanForm(table.IMP.P)],
        everyday,
        citation: citations.germanVerbs,
      };
  }
}

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
  INDICATIVE_PRETERITE_PERFECT: ['pretérito anterior', 9],
  SUBJUNCTIVE_PLUPERFECT: ['pluscuamperfecto de subjuntivo', 9],
  SUBJUNCTIVE_FUTURE: ['futuro de subjuntivo', 10],
  SUBJUNCTIVE_FUTURE_PERFECT: ['futuro compuesto de subjuntivo', 10],
};
const spanishPersons = ['yo', 'tú', 'él/ella/usted', 'nosotros', 'vosotros', 'ellos/ellas/ustedes'];

/**
 * Beyond its 26 listed irregular verbs, spanish-verbs conjugates any infinitive by its rules, which are
 * wrong for many verbs it does not list (pensar: “penso”, jugar: “jugas”, dormir: “dormió”). So a verb of
 * the Spanish dictionary is asked only when every form the rules give, in every tense and person, is a
 * word of that dictionary (spelt exactly, accents included): pensar, jugar and dormir are left out, and
 * nouns in -ar (lugar) fail at once.
 */
function regularSpanishVerbs(target: BankTarget): string[] {
  const { getConjugation } = spanishVerbs();
  const dictionary = spanishDictionary();
  const listed = new Set(spanishExceptionVerbs());
  const everyday = everydayWords('es');
  const verbs: string[] = [];
  for (const word of dictionary.words()) {
    if (!/^[a-zñ]+(ar|er|ir)$/.test(word) || listed.has(word)) continue;
    // No frequency list ships for Spanish: everyday verbs (CLDR's emoji keywords) and, in the full bank,
    // short ones (shorter words are the commoner ones) — the dictionary's 8,000 others are mostly rare.
    if (!everyday.has(word) && (target === 'seed' || word.length > 6)) continue;
    const forms = Object.keys(spanishTenses).flatMap((code) =>
      [0, 1, 2, 3, 4, 5].map((p) => getConjugation(word, code, p)),
    );
    // A form equal to the infinitive is the rules giving up (oír), not a conjugation.
    if (forms.every((f) => f && f !== word && f.split(' ').every((w) => dictionary.has(w)))) verbs.push(word);
  }
  return verbs.sort();
}

function* spanish(target: BankTarget): Generator<Paradigm> {
  const { getConjugation } = spanishVerbs();
  const everyday = everydayWords('es');
  const verbs = [
    ...spanishExceptionVerbs().map((verb) => ({ verb, everyday: true, citation: citations.spanishVerbs })),
    ...regularSpanishVerbs(target).map((verb) => ({
      verb,
      everyday: everyday.has(verb),
      citation: citations.spanishRegularVerbs,
    })),
  ];
  for (const { verb, everyday, citation } of verbs)
    for (const [code, [tense, tenseLevel]] of Object.entries(spanishTenses))
      yield {
        language: 'spanish',
        verb,
        tense,
        tenseLevel,
        persons: spanishPersons,
        forms: [0, 1, 2, 3, 4, 5].map((p) => getConjugation(verb, code, p) || undefined),
        everyday,
        citation,
      };
}

/** Every paradigm of every language with conjugation data. */
export function* paradigms(target: BankTarget, languages: string[]): Generator<Paradigm> {
  if (languages.includes('french')) yield* french(target);
  if (languages.includes('german')) yield* german(target);
  if (languages.includes('spanish')) yield* spanish(target);
}
