import { describe, expect, it } from '@jest/globals';
import { emojiDrafts } from './emoji';
import { checkedLanguages, computeVerdicts, confirmedPictures, missingFreedict } from './emoji-translations';

describe('emoji names are taught as words only where a dictionary confirms them as translations', () => {
  it('asks no picture whose two names FreeDict does not confirm (🎼 is no “pentagrama”)', () => {
    for (const language of checkedLanguages) {
      const confirmed = confirmedPictures(language)!;
      expect(confirmed.size).toBeGreaterThan(100);
      const asked = [...emojiDrafts('full', [language])].map((d) =>
        [...d.fullQuestion].find((c) => /\p{Extended_Pictographic}/u.test(c)),
      );
      const unconfirmed = [...emojiDrafts('full', [language])].filter(
        (d) => ![...confirmed].some((e) => d.fullQuestion.startsWith(e) || d.fullQuestion.endsWith(e)),
      );
      expect([language, unconfirmed.map((d) => d.fullQuestion)]).toEqual([language, []]);
      expect(asked.length).toBeGreaterThan(0);
    }
    expect(confirmedPictures('spanish')!.has('🎼')).toBe(false);
    expect([...emojiDrafts('full', ['spanish'])].some((d) => d.correct === 'pentagrama')).toBe(false);
  });

  // Where the dictionaries are missing the test is skipped, and its name says which and how to install them.
  const missing = missingFreedict();
  const recompute = 'keeps the verdicts FreeDict gives (recomputed where Debian’s dict-freedict-* are installed)';
  (missing.length === 0 ? it : it.skip)(
    missing.length === 0
      ? recompute
      : `${recompute}: SKIPPED, not installed: ${missing.join(', ')} (apt-get install dict-freedict-eng-fra dict-freedict-fra-eng …)`,
    () => {
      const now = computeVerdicts();
      for (const language of checkedLanguages)
        expect([language, [...confirmedPictures(language)!].sort()]).toEqual([language, [...now[language]].sort()]);
    },
  );
});
