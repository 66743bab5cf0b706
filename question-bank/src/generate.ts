/**
 * The whole bank as one deterministic stream: the CLDR names first, then every draft source. The same
 * packages (and Node's ICU) give the same questions with the same ids in the same order.
 */
import type { BankTarget, Draft, GeneratedQuestion } from './common';
import { locales, rank, toQuestion } from './common';
import { conjugationDrafts } from './conjugation';
import { dateDrafts } from './dates';
import { emojiDrafts } from './emoji';
import { englishTenseDrafts } from './english-tenses';
import { englishVerbDrafts } from './english-verbs';
import { nameQuestions } from './names';
import { numberDrafts } from './numbers';
import { particleDrafts } from './particles';
import { relativeTimeDrafts } from './relative-time';
import { synonymDrafts } from './synonyms';
import { unitDrafts } from './units';

export interface BankOptions {
  /** `seed` (default): the first-start bank; `full`: everything the data gives (over a million). */
  target?: BankTarget;
  languages?: string[];
}

type DraftSource = (target: BankTarget, languages: string[]) => Iterable<Draft>;

/** Sources and, for the seed bank, which share of their drafts it keeps (every n-th). */
const sources: { source: DraftSource; seedEvery: number }[] = [
  { source: emojiDrafts, seedEvery: 3 },
  { source: numberDrafts, seedEvery: 1 },
  { source: dateDrafts, seedEvery: 1 },
  { source: relativeTimeDrafts, seedEvery: 2 },
  { source: unitDrafts, seedEvery: 2 },
  { source: englishVerbDrafts, seedEvery: 1 },
  { source: synonymDrafts, seedEvery: 1 },
  { source: particleDrafts, seedEvery: 2 },
  { source: conjugationDrafts, seedEvery: 6 },
  { source: englishTenseDrafts, seedEvery: 6 },
];

export function* generateBank(options: BankOptions = {}): Generator<GeneratedQuestion> {
  const target = options.target ?? 'seed';
  const languages = options.languages ?? Object.keys(locales);
  const seen = new Set<string>();
  for (const q of nameQuestions(languages)) {
    seen.add(q.id);
    yield q;
  }
  for (const { source, seedEvery } of sources) {
    for (const draft of source(target, languages)) {
      if (draft.wrong && draft.wrong.length !== 3) continue; // a choice needs three distinct wrong answers
      const q = toQuestion(draft);
      // The seed keeps a fixed share of a big source, chosen by id so that every kind of question stays in.
      if (target === 'seed' && seedEvery > 1 && rank(q.id) % seedEvery !== 0) continue;
      if (seen.has(q.id)) continue; // the same question reached by two routes is one question
      seen.add(q.id);
      yield q;
    }
  }
}
