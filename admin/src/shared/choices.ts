import { contracts } from '../providers/contracts';

/**
 * The fixed lists of SPEC §3 as react-admin choices: the API's values (from the domain, as data made at build
 * time), shown by readable names (languages from the language table). Edit screens omit the blank "all" option.
 */
type Choice = { id: string | number; name: string };
const named = (values: readonly (string | number)[], label: (v: string) => string = String): Choice[] =>
  values.map((v) => ({ id: v, name: label(String(v)) }));

const questionTypeNames: Record<string, string> = {
  multiple_choice: 'Multiple choice',
  fill_in_the_blank: 'Fill in the blank',
  translation: 'Translation',
  conjugation: 'Conjugation',
};
// The value keeps the spec's spelling (gutenburg); the texts come from Project Gutenberg.
const textTypeNames: Record<string, string> = { ai: 'Template or author', gutenburg: 'Gutenberg' };

/** Readable names of the values the lists show; an unknown value is shown as it is. */
export const questionTypeName = (v: string) => questionTypeNames[v] ?? v;
export const textTypeName = (v: string) => textTypeNames[v] ?? v;
const knowledgeTypeNames = Object.fromEntries(contracts.knowledgeTypes.map((k) => [k.id, k.name]));
export const knowledgeTypeName = (v: string) => knowledgeTypeNames[v] ?? v;
const languageNames = Object.fromEntries(contracts.targetLanguages.map((l) => [l.id, l.name]));
/** The English name of a language, from the language table; one outside it is capitalised (as the table does). */
export const languageName = (id: string) => languageNames[id] ?? id.charAt(0).toUpperCase() + id.slice(1);

export const levelChoices = named([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
export const weightChoices = named([1, 2, 3, 4, 5]);
export const questionTypeChoices = named(contracts.questionTypes, questionTypeName);
export const textTypeChoices = named(contracts.textTypes, textTypeName);
export const targetLanguageChoices = contracts.targetLanguages;
// SPEC §1: the user-language filter offers only english.
export const userLanguageChoices = named(['english'], languageName);
export const flagFilterChoices = [
  { id: 'flagged', name: 'Flagged' },
  { id: 'unflagged', name: 'Unflagged' },
  { id: 'save', name: 'Saved for Later' },
];
export const redFlagChoices = [
  { id: 'true', name: 'Flagged' },
  { id: 'false', name: 'Unflagged' },
];
export const correctChoices = [
  { id: 'true', name: 'Correct' },
  { id: 'false', name: 'Incorrect' },
];
export const yesNoChoices = [
  { id: 'yes', name: 'Yes' },
  { id: 'no', name: 'No' },
];
// SPEC §2: a flag's status reads FLAGGED or resolved!
export const flagStatusChoices = [
  { id: 'false', name: 'FLAGGED' },
  { id: 'true', name: 'resolved!' },
];

/** Select boxes hold strings; the API wants the boolean back. */
export const toBoolText = (v: unknown) => (v === true || v === 'true' ? 'true' : 'false');
export const fromBoolText = (v: unknown) => v === 'true';
