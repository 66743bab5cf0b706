import { z } from 'zod';
import { wholeNumber } from './core/whole-number';

/**
 * The one language table (SPEC §1, §9): every fact the product keeps about a practice language. The
 * server, the web app, the admin console and the question bank all read it from here.
 */
export interface Language {
  /** As the API carries it (lower-case English name). */
  id: string;
  /** English name, as the screens show it. */
  name: string;
  /** The language's own name for itself (CLDR), shown under the English one on /start. */
  endonym: string;
  /** BCP 47 tag, so screen readers, fonts and Intl treat its text as that language. */
  tag: string;
  /** "Hello" in the language, for the landing page's rotating greeting. */
  greeting: string;
  /** Highest level (SPEC §9: dutch's level bar stops at 8). */
  maxLevel: number;
  /** Highest level main practice rises to (SPEC §9: dutch's main practice level count is 6). */
  mainPracticeMaxLevel: number;
  /** Where main practice starts without a stored level (SPEC §9: English 6, others 1). */
  startLevel: number;
  /** The letters offered as buttons beside a typed answer (SPEC §4), then CLDR's exemplars beyond them. */
  letterPad: readonly string[];
}

const tibetanLetters = [...'ཀཁགངཅཆཇཉཏཐདནཔཕབམཙཚཛཝཞཟའཡརལཤསཧཨ', ...'ིེོུ་'];

export const languages = [
  {
    id: 'dutch',
    name: 'Dutch',
    endonym: 'Nederlands',
    tag: 'nl',
    greeting: 'Hallo',
    maxLevel: 8,
    mainPracticeMaxLevel: 6,
    startLevel: 1,
    letterPad: ['é', 'ë', 'ï', 'ó', 'ö', 'ü', 'è', 'á', 'í', 'ú', 'ä'],
  },
  {
    id: 'dzongkha',
    name: 'Dzongkha',
    endonym: 'རྫོང་ཁ',
    tag: 'dz',
    greeting: 'ཀུ་ཟུ་ཟང་པོ་ལ།',
    maxLevel: 10,
    mainPracticeMaxLevel: 10,
    startLevel: 1,
    letterPad: tibetanLetters,
  },
  {
    id: 'english',
    name: 'English',
    endonym: 'English',
    tag: 'en',
    greeting: 'Hello',
    maxLevel: 10,
    mainPracticeMaxLevel: 10,
    startLevel: 6,
    letterPad: [],
  },
  {
    id: 'french',
    name: 'French',
    endonym: 'Français',
    tag: 'fr',
    greeting: 'Bonjour',
    maxLevel: 10,
    mainPracticeMaxLevel: 10,
    startLevel: 1,
    letterPad: ['à', 'â', 'æ', 'ç', 'é', 'è', 'ê', 'ë', 'î', 'ï', 'ô', 'œ', 'ù', 'û', 'ü', 'ÿ'],
  },
  {
    id: 'german',
    name: 'German',
    endonym: 'Deutsch',
    tag: 'de',
    greeting: 'Hallo',
    maxLevel: 10,
    mainPracticeMaxLevel: 10,
    startLevel: 1,
    letterPad: ['ä', 'ö', 'ü', 'ß'],
  },
  {
    id: 'portuguese',
    name: 'Portuguese',
    endonym: 'Português',
    tag: 'pt',
    greeting: 'Olá',
    maxLevel: 10,
    mainPracticeMaxLevel: 10,
    startLevel: 1,
    letterPad: ['á', 'â', 'ã', 'à', 'ç', 'é', 'ê', 'í', 'ó', 'ô', 'õ', 'ú'],
  },
  {
    id: 'sango',
    name: 'Sango',
    endonym: 'Sängö',
    tag: 'sg',
    greeting: 'Balaô',
    maxLevel: 10,
    mainPracticeMaxLevel: 10,
    startLevel: 1,
    letterPad: ['â', 'ä', 'ê', 'ë', 'î', 'ï', 'ô', 'ö', 'û', 'ü', 'ù'],
  },
  {
    id: 'spanish',
    name: 'Spanish',
    endonym: 'Español',
    tag: 'es',
    greeting: 'Hola',
    maxLevel: 10,
    mainPracticeMaxLevel: 10,
    startLevel: 1,
    letterPad: ['á', 'é', 'í', 'ñ', 'ó', 'ú', 'ü', '¿', '¡'],
  },
] as const satisfies readonly Language[];

export type PracticeLanguage = (typeof languages)[number]['id'];

/** The eight languages offered on the start page (SPEC §1), lower-case as the API carries them. */
export const practiceLanguages = languages.map((l) => l.id) as PracticeLanguage[];

const byId = new Map<string, Language>(languages.map((l) => [l.id, l]));
/** The table's row of a language, if it is one of the eight. */
export const language = (id: string): Language | undefined => byId.get(id);

/** Every target language a question or filter may name (SPEC §3; sango appears among level maxima). */
export const targetLanguages = [
  'english',
  'spanish',
  'french',
  'italian',
  'portuguese',
  'german',
  'dutch',
  'dzongkha',
  'japanese',
  'sango',
  'other',
] as const;
export type TargetLanguage = (typeof targetLanguages)[number];
export const targetLanguageSchema = z.enum(targetLanguages);

const levelRule = 'Level must be a whole number from 1 to 10';
export const levelSchema = wholeNumber(z.number({ error: levelRule }).min(1, levelRule).max(10, levelRule), levelRule);

/** The English name of a language, for any id (one outside the table is capitalised). */
export const languageName = (id: string) => byId.get(id)?.name ?? id.charAt(0).toUpperCase() + id.slice(1);
export const maxLevel = (id: string): number => byId.get(id)?.maxLevel ?? 10;
export const mainPracticeMaxLevel = (id: string): number => byId.get(id)?.mainPracticeMaxLevel ?? maxLevel(id);

/** Where main practice starts: the learner's stored level, else the language's start level (English 6, others 1). */
export function startLevel(id: string, userLevels?: Record<string, number> | null): number {
  const stored = userLevels?.[id];
  if (stored && stored >= 1) return Math.min(stored, mainPracticeMaxLevel(id));
  return byId.get(id)?.startLevel ?? 1;
}

/** SPEC §9: levels 1 to 10 by name; a fluency score is named by its rounded value. */
export const levelNames = [
  'Beginner',
  'Advanced Beginner',
  'Lower Intermediate',
  'Intermediate',
  'Upper Intermediate',
  'Advanced',
  'Highly Advanced',
  'Emerging Expertise',
  'Advanced Expertise',
  'God of Language',
] as const;

/** The name of a fluency score: rounded to the nearest level, within 1–10. */
export function levelName(score: number): (typeof levelNames)[number] {
  const level = Math.min(10, Math.max(1, Math.round(score)));
  return levelNames[level - 1];
}

/** People's names in the order of a class's language ("Léa" before "Lucas"), case and accents aside. */
export const nameCollator = (id: string) =>
  new Intl.Collator(language(id)?.tag ?? 'en', { sensitivity: 'base', numeric: true });
