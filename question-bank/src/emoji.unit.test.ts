import { describe, expect, it } from '@jest/globals';
import { acceptedForms, matchesAnswer } from '@lebe/domain';
import { emojiDrafts } from './emoji';
import { holdsKey } from './likeness';

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

  // Strict reading of 29 Nov (c), sp3: CLDR's label of 💒 “iglesia celebrando boda” offered beside the key “iglesia”.
  it('offers no wrong name that is the key with words added (iglesia celebrando boda beside iglesia)', () => {
    const church = of('⛪', 'spanish').find((d) => d.questionType === 'multiple_choice')!;
    expect(church.correct).toBe('iglesia');
    expect(church.wrong).toHaveLength(3);
    expect(church.wrong).not.toContain('iglesia celebrando boda');
    for (const d of drafts)
      for (const w of d.wrong ?? []) expect([d.correct, w, holdsKey(w, d.correct)]).toEqual([d.correct, w, false]);
  });

  it('keeps everyday nouns (snail, parrot) at level 6 at most, typed or chosen', () => {
    expect(drafts.filter((d) => d.level > 6)).toEqual([]);
    expect(of('🐌', 'spanish').length).toBeGreaterThan(0);
  });
});
