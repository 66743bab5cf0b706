import { describe, expect, it } from '@jest/globals';
import { particleDrafts } from './particles';

// Strict readings of 29 Nov (d) fr2 and (e) fr4: “beau” and “belle” asked as a noun's article at level 1, though
// the article follows who is meant (un beau, une belle), the case the generator leaves out for ami/amie.
describe('French articles', () => {
  const asked = new Set(
    [...particleDrafts('seed', ['french'])].map((d) => /“(.+)”|___ (.+)$/u.exec(d.question)?.slice(1).find(Boolean)),
  );

  it('asks no adjective or person noun whose feminine is irregular (Grevisse § 533)', () => {
    for (const word of ['beau', 'belle', 'nouveau', 'nouvelle', 'vieux'])
      expect([word, asked.has(word)]).toEqual([word, false]);
  });

  it('still asks nouns of one gender whatever they end in (bateau, chapeau, maison, table)', () => {
    for (const word of ['bateau', 'chapeau', 'maison', 'table']) expect([word, asked.has(word)]).toEqual([word, true]);
  });
});
