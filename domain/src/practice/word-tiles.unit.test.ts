import { describe, expect, it } from '@jest/globals';
import { blankQuestion, type QuestionFields } from '../questions/question';
import { gradeAnswer } from './grading';
import { builtSentence, canBuild, sentenceWords, tileCue, tilePrompt, wordTiles } from './word-tiles';

/** A tile question as the bank makes one: the key, its accepted variants, its tiles (key words and distractors). */
function tileQuestion(
  language: QuestionFields['targetLanguage'],
  key: string,
  variants: string[],
  distractors: Array<[string, string]>,
): QuestionFields {
  // The first word in its own case, as the bank gives it (a capital would say which word comes first).
  const words = sentenceWords(key).map((w, i) => (i === 0 && !['I', 'Sie'].includes(w) ? w.toLowerCase() : w));
  // The bank shuffles by a hash; here the words are reversed and the distractors put among them.
  const tiles = [...words].reverse();
  distractors.forEach(([, d], i) => tiles.splice(1 + 2 * i, 0, d));
  return {
    ...blankQuestion,
    question: tilePrompt(`${tileCue} to say it in ${language}`, tiles),
    answers: [{ text: key, isCorrect: true, variants }],
    questionType: 'fill_in_the_blank',
    targetLanguage: language,
  };
}

/** Lays the words from the tiles one by one, as the learner would (each tile once). */
function lay(tiles: readonly string[], words: readonly string[]): string[] {
  const left = [...tiles];
  return words.map((w) => {
    const i = left.findIndex((t) => t.toLowerCase() === w.toLowerCase());
    if (i < 0) throw new Error(`no tile for ${w}`);
    return left.splice(i, 1)[0];
  });
}

/** Language, key, accepted variants, and each distractor with the key's word it stands in for. */
const cases: Array<[QuestionFields['targetLanguage'], string, string[], Array<[string, string]>]> = [
  ['french', 'Je n’ai pas mangé de bananes.', [], [['n’ai', 'n’as']]],
  [
    'french',
    'Manges-tu des bananes\u00A0?',
    ['Manges-tu des bananes ?', 'Manges-tu des bananes'],
    [['Manges-tu', 'mange']],
  ],
  [
    'spanish',
    '¿Comes plátanos?',
    ['Comes plátanos?'],
    [
      ['Comes', 'come'],
      ['Comes', 'comemos'],
    ],
  ],
  ['german', 'Morgen essen Sie keine Bananen.', ['Sie essen morgen keine Bananen.'], [['essen', 'esst']]],
  ['english', 'I do not eat bananas.', ['I don’t eat bananas.'], [['do', 'does']]],
  ['dutch', 'Eet jij bananen?', [], [['Eet', 'eten']]],
  [
    'portuguese',
    'Nós comemos bananas.',
    ['Comemos bananas.'],
    [
      ['comemos', 'comem'],
      ['comemos', 'como'],
    ],
  ],
];

describe('build the sentence from word tiles, graded by the shared grader', () => {
  it.each(cases)('%s “%s”: the key is buildable from its tiles and the built key is graded 1', (lang, key, v, d) => {
    const q = tileQuestion(lang, key, v, d);
    const read = wordTiles(q);
    expect(read).not.toBeNull();
    expect(read!.cue).toBe(`${tileCue} to say it in ${lang}`);
    expect(read!.tiles).toHaveLength(sentenceWords(key).length + d.length);
    expect(canBuild(sentenceWords(key), read!.tiles)).toBe(true);
    const built = builtSentence(lay(read!.tiles, sentenceWords(key)), read!.key);
    expect(built).toBe(key);
    expect(gradeAnswer(q, { answer: built })).toEqual({ score: 'correct', pointscore: 1 });
  });

  it.each(cases)('%s “%s”: a distractor in place of its word, or two words swapped, is graded 0', (lang, key, v, d) => {
    const q = tileQuestion(lang, key, v, d);
    const { tiles } = wordTiles(q)!;
    const words = sentenceWords(key);
    for (const [word, distractor] of d) {
      const withIt = words.map((w) => (w === word ? distractor : w));
      const built = builtSentence(lay(tiles, withIt), key);
      expect(built).not.toBe(key);
      expect(gradeAnswer(q, { answer: built })).toEqual({ score: 'incorrect', pointscore: 0 });
    }
    const swapped = [words[1], words[0], ...words.slice(2)];
    expect(gradeAnswer(q, { answer: builtSentence(lay(tiles, swapped), key) }).pointscore).toBe(0);
  });

  it('an accepted variant laid from the same tiles is right too (the adverb first or after the verb)', () => {
    const q = tileQuestion(
      'german',
      'Morgen essen Sie keine Bananen.',
      ['Sie essen morgen keine Bananen.'],
      [['essen', 'esst']],
    );
    const { tiles, key } = wordTiles(q)!;
    const built = builtSentence(lay(tiles, ['Sie', 'essen', 'morgen', 'keine', 'Bananen']), key);
    expect(built).toBe('Sie essen morgen keine Bananen.');
    expect(gradeAnswer(q, { answer: built }).pointscore).toBe(1);
  });

  it('is no tile question unless typed, in the tile prompt, and with a key its tiles can build', () => {
    const q = tileQuestion('french', 'Je mange des bananes.', [], [['mange', 'manges']]);
    expect(wordTiles({ ...q, questionType: 'multiple_choice' })).toBeNull();
    expect(wordTiles({ ...q, question: 'Fill in the verb: Je ___ des bananes.' })).toBeNull();
    expect(wordTiles({ ...q, question: q.question.replace(tileCue, 'Order') })).toBeNull();
    expect(wordTiles({ ...q, answers: [{ text: 'Je mange des pommes.', isCorrect: true }] })).toBeNull();
    expect(() => tilePrompt(tileCue, ['deux mots', 'x'])).toThrow();
    expect(builtSentence([], 'Je mange.')).toBe('');
  });
});
