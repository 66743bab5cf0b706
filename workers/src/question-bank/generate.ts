/**
 * The whole bank as one deterministic stream: the CLDR names first, then every draft source. The same
 * packages (and Node's ICU) give the same questions with the same ids in the same order.
 */
import type { BankTarget, Draft, GeneratedQuestion } from './common';
import { locales, toQuestion } from './common';
import { conjugationDrafts } from './conjugation';
import { nameQuestions } from './names';

export interface BankOptions {
  /** `seed` (default): the first-start bank; `full`: everything the data gives (over a million). */
  target?: BankTarget;
  languages?: string[];
}

type DraftSource = (target: BankTarget, languages: string[]) => Iterable<Draft>;

/** Sources and, for the seed bank, which share of their drafts it keeps (every n-th). */
const sources: { source: DraftSource; seedEvery: number }[] = [{ source: conjugationDrafts, seedEvery: 4 }];

export function* generateBank(options: BankOptions = {}): Generator<GeneratedQuestion> {
  const target = options.target ?? 'seed';
  const languages = options.languages ?? Object.keys(locales);
  const seen = new Set<string>();
  for (const q of nameQuestions(languages)) {
    seen.add(q.id);
    yield q;
  }
  for (const { source, seedEvery } of sources) {
    let i = 0;
    for (const draft of source(target, languages)) {
      if (target === 'seed' && i++ % seedEvery !== 0) continue;
      const q = toQuestion(draft);
      if (seen.has(q.id)) continue; // the same question reached by two routes is one question
      seen.add(q.id);
      yield q;
    }
  }
}
