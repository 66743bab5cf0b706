import { questionTypes, targetLanguages, textTypes } from '@lebe/domain';

/** The fixed lists of SPEC §3, as react-admin choices. Edit screens omit the blank "all" option. */
const named = (values: readonly (string | number)[]) => values.map((v) => ({ id: v, name: String(v) }));

export const levelChoices = named([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
export const weightChoices = named([1, 2, 3, 4, 5]);
export const questionTypeChoices = named(questionTypes);
export const textTypeChoices = named(textTypes);
export const targetLanguageChoices = named(targetLanguages);
// SPEC §1: the user-language filter offers only english.
export const userLanguageChoices = named(['english']);
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

/** Select boxes hold strings; the API wants the boolean back. */
export const toBoolText = (v: unknown) => (v === true || v === 'true' ? 'true' : 'false');
export const fromBoolText = (v: unknown) => v === 'true';
