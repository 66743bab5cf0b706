import type { Filter, ReadStore } from '@lebe/store';
import { drawOnCircle } from '../runtime';
import { type QuestionDoc, questionsCollection } from './question-bank.projection';

const sampleSize = 512;
/** One draw in `reseekEvery` from a full sample is a fresh seek that replaces one of its questions. */
const reseekEvery = 128;
/** A sample is drawn anew after a minute, so that even a quiet site's learners meet the whole level. */
const sampleTtlMs = 60_000;
/**
 * Seeks that found a question already in the sample after which it holds (nearly) all of a small level: 16 for
 * each doubling of what it holds, so that one question of a small level is rarely left out by chance (a sample
 * of 3 of 4 questions froze after 16 repeats about once in a hundred; after 37, about once in 40,000).
 */
const smallLevelRepeats = (held: number) => 16 * Math.log2(held + 2);

interface Sample {
  mark: string;
  born: number;
  questions: QuestionDoc[];
  ids: Set<string>;
  draws: number;
  /** Seeks that found a question already in the sample: a language and level with fewer than 512. */
  repeats: number;
}

/** Per read store (tests run several in one process): language|level → what the draws of it found. */
const samples = new WeakMap<object, Map<string, Sample>>();

/**
 * The practice draw, with most draws served from memory. Each language and level keeps a sample of up to
 * 512 questions (all of them when there are fewer), every one the result of a real seek (below) made while
 * the questions collection was unchanged; one draw in 128 is a fresh seek that replaces one of them, and a
 * sample is drawn anew after a minute, so it keeps turning over; the learner's recent answers are avoided
 * as by a seek. Any change to the collection (an edit, a flag, an import, a withdrawal) changes the
 * store's mark and empties every sample, so a draw never returns what the bank no longer offers. Stores
 * without a mark (PostgreSQL, MongoDB, written by worker processes) always seek. A draw from memory is
 * answered at once, without a promise.
 */
export function drawQuestion(
  read: ReadStore,
  criteria: { targetLanguage: string; level: number },
  avoid: ReadonlySet<string>,
): QuestionDoc | Promise<QuestionDoc | null> {
  const mark = read.changeMark?.('questions');
  if (mark === undefined) return seekQuestion(read, criteria, avoid);
  const sample = sampleOf(read, `${criteria.targetLanguage}|${criteria.level}`, mark);
  const full = sample.questions.length >= sampleSize;
  if ((full || sample.repeats >= smallLevelRepeats(sample.questions.length)) && sample.draws++ % reseekEvery !== 0) {
    for (let attempt = 0; attempt < 8; attempt++) {
      const question = sample.questions[Math.floor(Math.random() * sample.questions.length)];
      if (!avoid.has(question._id)) return question;
    }
  }
  return seekIntoSample(read, criteria, avoid, sample, mark);
}

async function seekIntoSample(
  read: ReadStore,
  criteria: { targetLanguage: string; level: number },
  avoid: ReadonlySet<string>,
  sample: Sample,
  mark: string,
): Promise<QuestionDoc | null> {
  const full = sample.questions.length >= sampleSize;
  const question = await seekQuestion(read, criteria, avoid);
  // The mark is read again: a commit during the seek would make its answer stale for the sample.
  if (question && sample.ids.has(question._id)) sample.repeats++;
  else if (question && read.changeMark!('questions') === mark) {
    const slot = full ? Math.floor(Math.random() * sampleSize) : sample.questions.length;
    if (full) sample.ids.delete(sample.questions[slot]._id);
    sample.questions[slot] = question;
    sample.ids.add(question._id);
  }
  return question;
}

function sampleOf(store: object, key: string, mark: string): Sample {
  let byKey = samples.get(store);
  if (!byKey) samples.set(store, (byKey = new Map()));
  let sample = byKey.get(key);
  const now = performance.now();
  // The collection changed: every language and level starts anew.
  if (sample && sample.mark !== mark) byKey.clear();
  if (sample?.mark !== mark || now - sample.born > sampleTtlMs) {
    sample = { mark, born: now, questions: [], ids: new Set(), draws: 0, repeats: 0 };
    byKey.set(key, sample);
  }
  return sample;
}

/**
 * A random unflagged bank question of one language and level, avoiding `avoid` (the learner's recent
 * answers and the questions they reported): an index seek on (inBank, targetLanguage, level, isFlagged,
 * rand), so the cost does not grow with the bank.
 */
export function seekQuestion(
  read: ReadStore,
  criteria: { targetLanguage: string; level: number },
  avoid: ReadonlySet<string>,
): Promise<QuestionDoc | null> {
  const where = { inBank: true, targetLanguage: criteria.targetLanguage, level: criteria.level, isFlagged: false };
  return drawOnCircle<QuestionDoc>(read, questionsCollection, where, (q) => avoid.has(q._id));
}

/** A filter of the question lists from their query (SPEC §7 Questions). */
export function questionFilter(q: {
  level?: number;
  userLanguage?: string;
  targetLanguage?: string;
  textType?: string;
  questionType?: string;
  isFlagged?: string;
}): Filter {
  const where: Filter = {};
  for (const key of ['level', 'userLanguage', 'targetLanguage', 'textType', 'questionType'] as const)
    if (q[key] !== undefined) where[key] = q[key];
  if (q.isFlagged) where.isFlagged = q.isFlagged === 'flagged' || q.isFlagged === 'true';
  return where;
}

/** What a draw from the bank fixes: a language, one of some levels, and any of the types chosen (none: all). */
export interface BankCriteria {
  targetLanguage: string;
  levels: readonly number[];
  questionTypes: readonly string[];
  knowledgeTypes: readonly string[];
}

/**
 * `count` distinct unflagged bank questions fitting the criteria, at random (index seeks on the bank's
 * circle, so the cost does not grow with the bank), avoiding `avoid`. Fewer when the bank has fewer.
 */
export async function drawFromBank(
  read: ReadStore,
  c: BankCriteria,
  count: number,
  avoid: ReadonlySet<string> = new Set(),
) {
  const where: Filter = { inBank: true, targetLanguage: c.targetLanguage, isFlagged: false };
  if (c.questionTypes.length) where.questionType = { in: [...c.questionTypes] };
  if (c.knowledgeTypes.length) where.knowledgeType = { in: [...c.knowledgeTypes] };
  const picked = new Map<string, QuestionDoc>();
  for (let attempt = 0; picked.size < count && attempt < count * 4 + 8; attempt++) {
    const level = c.levels[attempt % c.levels.length];
    const q = await drawOnCircle<QuestionDoc>(
      read,
      questionsCollection,
      { ...where, level },
      (d) => picked.has(d._id) || avoid.has(d._id),
    );
    if (q && !picked.has(q._id) && !avoid.has(q._id)) picked.set(q._id, q);
  }
  return [...picked.values()];
}
