import { describe, expect, it } from '@jest/globals';
import * as frenchWords from 'n2words/fr-FR';
import * as germanWords from 'n2words/de-DE';
import type { Draft } from './common';
import { conjugationDrafts } from './conjugation';
import { annotations, frenchVerbs, germanForm, germanVerbs, spanishVerbs, type GermanTense } from './data';
import { dateDrafts, formatDate } from './dates';
import { emojiDrafts } from './emoji';
import { numberDrafts } from './numbers';

const find = (drafts: Iterable<Draft>, question: string) => [...drafts].find((d) => d.question === question);

describe('answers are what the source data gives', () => {
  const conjugations = [...conjugationDrafts('seed', ['french', 'german', 'spanish'])];

  it('a French conjugation answer is the Lefff form', () => {
    const nous = find(conjugations, 'Conjugate “aller” (présent): nous ___');
    expect(nous?.correct).toBe(frenchVerbs().aller.P[3]);
    expect(nous?.correct).toBe('allons');
    const choice = find(conjugations, 'Choose the form of “être” (passé simple): ils/elles ___');
    expect(choice?.correct).toBe(frenchVerbs()['être'].J[5]);
    expect(choice?.wrong).toHaveLength(3);
    expect(choice?.wrong).not.toContain(choice?.correct);
  });

  it('a German conjugation answer is the german-pos-dict form, separable prefixes included', () => {
    const ich = find(conjugations, 'Conjugate “gehen” (Präteritum): ich ___');
    expect(ich?.correct).toBe(germanForm((germanVerbs().gehen.PRT as GermanTense).S['1']));
    expect(ich?.correct).toBe('ging');
  });

  it('a Spanish conjugation answer is what spanish-verbs gives', () => {
    const tuve = find(conjugations, 'Conjugate “tener” (pretérito indefinido): yo ___');
    expect(tuve?.correct).toBe(spanishVerbs().getConjugation('tener', 'INDICATIVE_PRETERITE', 0));
  });

  it('every typed French conjugation answer is one of that verb’s forms in Lefff', () => {
    for (const d of conjugations.filter((x) => x.language === 'french' && x.questionType === 'conjugation')) {
      const verb = /“(.+?)”/.exec(d.question)![1];
      expect(Object.values(frenchVerbs()[verb]).flat()).toContain(d.correct);
    }
  });

  it('a date is the CLDR rendering in Node’s ICU, with three other dates as wrong answers', () => {
    const day = Date.UTC(2025, 4, 9) / 86_400_000;
    const english = formatDate('en', 'long', day);
    const sango = find(dateDrafts('seed', ['sango']), `Which is “${english}” in Sango?`);
    expect(sango?.correct).toBe(
      new Intl.DateTimeFormat('sg', { dateStyle: 'long', timeZone: 'UTC' }).format(day * 86_400_000),
    );
    expect(new Set([sango?.correct, ...(sango?.wrong ?? [])]).size).toBe(4);
  });

  it('an everyday word is the CLDR emoji name in that language', () => {
    const dog = find(emojiDrafts('seed', ['dutch']), 'Which is the Dutch for “dog face” 🐶?');
    expect(dog?.correct).toBe(annotations('nl')!['🐶'].tts![0]);
    expect(dog?.correct).toBe('hondengezicht');
  });

  it('a number in words is what n2words gives', () => {
    const numbers = [...numberDrafts('seed', ['french', 'german', 'dzongkha'])];
    expect(find(numbers, 'How do you write 71 in French words?')?.correct).toBe(frenchWords.toCardinal(71));
    expect(find(numbers, 'Type 21 in German words: ___')?.correct).toBe(germanWords.toCardinal(21));
    expect(find(numbers, 'Which is 42 written in Dzongkha (Tibetan) digits?')?.correct).toBe('༤༢');
  });
});

describe('particles and English verbs come from their data sets', () => {
  it('a German article follows the gender german-pos-dict gives, a French one the Lefff gender', async () => {
    const { particleDrafts } = await import('./particles');
    const { germanNouns, frenchNounGenders } = await import('./data');
    const drafts = [...particleDrafts('seed', ['german', 'french'])];
    const hund = find(drafts, 'Which definite article does the German noun “Hund” take (nominative singular)?');
    expect(germanNouns().Hund.G).toBe('M');
    expect(hund?.correct).toBe('der');
    expect(hund?.wrong).toEqual(['die', 'das', 'den']);
    const maison = find(drafts, 'Which indefinite article goes with the French noun “maison”?');
    expect(maison?.correct).toBe(frenchNounGenders().maison === 'F' ? 'une' : 'un');
    for (const d of drafts.filter((x) => x.category === 'definite article' && x.language === 'german')) {
      const noun = d.fullQuestion.split(' ')[1];
      expect(d.correct).toBe({ M: 'der', F: 'die', N: 'das' }[germanNouns()[noun].G!]);
    }
  });

  it('an English past form is the one english-verbs-irregular lists, and no accepted variant is offered as wrong', async () => {
    const { englishVerbDrafts } = await import('./english-verbs');
    const { englishIrregularVerbs } = await import('./data');
    const drafts = [...englishVerbDrafts('seed', ['english'])];
    expect(find(drafts, 'Conjugate “to write” (simple past): Yesterday I ___')?.correct).toBe('wrote');
    for (const d of drafts.filter((x) => x.wrong)) {
      const verb = /“to (.+?)”/.exec(d.question)![1];
      const index = d.question.includes('participle') ? 1 : 0;
      const accepted = englishIrregularVerbs()[verb].map((v) => v[index]);
      expect(accepted).toContain(d.correct);
      for (const w of d.wrong!) expect(accepted).not.toContain(w);
    }
  });
});

describe('synonyms and antonyms come from WordNet', () => {
  it('an antonym is WordNet’s antonym; a synonym shares a synset and its wrong answers are opposites', async () => {
    const { synonymDrafts } = await import('./synonyms');
    const drafts = [...synonymDrafts('full', ['english'])];
    expect(drafts.length).toBeGreaterThan(2000);
    expect(find(drafts, 'Which word is the opposite of the adverb “upward”?')?.correct).toBe('downward');
    const forbid = find(drafts, 'Which word means the same as the verb “forbid”?');
    expect(forbid?.correct).toBe('prohibit');
    expect(forbid?.wrong).toContain('permit');
    expect(drafts.every((d) => d.knowledgeType === 'synonyms and antonyms' && !d.wrong!.includes(d.correct))).toBe(
      true,
    );
  });
});
