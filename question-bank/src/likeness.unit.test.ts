import { describe, expect, it } from '@jest/globals';
import { givenAway, holdsKey, likeness, lookAlikes, termOf } from './likeness';

describe('spelling likeness: a right answer must not be the one choice that looks like the word asked', () => {
  it('measures likeness without case or accents', () => {
    expect(likeness('saké', 'Sake')).toBe(1);
    expect(likeness('Allemagne', 'Germany')).toBeLessThan(0.4);
    expect(likeness('Argentine', 'Argentina')).toBeGreaterThan(0.8);
  });

  it('finds the give-aways the teacher found: “saké” for “sake”, “22 december” for “December 22”', () => {
    expect(givenAway('sake', 'saké', ['thé', 'café au lait', 'boisson'])).toBe(true);
    expect(givenAway('December', 'december', ['mei', 'juni', 'april'])).toBe(true);
    // Among look-alikes the right one no longer stands out (Australie looks more like Austria than Autriche).
    expect(givenAway('Austria', 'Autriche', ['Australie', 'Allemagne', 'Albanie'])).toBe(false);
    expect(givenAway('Austria', 'Autriche', ['Japon', 'Chine', 'Pérou'])).toBe(true);
    // A month name that is the English one again stays a give-away among look-alike months: dates are
    // therefore few (≤ 5 % of a bank), not filtered.
    expect(givenAway('December', 'december', ['november', 'september', 'oktober'])).toBe(true);
    // Nothing looks like the word asked: spelling gives nothing away.
    expect(givenAway('Germany', 'Allemagne', ['Arménie', 'Albanie', 'Autriche'])).toBe(false);
  });

  it('sees a look-alike word inside a name: “Canarische Eilanden” for “Canary Islands” (strict reading of 28 Nov)', () => {
    const wrong = ['Salomonseilanden', 'Verenigde Arabische Emiraten', 'Palestijnse gebieden'];
    expect(givenAway('Canary Islands', 'Canarische Eilanden', wrong)).toBe(true);
    // Among names that share a start with it (Canada) the key no longer stands out.
    expect(givenAway('Canary Islands', 'Canarische Eilanden', ['Canada', 'Salomonseilanden', 'Caymaneilanden'])).toBe(
      false,
    );
    expect(
      lookAlikes(['Japan', 'Canada', 'Salomonseilanden', 'Peru', 'Chili'], 'Canarische Eilanden', 'Canary Islands'),
    ).toContain('Canada');
  });

  it('chooses wrong answers that look like the right one or the word asked, in a fixed order', () => {
    const pool = ['Japon', 'Arménie', 'Chine', 'Albanie', 'Allemagne', 'Pérou', 'Algérie'];
    const picked = lookAlikes(pool, 'Allemagne', 'Germany');
    expect(picked).toHaveLength(3);
    expect(picked).not.toContain('Allemagne');
    expect(picked).not.toContain('Japon');
    expect(lookAlikes([...pool].reverse(), 'Allemagne', 'Germany')).toEqual(picked);
  });

  it('never offers the key with words added, which says which option is the plain word asked for', () => {
    expect(holdsKey('iglesia celebrando boda', 'iglesia')).toBe(true);
    expect(holdsKey('Guinée-Bissau', 'Guinée')).toBe(true);
    expect(holdsKey('iglesia', 'iglesia celebrando boda')).toBe(false);
    expect(holdsKey('mezquita', 'iglesia')).toBe(false);
    const picked = lookAlikes(
      ['iglesia celebrando boda', 'camiseta', 'mezquita', 'igual', 'inglés'],
      'iglesia',
      'church',
    );
    expect(picked).toHaveLength(3);
    expect(picked).not.toContain('iglesia celebrando boda');
  });

  it('reads the term a question asks about', () => {
    expect(termOf('Which country or region is “Germany” in French?')).toBe('Germany');
    expect(termOf('Which English word names this picture: 🧽')).toBeUndefined();
  });
});
