import { knowledgeTypes, maxLevel, practiceLanguages, type BankStats } from '@lebe/domain';
import type { ReadStore } from '@lebe/store';
import { totalsId, type BankStatsDoc, bankStatsCollection } from './bank-stats.projection';

/** What the bank holds per language, level and knowledge type: one document, kept by the bankStats read model. */
export async function bankStats(read: ReadStore): Promise<BankStats> {
  const counts = (await read.get<BankStatsDoc>(bankStatsCollection, totalsId))?.counts ?? {};
  return {
    languages: practiceLanguages.map((language) => {
      let total = 0;
      const levels = Array.from({ length: maxLevel(language) }, (_, i) => {
        const byType = counts[language]?.[String(i + 1)] ?? {};
        const row: Record<string, number> = { level: i + 1 };
        for (const k of knowledgeTypes) total += row[k] = byType[k] ?? 0;
        return row as { level: number } & Record<string, number>;
      });
      return { language, total, levels };
    }),
  };
}

type Counts = NonNullable<BankStatsDoc['counts']>;
/** Per read store (tests run several in one process): the bank's counts and the change mark they were read at. */
const countsCache = new WeakMap<object, { mark: string; counts: Counts }>();

async function currentCounts(read: ReadStore): Promise<Counts> {
  const mark = read.changeMark?.(bankStatsCollection);
  const cached = countsCache.get(read);
  if (mark !== undefined && cached?.mark === mark) return cached.counts;
  const counts = (await read.get<BankStatsDoc>(bankStatsCollection, totalsId))?.counts ?? {};
  if (mark !== undefined) countsCache.set(read, { mark, counts });
  return counts;
}

/**
 * The levels at or below `level` where the bank counts a question of the language, highest first: the practice
 * draw looks nowhere else, so a language's empty top levels cost it no query (issue 37). Read from the bankStats
 * document once per change of it (stores without a change mark read that one document on each call). While the
 * counts know nothing of the language (the read model catching up), every level is returned.
 */
export async function filledLevels(read: ReadStore, language: string, level: number): Promise<number[]> {
  const byLevel = (await currentCounts(read))[language];
  const all = Array.from({ length: level }, (_, i) => level - i);
  if (!byLevel) return all;
  return all.filter((l) => Object.values(byLevel[String(l)] ?? {}).some((n) => n > 0));
}
