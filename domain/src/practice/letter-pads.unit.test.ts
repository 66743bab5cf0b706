import { describe, expect, it } from '@jest/globals';
import { language } from '../languages';
import { letterPad, padFace } from './letter-pads';

const letters = (language: string, answer: string) => letterPad(language, answer).flatMap((r) => r.letters);

describe('letter pads', () => {
  it('start from the domain list of each language', () => {
    for (const name of ['french', 'spanish', 'portuguese', 'german'])
      expect(letters(name, 'x')).toEqual(expect.arrayContaining([...language(name)!.letterPad]));
  });

  it('add what CLDR exemplars hold beyond it: Sango ù, Dutch í', () => {
    expect(letters('sango', 'x')).toContain('ù');
    expect(letters('dutch', 'x')).toContain('í');
  });

  it('give Dzongkha rows of letters, subjoined letters, signs and digits, enough to type every sample answer', () => {
    const rows = letterPad('dzongkha', '');
    expect(rows.map((r) => r.label)).toEqual([
      'Letters',
      'Subjoined letters',
      'Vowel signs and marks',
      'Retroflex letters',
      'Digits',
    ]);
    const pad = new Set(rows.flatMap((r) => r.letters));
    for (const answer of ['གཟའ་ལྷག་པ་', 'ཕྲཱནས྄་ཀྱི་པོ་ལི་ནི་ཤི་ཡ', 'ཌཆ་ཁ', '༤༠', 'ཀོ་ཀོས་གླིང་ཚོམ'])
      for (const c of answer) expect(pad.has(c)).toBe(true);
  });

  it('offer any letter the answer needs that neither keyboard nor pad has, once', () => {
    expect(letters('english', 'Curaçao')).toEqual(['ç']);
    expect(letters('english', 'Côte d’Ivoire — « oui »')).toEqual(['ô']);
    expect(letters('german', 'Ägypten')).toContain('Ä');
    expect(letters('german', 'Mädchen').filter((c) => c === 'ä')).toHaveLength(1);
    expect(letterPad('english', 'May')).toEqual([]);
  });

  it('show combining signs on a dotted circle', () => {
    expect(padFace('ྲ')).toBe('◌ྲ');
    expect(padFace('ཀ')).toBe('ཀ');
  });
});
