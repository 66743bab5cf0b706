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
