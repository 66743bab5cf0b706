/** Highest level per language (SPEC §9: dutch's level bar stops at 8; the rest at 10). */
export const maxLevels: Record<string, number> = {
  portuguese: 10,
  french: 10,
  dutch: 8,
  dzongkha: 10,
  german: 10,
  spanish: 10,
  english: 10,
  sango: 10,
};
export const maxLevel = (language: string): number => maxLevels[language] ?? 10;

/** Highest level main practice rises to (SPEC §9: dutch's main practice level count is 6; the rest as above). */
export const mainPracticeMaxLevel = (language: string): number => (language === 'dutch' ? 6 : maxLevel(language));

/** Where main practice starts: the learner's stored level, else English 6 and every other language 1. */
export function startLevel(language: string, userLevels?: Record<string, number> | null): number {
  const stored = userLevels?.[language];
  if (stored && stored >= 1) return Math.min(stored, mainPracticeMaxLevel(language));
  return language === 'english' ? 6 : 1;
}

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
