import { correctAnswers, type QuestionFields } from '../questions/question';

/**
 * Build the sentence (issue 28): a word-order question is a typed question (fill in the blank) whose prompt
 * lists its word tiles, the key's words shuffled with a distractor or two among them. The learner builds the
 * sentence from the tiles; the sentence built is the answer, graded by gradeAnswer like any typed answer, so
 * every accepted variant the tiles can build is right and nothing else is. The bank writes the prompt with
 * tilePrompt and the learner app reads it back with wordTiles: the one format, here. Elsewhere (the console,
 * a client without tiles) the prompt still reads as a question: the words are listed and the blank typed.
 */
export const tileCue = 'Put the words in order';

const blank = ' → ___';
const listed = /^(.*): ((?:[^\s/]+ \/ )+[^\s/]+) → ___$/su;

/** The prompt of a tile question: the cue (what to say), then the tiles and the blank. */
export function tilePrompt(cue: string, tiles: readonly string[]): string {
  if (!cue.startsWith(tileCue)) throw new Error(`a tile prompt starts with “${tileCue}”: ${cue}`);
  if (tiles.length < 2 || tiles.some((t) => !/^[^\s/]+$/u.test(t)))
    throw new Error(`tiles are two or more words without spaces or slashes: ${tiles.join(' | ')}`);
  return `${cue}: ${tiles.join(' / ')}${blank}`;
}

/**
 * A sentence's words as tiles: split at its spaces (a no-break space too), without the punctuation that frames
 * it (Spanish ¿, the closing full stop or question mark). An elided word stays with its host (n’ai, l’eau).
 */
export function sentenceWords(text: string): string[] {
  const { body } = framed(text);
  return body.split(/\s+/u).filter(Boolean);
}

/** A sentence's opening (¿) and closing (. ? ! and a French space before it), and what is between. */
function framed(text: string) {
  const t = text.normalize('NFC').trim();
  const open = /^[¿¡]/u.exec(t)?.[0] ?? '';
  const close = /[\s\u00A0\u202F]?[.?!]$/u.exec(t)?.[0] ?? '';
  return { open, close, body: t.slice(open.length, t.length - close.length).trim() };
}

/**
 * The sentence the tiles make, in the order placed: joined by spaces, the first letter a capital, framed by the
 * key's own punctuation (the learner orders words, not full stops). What is sent as the answer and graded.
 */
export function builtSentence(tiles: readonly string[], key: string): string {
  const body = tiles.join(' ');
  if (!body) return '';
  const { open, close } = framed(key);
  return `${open}${body[0].toLocaleUpperCase()}${body.slice(1)}${close}`;
}

export interface WordTiles {
  /** The prompt without its tiles: what to build (“Put the words in order to say “I eat bananas.” in French”). */
  cue: string;
  /** The tiles in the order shown: the key's words and the distractors. */
  tiles: string[];
  /** The key: its punctuation frames what is built. */
  key: string;
}

/**
 * The tiles of a question, or null when it is no tile question: a fill in the blank whose prompt is a
 * tilePrompt and whose key can be built from its tiles (each tile used at most once).
 */
export function wordTiles(
  q: Pick<QuestionFields, 'question' | 'answers'> & { questionType: string },
): WordTiles | null {
  if (q.questionType !== 'fill_in_the_blank') return null;
  const match = listed.exec(q.question);
  const key = correctAnswers(q)[0]?.text;
  if (!match || !key || !match[1].startsWith(tileCue)) return null;
  const tiles = match[2].split(' / ');
  return canBuild(sentenceWords(key), tiles) ? { cue: match[1], tiles, key } : null;
}

/** Whether `words` can be laid from `tiles`, each tile used once at most (case aside: a capital is not a clue). */
export function canBuild(words: readonly string[], tiles: readonly string[]): boolean {
  const left = tiles.map((t) => t.toLowerCase());
  for (const w of words) {
    const i = left.indexOf(w.toLowerCase());
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}
