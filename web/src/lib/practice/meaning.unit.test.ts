import { describe, expect, it } from '@jest/globals';
import { listeningKind, spokenText } from './listening';
import { meaningOf, targetText } from './meaning';
import type { SessionQuestion } from './session';

const q = (over: Partial<SessionQuestion>): SessionQuestion => ({
  key: 'q',
  questionId: 'q',
  question: 'Type the French for “They eat.”: ___',
  answers: [{ text: 'Ils mangent.', isCorrect: true }],
  questionType: 'translation',
  targetLanguage: 'french',
  knowledgeType: 'translation',
  level: 1,
  fullQuestion: 'Ils mangent. — They eat.',
  ...over,
});

describe('the meaning of a question (issue 36)', () => {
  it('reads a sentence’s full text as the target sentence then its English', () => {
    expect(meaningOf(q({}))).toEqual([
      { label: 'French', text: 'Ils mangent.', lang: 'fr' },
      { label: 'English', text: 'They eat.', lang: 'en' },
    ]);
    expect(targetText(q({}))).toBe('Ils mangent.');
  });

  it('reads labelled parts by their language, in any order', () => {
    const word = q({ targetLanguage: 'german', fullQuestion: 'English: table — German: Tisch' });
    expect(meaningOf(word).map((l) => [l.label, l.text])).toEqual([
      ['English', 'table'],
      ['German', 'Tisch'],
    ]);
    expect(targetText(word)).toBe('Tisch');
  });

  it('a question without a full text (a teacher’s, a notebook entry) is its own text with the blank filled', () => {
    const own = q({
      fullQuestion: '',
      question: 'Nous ___ au marché.',
      answers: [{ text: 'allons', isCorrect: true }],
    });
    expect(meaningOf(own)).toEqual([{ label: null, text: 'Nous allons au marché.' }]);
    expect(targetText(own)).toBeNull();
  });
});

describe('listening exercises (issue 36)', () => {
  it('a typed sentence whose answer is the whole sentence is typed what you hear; a tile question tapped', () => {
    expect(listeningKind(q({}))).toBe('type');
    const tiles = q({
      question: 'Put the words in order to say “They eat.” in French: mangent / ils / mange → ___',
      questionType: 'fill_in_the_blank',
    });
    expect(listeningKind(tiles)).toBe('tiles');
  });

  it('a choice, a fill-in-the-blank of one word and a labelled word are not heard', () => {
    const choice = q({ answers: [...q({}).answers, { text: 'Il mange.', isCorrect: false }] });
    expect(listeningKind(choice)).toBeNull();
    expect(listeningKind(q({ answers: [{ text: 'mangent', isCorrect: true }] }))).toBeNull();
    const word = q({
      fullQuestion: 'English: the bread — French: le pain',
      answers: [{ text: 'le pain', isCorrect: true }],
    });
    expect(listeningKind(word)).toBeNull();
  });

  it('before the answer, Listen says the sentence only when heard or already on the card', () => {
    expect(spokenText(q({}), false, false)).toBeNull();
    expect(spokenText(q({}), true, false)).toBe('Ils mangent.');
    expect(spokenText(q({}), false, true)).toBe('Ils mangent.');
    expect(spokenText(q({ question: 'What does the French “Ils mangent.” mean?' }), false, false)).toBe('Ils mangent.');
  });
});
