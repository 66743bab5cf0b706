import { describe, expect, it } from '@jest/globals';
import {
  afterKeystroke,
  firstSlip,
  firstWrongLetter,
  hint,
  isPrefixOfAnswer,
  matchesAnswer,
  replayTyped,
} from './typed-answer';

const typing = (texts: string[], forms: string[], language = 'french') => {
  let partial = 1;
  let previous = '';
  for (const t of texts) {
    partial = afterKeystroke(partial, previous, t, forms, language);
    previous = t;
  }
  return partial;
};

describe('typed answers', () => {
  it('lower the partial value by 0.1 per keystroke that leaves every accepted form, never below 0', () => {
    expect(typing(['m', 'ma', 'mai', 'maix'], ['maison'])).toBe(0.9);
    expect(
      typing(
        Array.from({ length: 20 }, (_, i) => 'z'.repeat(i + 1)),
        ['maison'],
      ),
    ).toBe(0);
  });

  it('never charge for Backspace: correcting a typo costs once', () => {
    expect(typing(['m', 'mx', 'm', 'ma', 'mai', 'mais', 'maiso', 'maison'], ['maison'])).toBe(0.9);
    expect(typing(['m', 'mx', 'mxy', 'mx', 'm'], ['maison'])).toBe(0.8);
  });

  it('lower it for a + or a * too', () => {
    expect(afterKeystroke(1, 'a', 'a+', ['a+b'], 'english')).toBe(0.9);
    expect(afterKeystroke(1, 'x', 'x*', ['maison'], 'french')).toBe(0.8);
  });

  it('accept case, surrounding and repeated spaces and Unicode forms, but not missing accents', () => {
    expect(matchesAnswer('lengua', ['Lengua'], 'spanish')).toBe(true);
    expect(matchesAnswer('  la   casa ', ['la casa'], 'spanish')).toBe(true);
    expect(matchesAnswer('e\u0301te\u0301', ['été'], 'french')).toBe(true);
    expect(matchesAnswer('ete', ['été'], 'french')).toBe(false);
    expect(matchesAnswer('', [''], 'french')).toBe(false);
  });

  it('fold apostrophes, quotes and dashes to the keys a keyboard has', () => {
    expect(matchesAnswer("Les filles n'ont pas lavé", ['Les filles n’ont pas lavé'], 'french')).toBe(true);
    expect(matchesAnswer('l’eau', ["l'eau"], 'french')).toBe(true);
    for (const a of ['ʼ', '‘', '’']) expect(matchesAnswer(`aujourd${a}hui`, ["aujourd'hui"], 'french')).toBe(true);
    expect(matchesAnswer('"Bonjour"', ['« Bonjour »'], 'french')).toBe(true);
    expect(matchesAnswer('“Hello”', ['"Hello"'], 'english')).toBe(true);
    for (const d of ['‐', '–', '—', '-']) expect(matchesAnswer(`peut${d}être`, ['peut-être'], 'french')).toBe(true);
    expect(isPrefixOfAnswer("n'", ['n’ont'], 'french')).toBe(true);
    expect(afterKeystroke(1, 'n', "n'", ['n’ont'], 'french')).toBe(1);
  });

  it('name an accent slip as such', () => {
    expect(firstSlip('lave', ['lavé'], 'french')).toMatchObject({ at: 3, expected: 'é', accent: true });
    expect(firstSlip('lavè', ['lavé'], 'french')).toMatchObject({ at: 3, expected: 'é', accent: true });
    expect(firstSlip('lavx', ['lavé'], 'french')).toMatchObject({ at: 3, expected: 'é', accent: false });
    expect(firstSlip('  lave', ['lavé'], 'french')).toMatchObject({ at: 5, expected: 'é', accent: true });
    expect(firstSlip('lav', ['lavé'], 'french')).toBeNull();
  });

  it('make the final tsheg optional in Dzongkha', () => {
    expect(matchesAnswer('གཟའ་ཟླ་བ', ['གཟའ་ཟླ་བ་'], 'dzongkha')).toBe(true);
    expect(matchesAnswer('གཟའ་ཟླ་བ་', ['གཟའ་ཟླ་བ'], 'dzongkha')).toBe(true);
    expect(matchesAnswer('གཟའ་ཟླ', ['གཟའ་ཟླ་བ་'], 'dzongkha')).toBe(false);
  });

  // The comma after a short fronted phrase is optional: RAE, Ortografía de la lengua española (2010) §3.4.2.1.2;
  // Chicago Manual of Style 6.36; Grevisse, Le Bon Usage §126.
  it('make a comma before a space optional, with or without it typed, but keep a decimal comma', () => {
    const forms = ['Mañana, los niños comerán plátanos.'];
    expect(matchesAnswer('Mañana los niños comerán plátanos', forms, 'spanish')).toBe(true);
    expect(matchesAnswer('Mañana, los niños comerán plátanos', ['Mañana los niños comerán plátanos.'], 'spanish')).toBe(
      true,
    );
    expect(typing(['M', 'Ma', 'Mañana', 'Mañana,', 'Mañana, ', 'Mañana, l'], ['Mañana los niños'], 'spanish')).toBe(1);
    expect(typing(['M', 'Mañana', 'Mañana ', 'Mañana l'], forms, 'spanish')).toBe(1);
    expect(matchesAnswer('15 nanoseconden', ['1,5 nanoseconden'], 'dutch')).toBe(false);
  });

  it('accept every listed variant', () => {
    expect(matchesAnswer('dreamed', ['dreamt', 'dreamed'], 'english')).toBe(true);
    expect(isPrefixOfAnswer('dreame', ['dreamt', 'dreamed'], 'english')).toBe(true);
  });

  it('tell prefixes leniently, and point at the first wrong letter', () => {
    expect(isPrefixOfAnswer('Mai', ['maison'], 'french')).toBe(true);
    expect(isPrefixOfAnswer('la ', ['la casa'], 'spanish')).toBe(true);
    expect(isPrefixOfAnswer('mi', ['maison'], 'french')).toBe(false);
    expect(firstWrongLetter('maxson', ['maison'], 'french')).toBe(2);
    expect(firstWrongLetter('Lenguz', ['Lengua'], 'spanish')).toBe(5);
    expect(firstWrongLetter('mai', ['maison'], 'french')).toBeNull();
  });

  it('replay a reported typing: the partial value if it ends on an accepted form, else 0', () => {
    expect(replayTyped(['m', 'mx', 'm', 'ma', 'mai', 'mais', 'maiso', 'maison'], ['maison'], 'french')).toBe(0.9);
    expect(replayTyped(['m', 'ma'], ['maison'], 'french')).toBe(0);
    expect(replayTyped([], ['maison'], 'french')).toBe(0);
  });

  it('give the first letter and length as the hint', () => {
    expect(hint('été')).toMatchObject({ firstLetter: 'é', length: 3 });
  });
});
