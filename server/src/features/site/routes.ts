import { knowledgeTypes, maxLevel, practiceLanguages } from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { route, type AnyRoute } from '../../platform/http/route';

export interface LanguageStats {
  language: string;
  total: number;
  /** Per level, the count of bank questions of each knowledge type. */
  levels: Array<{ level: number } & Record<string, number>>;
}

const statsTtlMs = 60_000;
const cache = new WeakMap<object, { at: number; stats: LanguageStats[] }>();

/**
 * What the bank holds per language, level and knowledge type: one indexed count each (400 in all),
 * kept for a minute, so the public /languages page shows live figures at little cost.
 */
async function bankStats(deps: AppDeps): Promise<LanguageStats[]> {
  const cached = cache.get(deps.read);
  if (cached && Date.now() - cached.at < statsTtlMs) return cached.stats;
  const stats: LanguageStats[] = [];
  for (const language of practiceLanguages) {
    const levels: LanguageStats['levels'] = [];
    for (let level = 1; level <= maxLevel(language); level++) {
      const row: { level: number } & Record<string, number> = { level };
      for (const knowledgeType of knowledgeTypes) {
        const page = await deps.read.find('questions', {
          where: { inBank: true, targetLanguage: language, level, knowledgeType },
          pageSize: 1,
        });
        row[knowledgeType] = page.total;
      }
      levels.push(row);
    }
    const total = levels.reduce((sum, row) => sum + knowledgeTypes.reduce((s, k) => s + row[k], 0), 0);
    stats.push({ language, total, levels });
  }
  cache.set(deps.read, { at: Date.now(), stats });
  return stats;
}

/** Public facts for the static pages: the contact e-mail, and the live figures of the question bank. */
export const siteRoutes: AnyRoute[] = [
  route({
    method: 'get',
    path: '/api/site',
    access: 'public',
    handler: async ({ deps }) => ({ contactEmail: deps.config.CONTACT_EMAIL }),
  }),
  route({
    method: 'get',
    path: '/api/questions/stats',
    access: 'public',
    handler: async ({ deps }) => ({ languages: await bankStats(deps) }),
  }),
];
