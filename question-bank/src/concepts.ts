/**
 * The vocabulary the bank is built from: names that Unicode CLDR gives in every one of our eight
 * languages and that Node's ICU carries (Intl.DisplayNames, Intl.DateTimeFormat). No download, no
 * network: the same Node gives the same data, so the bank is deterministic for a given Node version.
 */
import { locales } from './common';
import { corrupt } from './errata';
import { cldrFormatMonth, glibcMonths } from './dzongkha-months';
import { sangoLexicon } from './sango/lexicon';

export type ConceptKind = 'month' | 'weekday' | 'language' | 'region' | 'currency';

export interface Concept {
  kind: ConceptKind;
  /** CLDR code: a month or weekday number, a language, region or currency code. */
  code: string;
  /** The name in each locale that has one (English always). */
  names: Record<string, string>;
  /** Other spellings accepted beside a name, by language (CLDR's, where the language's own source spells it otherwise). */
  also?: Record<string, string[]>;
}

const letters = 'abcdefghijklmnopqrstuvwxyz';
const pairs = [...letters].flatMap((a) => [...letters].map((b) => a + b));

const displayNames = new Map<string, Intl.DisplayNames>();

function named(type: 'language' | 'region' | 'currency', code: string, locale: string): string | undefined {
  const key = `${type}|${locale}`;
  if (!displayNames.has(key)) displayNames.set(key, new Intl.DisplayNames([locale], { type, fallback: 'none' }));
  try {
    const name = displayNames.get(key)!.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Dzongkha weekdays are CLDR's: Bhutan names each day one day ahead of Tibetan usage (the Bhutanese
 * calendar reckons the day 24 hours earlier), so Sunday is གཟའ་ཟླ་བ་ and Monday གཟའ་མིག་དམར་ … Saturday
 * གཟའ་ཉི་མ་, as glibc's dz_BT locale by the Dzongkha Development Commission has them too (sources in
 * docs/question-bank.md; an earlier “correction” to the Tibetan names was wrong).
 * CLDR's Sango names disagree with published Sango lexicons by a day (Bikua-ôko, “day one”, is Monday
 * there and Sunday in CLDR) and the evidence at hand is weaker: Sango weekdays are not taught.
 */
export function weekdayName(locale: string, isoDay: number): string | undefined {
  if (locale === 'sg') return undefined;
  // 2024-01-01 was a Monday
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, isoDay)),
  );
}
/** A Dzongkha month's other right names: CLDR's format form (ཟླ་གཉིས་པ་, its dates') and glibc dz_BT's (ཟླ་བ་གཉིས་པ་). */
const dzongkhaMonthForms = (month: number) => [cldrFormatMonth(month), glibcMonths[month - 1]];

/** CLDR's stand-alone Dzongkha month names double their prefix (སྤྱི་སྤྱི་ཟླ་དངཔ་) and some lack the final tsheg. */
export const dzongkhaMonth = (name: string) => name.replace(/^(སྤྱི་)+/, 'སྤྱི་').replace(/([^་])$/, '$1་');

/**
 * A Sango month as the lexicon the bank cites for Sango spells it (Weston, zokwezo/sango: ngubë, nabändurü,
 * bêlâawü), capitalised as CLDR writes names; its commonest entry for the month (ngubë before kasakasa, frequency
 * 5 before 6). CLDR's spellings disagree in seven of twelve (Ngubùe has a grave accent Sango's orthography
 * does not use; Nabändüru puts the umlaut on another u): the lexicon is the source the Sango course is checked by.
 */
export function sangoMonth(english: string): string | undefined {
  const entry = sangoLexicon()
    .filter((e) => e.category === 'WHEN' && e.pos === 'NOUN' && e.translation === english)
    .sort((a, b) => a.frequency - b.frequency)[0];
  return entry && entry.heightless[0].toUpperCase() + entry.heightless.slice(1);
}

function namesFor(kind: ConceptKind, code: string): Pick<Concept, 'names' | 'also'> {
  const found = cldrNames(kind, code);
  if (kind !== 'month') return { names: found };
  const dzongkha: Record<string, string[]> = found.dzongkha ? { dzongkha: dzongkhaMonthForms(Number(code)) } : {};
  if (!found.sango) return { names: found, also: dzongkha };
  const lexicon = sangoMonth(found.english);
  if (!lexicon || lexicon === found.sango) return { names: found, also: dzongkha };
  return { names: { ...found, sango: lexicon }, also: { ...dzongkha, sango: [found.sango] } };
}

function cldrNames(kind: ConceptKind, code: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [language, locale] of Object.entries(locales)) {
    let name: string | undefined;
    if (kind === 'month')
      name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2024, Number(code) - 1, 15)),
      );
    else if (kind === 'weekday') name = weekdayName(locale, Number(code));
    else name = named(kind, code, locale);
    if (kind === 'month' && locale === 'dz' && name) name = dzongkhaMonth(name);
    // Strings CLDR carries broken (Sango “dol$ara ttî äLetäa-Ôko”) are not asked (errata.ts).
    if (name && !corrupt(name)) names[language] = name.normalize('NFC');
  }
  return names;
}

/** Every concept CLDR names in English, with its names in the other languages. */
export function allConcepts(): Concept[] {
  const concepts: Concept[] = [];
  const seen = new Set<string>();
  const add = (kind: ConceptKind, code: string) => {
    const { names, also } = namesFor(kind, code);
    // Deprecated aliases (iw/he, in/id...) name the same thing twice: keep the first.
    if (!names.english || seen.has(`${kind}|${names.english}`)) return;
    seen.add(`${kind}|${names.english}`);
    concepts.push({ kind, code, names, ...(also ? { also } : {}) });
  };
  for (let m = 1; m <= 12; m++) add('month', String(m));
  for (let d = 1; d <= 7; d++) add('weekday', String(d));
  for (const code of pairs) add('language', code);
  for (const code of pairs.map((p) => p.toUpperCase()))
    if (!/^(Q[M-Z]|X[A-Z]|ZZ|AA|EU|EZ|UN)$/.test(code)) add('region', code);
  for (const code of Intl.supportedValuesOf('currency')) add('currency', code);
  return concepts;
}

export const kindLabels: Record<ConceptKind, string> = {
  month: 'month',
  weekday: 'day of the week',
  language: 'language',
  region: 'country or region',
  currency: 'currency',
};
