import { describe, expect, it } from '@jest/globals';
import { acceptedForms, matchesAnswer } from '@lebe/domain';
import { emojiDrafts } from './emoji';

const drafts = [...emojiDrafts('seed', ['english', 'spanish', 'german', 'french', 'portuguese', 'dutch'])];
const of = (emoji: string, language: string) =>
  drafts.filter((d) => d.language === language && d.fullQuestion.startsWith(emoji));

describe('pictures named in everyday words', () => {
  // Strict reading of 28 Nov (docs/readings): CLDR labels that are descriptions, not words, and keys that say more.
  it('asks no picture whose English label is no noun of its own (film frames, biting lip, children crossing)', () => {
    for (const emoji of ['🎞', '🫦', '🚸', '🥿', '✝'])
      for (const language of ['english', 'german', 'portuguese', 'dutch']) expect(of(emoji, language)).toEqual([]);
    expect(of('🏤', 'french').map((d) => d.correct)).toContain('bureau de poste');
  });

  it('does not key 🏤 “post office” with a name that says more (“oficina de correos europea”)', () => {
    expect(of('🏤', 'spanish')).toEqual([]);
  });

  it('accepts WordNet’s shorter name for a picture: “scooter” for 🛵 motor scooter', () => {
    const typed = of('🛵', 'english').find((d) => d.questionType === 'fill_in_the_blank')!;
    const forms = acceptedForms({ text: typed.correct, variants: typed.variants });
    expect(matchesAnswer('scooter', forms, 'english')).toBe(true);
    expect(matchesAnswer('motor', forms, 'english')).toBe(false);
  });

  it('keeps everyday nouns (snail, parrot) at level 6 at most, typed or chosen', () => {
    expect(drafts.filter((d) => d.level > 6)).toEqual([]);
    expect(of('🐌', 'spanish').length).toBeGreaterThan(0);
  });
});
