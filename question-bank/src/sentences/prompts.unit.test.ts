/**
 * Prompts that fix their answer (strict reading of 29 Nov b): a French article blank before a noun the same in the
 * singular and the plural (bus: le, un, des all fit without the English), and English word tiles whose two nouns
 * could swap (Do the fish want men?).
 */
import { describe, expect, it } from '@jest/globals';
import { canBuild, sentenceWords, wordTiles } from '@lebe/domain';
import { type Frame, type SubjectKey } from './frame';
import { nouns } from './nouns';
import { sentenceQuestions } from './questions';
import { verbConcepts, type Tense, type VerbKey } from './verbs';

const frame = (
  subject: SubjectKey,
  key: VerbKey,
  object: string,
  more: Partial<Frame> = {},
  tense: Tense = 'present',
) => ({ subject, verb: verbConcepts.find((v) => v.key === key)!, object, tense, negative: false, ...more }) as Frame;
const asked = (language: 'english' | 'french', f: Frame, shape: string) =>
  [...sentenceQuestions(language, f)].find((q) => q.shape === shape)!;

describe('a French article blank before an invariable noun', () => {
  it('gives the English where the noun does not say its number (bus, souris), and only there', () => {
    // Lefff and the French plural rules: bus and souris are the same in both numbers, chien is not.
    const same = nouns('french').filter((n) => n.singular === n.plural);
    expect(same.map((n) => n.singular)).toEqual(expect.arrayContaining(['bus', 'souris']));
    const bus = asked('french', frame('he', 'draw', '🚌', { negative: true }), 'fill-article');
    expect(bus.question).toBe('Fill in the article: Il ne dessine pas ___ bus. (“He does not draw buses.”)');
    const mice = asked('french', frame('I', 'see', '🐁'), 'fill-article');
    expect(mice.question).toMatch(/___ souris\. \(“I see mice\.”\)$/u);
    const dogs = asked('french', frame('he', 'draw', '🐕', { negative: true }), 'fill-article');
    expect(dogs.question).toBe('Fill in the article: Il ne dessine pas ___ chiens.');
  });
});

describe('English word tiles with two nouns', () => {
  it('says who does what where the nouns could swap (Do the fish want men?), never the sentence itself', () => {
    const q = asked('english', frame('men', 'want', '🐟', { question: true }), 'order');
    expect(q.question).toMatch(/^Put the words in order to ask a question \(who: the men; what: fish\): /u);
    const tiles = wordTiles({
      question: q.question,
      questionType: q.questionType,
      answers: [{ text: q.correct, isCorrect: true }],
    });
    expect(tiles?.tiles).toEqual(expect.arrayContaining(['the', 'fish', 'men', 'want']));
    // The swap the tiles allow is what the cue rules out.
    expect(canBuild(sentenceWords('Do the fish want men?'), tiles!.tiles)).toBe(true);
    const colour = asked('english', frame('girls', 'count', '🍉', {}, 'past'), 'order');
    expect(colour.question).toMatch(/\(who: the girls; what: watermelons\)/u);
    expect(colour.question).not.toContain(colour.correct.replace(/\.$/u, '').toLowerCase());
  });

  it('adds nothing where a pronoun subject cannot swap with the noun (Does he want fish?)', () => {
    expect(asked('english', frame('he', 'want', '🐟', { question: true }), 'order').question).toMatch(
      /^Put the words in order to ask a question: /u,
    );
  });
});
