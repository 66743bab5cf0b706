import { describe, expect, it } from '@jest/globals';
import type { QuestionFields } from '@lebe/domain';
import { containsWords, defects, digitsOf } from './checks';

const q = (fields: Partial<QuestionFields>) => ({
  id: '0123456789abcdef01234567',
  fields: {
    question: 'Q',
    answers: [{ text: 'a', isCorrect: true }],
    category: 'c',
    level: 1,
    weight: 1,
    fullQuestion: '',
    questionType: 'fill_in_the_blank',
    userLanguage: 'english',
    targetLanguage: 'french',
    isFlagged: false,
    citation: 'Unicode CLDR, Unicode License v3',
    textType: 'ai',
    knowledgeType: 'vocabulary',
    ...fields,
  } as QuestionFields,
});
const choice = (right: string, ...wrong: string[]) => [
  { text: right, isCorrect: true },
  ...wrong.map((text) => ({ text, isCorrect: false })),
];

describe('the mechanical checks find what a reviewer would flag', () => {
  it('flags a choice answerable by its digits, Tibetan digits read as digits', () => {
    expect(digitsOf('༢༠༢༥ ཟླ་དངཔ་ ༡༣')).toBe('202513');
    const byDigits = q({
      question: 'Which is “March 5, 2025” in French?',
      questionType: 'translation',
      answers: choice('5 mars 2025', '6 mars 2025', '12 mai 2025', '5 mars 2024'),
    });
    expect(defects(byDigits)).toContain('digits');
    const byWords = q({
      question: 'Which is “March 5, 2025” in French?',
      questionType: 'translation',
      answers: choice('5 mars 2025', '5 mai 2025', '5 juin 2025', '5 avril 2025'),
    });
    expect(defects(byWords)).toEqual([]);
  });

  it('flags an answer standing as whole words in its question, not a part of a word', () => {
    expect(containsWords('Conjugate “gehen” (Präsens): wir ___', 'gehen')).toBe(true);
    expect(containsWords('Fill in the verb: He ___ bananas. (eat)', 'eats')).toBe(false);
    expect(defects(q({ question: 'Type the French for “taxi”: ___', answers: choice('taxi') }))).toContain(
      'answer-in-question',
    );
  });

  it('flags a fill-in-the-blank without its blank and a conjugation whose fragment cuts a word', () => {
    expect(defects(q({ question: 'Type the French for “in 3 days”:', answers: choice('dans 3 jours') }))).toContain(
      'no-blank',
    );
    const cut = q({
      question: 'Conjugate “aller” (présent): nous ___',
      questionType: 'conjugation',
      fullQuestion: 'nous allons',
      answers: [{ text: 'allons', isCorrect: true, fragment: 'ons' }],
    });
    expect(defects(cut)).toContain('fragment');
    const whole = q({ ...cut.fields, answers: [{ text: 'allons', isCorrect: true, fragment: 'nous allons' }] });
    expect(defects(whole)).toEqual([]);
  });

  it('flags a question read through a third language, and English asked through another', () => {
    expect(
      defects(
        q({ question: 'What does the Dutch “hond” mean in German?', targetLanguage: 'dutch', answers: choice('Hund') }),
      ),
    ).toContain('direction');
    expect(defects(q({ question: 'Which is “mai” in English? ___', targetLanguage: 'english' }))).toEqual([]);
    expect(
      defects(
        q({ question: 'Which is the French “mai” in English? ___', targetLanguage: 'english', answers: choice('May') }),
      ),
    ).toContain('direction');
  });

  it('flags repeated choices, a comma-ended answer and an accepted spelling offered as wrong', () => {
    expect(defects(q({ question: 'Q ___', answers: choice('Liechtenstein,') }))).toContain('choices');
    const offered = q({
      question: 'Choose',
      questionType: 'multiple_choice',
      answers: [
        { text: 'dreamt', isCorrect: true, variants: ['dreamed'] },
        ...choice('x', 'dreamed', 'y', 'z').slice(1),
      ],
    });
    expect(defects(offered)).toContain('variant-offered');
  });

  it('flags a typed question with several answers, and fields the contract refuses or without a licence', () => {
    const typed = q({ question: 'Q ___', answers: choice('a', 'b', 'c', 'd') });
    expect(defects(typed)).toContain('choices');
    expect(defects(q({ question: 'Q ___', citation: 'from somewhere' }))).toEqual(['fields']);
    expect(defects(q({ question: 'Q ___', level: 0 }))).toEqual(['fields']);
    expect(defects({ ...q({ question: 'Q ___' }), id: 'x' })).toEqual(['fields']);
    expect(defects(q({ question: 'Q ___' }))).toEqual([]);
  });
});
