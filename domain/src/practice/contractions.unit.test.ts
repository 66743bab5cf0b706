import { describe, expect, it } from '@jest/globals';
import { gradeAnswer } from './grading';
import { contractionSpellings } from './contractions';

const typedQuestion = (text: string, targetLanguage = 'english', variants?: string[]) => ({
  questionType: 'fill_in_the_blank',
  targetLanguage,
  answers: [{ text, isCorrect: true, ...(variants ? { variants } : {}) }],
});
const grade = (q: ReturnType<typeof typedQuestion>, answer: string) => gradeAnswer(q, { answer }).pointscore;

// Source: the standard negative and reduced forms of English auxiliaries (Cambridge Grammar of the English
// Language, Huddleston & Pullum 2002, §3.1.3 and ch. 9 §2.1): don't, won't, isn't, I'm, I'll and their full forms.
describe('English contractions are accepted both ways (issue 37)', () => {
  it('a contraction where the full form is keyed, and the full form where a contraction is', () => {
    expect(grade(typedQuestion('I will eat apples tomorrow.'), "I'll eat apples tomorrow.")).toBe(1);
    expect(grade(typedQuestion('The boys will not buy eggs.'), 'The boys won’t buy eggs.')).toBe(1);
    expect(grade(typedQuestion('She does not eat bananas.'), "She doesn't eat bananas.")).toBe(1);
    expect(grade(typedQuestion('I am eating bananas.'), 'I’m eating bananas.')).toBe(1);
    expect(grade(typedQuestion('He isn’t eating bananas.'), 'He is not eating bananas.')).toBe(1);
    expect(grade(typedQuestion('He isn’t eating bananas.'), 'He’s not eating bananas.')).toBe(1);
  });

  it('holds for an English translation typed in a question of another language', () => {
    expect(grade(typedQuestion('We did not see owls.', 'french'), "We didn't see owls")).toBe(1);
  });

  it('keeps what is not a contraction of the key wrong (’s is never “has”, no possessive is expanded)', () => {
    expect(grade(typedQuestion('I will eat apples.'), 'I eat apples.')).toBe(0);
    expect(grade(typedQuestion('He has eaten apples.'), 'He’s eaten apples.')).toBe(0);
    expect(contractionSpellings('The man’s dogs')).toEqual(['The man’s dogs']);
  });

  it('keeps typing live: the letters of a contraction are no slip', () => {
    const q = typedQuestion('I will not eat apples.');
    const keys = [..."I won't eat apples"].map((_, i, a) => a.slice(0, i + 1).join(''));
    expect(gradeAnswer(q, { answer: "I won't eat apples", keystrokes: keys }).pointscore).toBe(1);
  });
});

// Source: the reduced form ’d of “would” and of “had” (Cambridge Grammar of the English Language, Huddleston &
// Pullum 2002, ch. 3 §1.3 and the table of reduced forms): the verb after it says which; “had” as a main verb and a
// clause-final “would” never reduce.
describe('’d where the key settles it: would before a verb, had before a past participle (issue 37, pt23)', () => {
  it('accepts “They’d like …” for “They would like …” and “She’d eaten …” for “She had eaten …”', () => {
    expect(
      grade(
        typedQuestion('They would like us to draw pigs at school.', 'portuguese'),
        "They'd like us to draw pigs at school.",
      ),
    ).toBe(1);
    expect(grade(typedQuestion('She had eaten apples.'), 'She’d eaten apples.')).toBe(1);
    expect(grade(typedQuestion('I’d like tea.'), 'I would like tea.')).toBe(1);
  });

  it('keeps ’d wrong where it would read otherwise: a main verb “had”, a final “would”, the other auxiliary', () => {
    expect(grade(typedQuestion('They had eggs.'), 'They’d eggs.')).toBe(0);
    expect(grade(typedQuestion('They had bread.'), 'They’d bread.')).toBe(0);
    expect(contractionSpellings('Yes, I would.')).toEqual(['Yes, I would.']);
    expect(grade(typedQuestion('I’d like tea.'), 'I had like tea.')).toBe(0);
  });
});

describe('a sentence’s final punctuation and Spanish ¿ are optional', () => {
  it('accepts a typed sentence without its full stop, its question mark or the French space before it', () => {
    expect(grade(typedQuestion('Je mange des bananes.', 'french'), 'Je mange des bananes')).toBe(1);
    expect(grade(typedQuestion('Manges-tu des bananes\u00A0?', 'french'), 'Manges-tu des bananes?')).toBe(1);
    expect(grade(typedQuestion('¿Comes plátanos?', 'spanish'), 'Comes plátanos?')).toBe(1);
    const keys = [...'Comes plátanos'].map((_, i, a) => a.slice(0, i + 1).join(''));
    expect(
      gradeAnswer(typedQuestion('¿Comes plátanos?', 'spanish'), { answer: 'Comes plátanos', keystrokes: keys })
        .pointscore,
    ).toBe(1);
    expect(grade(typedQuestion('¿Comes plátanos?', 'spanish'), 'Comes plátano')).toBe(0);
  });
});
