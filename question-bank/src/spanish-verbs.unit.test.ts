import { describe, expect, it } from '@jest/globals';
import type { Draft } from './common';
import { conjugationDrafts } from './conjugation';
import { spanishDictionary, spanishVerbs } from './data';
import { frequencyRank } from './lexicon';

const drafts: Draft[] = [...conjugationDrafts('seed', ['spanish'])];
const verbOf = (d: Draft) => /“(.+?)”/.exec(d.question)![1];
const asked = new Set(drafts.map(verbOf));

describe('Spanish verbs: spanish-verbs rules checked against the Hunspell Spanish dictionary', () => {
  it('reads the dictionary strictly: a form without its accent is not a word', () => {
    expect(spanishDictionary().has('espío')).toBe(true);
    expect(spanishDictionary().has('espio')).toBe(false);
    expect(spanishDictionary().has('hablamos')).toBe(true);
  });

  it('asks regular verbs with the forms spanish-verbs gives', () => {
    const d = drafts.find((x) => x.question === 'Conjugate “hablar” (presente de indicativo): nosotros ___');
    expect(d?.correct).toBe(spanishVerbs().getConjugation('hablar', 'INDICATIVE_PRESENT', 3));
    expect(d?.correct).toBe('hablamos');
  });

  it('leaves out verbs whose rule-made forms the dictionary does not know (pensar: “penso”)', () => {
    expect(spanishVerbs().getConjugation('pensar', 'INDICATIVE_PRESENT', 0)).toBe('penso');
    expect(spanishDictionary().has('penso')).toBe(false);
    expect(asked.has('pensar')).toBe(false);
    expect(asked.has('dormir')).toBe(false);
    expect(asked.has('jugar')).toBe(false);
  });

  it('drills no vulgar verb, however frequent (joder, follar)', () => {
    expect(frequencyRank('spanish', 'joder')).toBeLessThan(2500);
    expect(asked.has('joder')).toBe(false);
    expect(asked.has('follar')).toBe(false);
  });

  it('gives only answers that are words of the dictionary, verb by verb', () => {
    const regular = drafts.filter((d) => d.citation.includes('Hunspell'));
    expect(regular.length).toBeGreaterThan(1000);
    for (const d of regular) for (const w of d.correct.split(' ')) expect(spanishDictionary().has(w)).toBe(true);
  });

  it('tests a compound form on its auxiliary’s person too: habías quedado against había quedado', () => {
    const pluperfect = drafts.find(
      (d) => d.question === 'Choose the form of “quedar” (pretérito pluscuamperfecto): tú ___',
    );
    expect(pluperfect?.correct).toBe('habías quedado');
    expect(pluperfect?.wrong).toContain('había quedado');
    for (const w of pluperfect!.wrong!) expect(w).toMatch(/ quedado$/);
  });
});
