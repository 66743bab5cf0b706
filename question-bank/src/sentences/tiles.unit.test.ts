import { beforeAll, describe, expect, it } from '@jest/globals';
import { builtSentence, gradeAnswer, sentenceWords, wordTiles, type QuestionFields } from '@lebe/domain';
import { toQuestion } from '../common';
import { smallFrames } from '../testing/small-bank';
import { sentenceLanguages } from './nouns';
import { sentenceQuestions } from './questions';

/** Lays `words` from `tiles`, each tile once, case aside (a tile keeps the case it has inside a sentence). */
function lay(tiles: readonly string[], words: readonly string[]): string[] | undefined {
  const left = [...tiles];
  const out: string[] = [];
  for (const w of words) {
    const i = left.findIndex((t) => t.toLowerCase() === w.toLowerCase());
    if (i < 0) return undefined;
    out.push(left.splice(i, 1)[0]);
  }
  return out;
}

/** The tiles left once the key's words are laid: the distractors. */
function distractorsOf(tiles: readonly string[], words: readonly string[]): string[] {
  const left = [...tiles];
  for (const w of words)
    left.splice(
      left.findIndex((t) => t.toLowerCase() === w.toLowerCase()),
      1,
    );
  return left;
}

// Every 4th frame of the small bank (testing/small-bank.ts), asked to be built: about as many questions as the
// seed's own (all the small bank's took longer than making the seed's); the seed's are checked by `check-bank --seed`.
describe('build the sentence: the word-order questions are word-tile questions', () => {
  const asked = new Map<string, QuestionFields[]>();
  beforeAll(() => {
    for (const language of sentenceLanguages)
      asked.set(
        language,
        smallFrames(language)
          .filter((_, i) => i % 4 === 0)
          .flatMap((f) =>
            [...sentenceQuestions(language, f, 'order')].map(
              (q) => toQuestion({ ...q, language, level: 1, category: 'sentence: order', citation: '' }).fields,
            ),
          ),
      );
  });

  it.each([...sentenceLanguages])('%s: hundreds of tile questions, every one with its tiles listed', (language) => {
    const questions = asked.get(language) ?? [];
    expect(questions.length).toBeGreaterThan(300);
    const notTiles = questions.filter((q) => wordTiles(q) === null).map((q) => q.question);
    expect(notTiles).toEqual([]);
    // A verb form of another person among the tiles, where the tense has one to offer (English past and
    // future have none: a third of its tile questions have a distractor).
    const withDistractor = questions.filter((q) => {
      const t = wordTiles(q)!;
      return t.tiles.length > sentenceWords(t.key).length;
    });
    expect(withDistractor.length / questions.length).toBeGreaterThan(0.3);
  });

  it.each([...sentenceLanguages])(
    '%s: every key is built from its tiles and graded 1; a distractor anywhere in it is graded 0',
    (language) => {
      const wrong: string[] = [];
      for (const q of asked.get(language) ?? []) {
        const { tiles, key } = wordTiles(q)!;
        const words = sentenceWords(key);
        const laid = lay(tiles, words);
        const built = laid && builtSentence(laid, key);
        if (!built || gradeAnswer(q, { answer: built }).pointscore !== 1) wrong.push(`not 1: ${q.question}`);
        // Never in the key's order: the learner has something to do.
        if (tiles.filter((t) => !distractorsOf(tiles, words).includes(t)).join(' ') === words.join(' '))
          wrong.push(`in order: ${q.question}`);
        for (const d of distractorsOf(tiles, words))
          for (let i = 0; i < words.length; i++) {
            const withIt = builtSentence(
              words.map((w, j) => (j === i ? d : w)),
              key,
            );
            if (gradeAnswer(q, { answer: withIt }).pointscore >= 1) wrong.push(`${d} accepted: ${withIt}`);
          }
      }
      expect(wrong).toEqual([]);
    },
  );
});
