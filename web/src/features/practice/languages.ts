import type { practiceLanguages } from '@lebe/domain';

export const languageNames: Record<string, string> = {
  dutch: 'Dutch',
  dzongkha: 'Dzongkha',
  english: 'English',
  french: 'French',
  german: 'German',
  portuguese: 'Portuguese',
  sango: 'Sango',
  spanish: 'Spanish',
};

/** Each language's own name for itself (CLDR), shown under the English one on /start. */
export const endonyms: Record<string, string> = {
  dutch: 'Nederlands',
  dzongkha: 'རྫོང་ཁ',
  english: 'English',
  french: 'Français',
  german: 'Deutsch',
  portuguese: 'Português',
  sango: 'Sängö',
  spanish: 'Español',
};

/** BCP 47 tags, so screen readers and fonts treat target-language text as that language. */
export const languageTags: Record<string, string> = {
  dutch: 'nl',
  dzongkha: 'dz',
  english: 'en',
  french: 'fr',
  german: 'de',
  portuguese: 'pt',
  sango: 'sg',
  spanish: 'es',
};

export const languageName = (language: string) =>
  languageNames[language] ?? language.charAt(0).toUpperCase() + language.slice(1);

/** "Hello" in each of the eight languages, for the landing page. */
export const greetings: Array<{ text: string; language: (typeof practiceLanguages)[number]; lang: string }> = [
  { text: 'Hello', language: 'english', lang: 'en' },
  { text: 'Bonjour', language: 'french', lang: 'fr' },
  { text: 'Hola', language: 'spanish', lang: 'es' },
  { text: 'Hallo', language: 'german', lang: 'de' },
  { text: 'Olá', language: 'portuguese', lang: 'pt' },
  { text: 'Hallo', language: 'dutch', lang: 'nl' },
  { text: 'Balaô', language: 'sango', lang: 'sg' },
  { text: 'ཀུ་ཟུ་ཟང་པོ་ལ།', language: 'dzongkha', lang: 'dz' },
];

/** Tibetan script is only written here for Dzongkha; marking it lets the Tibetan font and voice take over. */
export const scriptLang = (text: string) => (/[\u0F00-\u0FFF]/.test(text) ? 'dz' : undefined);
