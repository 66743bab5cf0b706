import { z } from 'zod';

/** The eight languages offered on the start page (SPEC §1), lower-case as the API carries them. */
export const practiceLanguages = [
  'dutch',
  'dzongkha',
  'english',
  'french',
  'german',
  'portuguese',
  'sango',
  'spanish',
] as const;

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

export const levelSchema = z.coerce.number().int().min(1).max(10);
