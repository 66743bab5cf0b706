import { api } from '../../shared';

export interface LanguageStats {
  language: string;
  total: number;
  levels: Array<{ level: number } & Record<string, number>>;
}

export const siteApi = {
  facts: () => api.get<{ contactEmail: string }>('/api/site', { auth: false }),
  stats: () => api.get<{ languages: LanguageStats[] }>('/api/questions/stats', { auth: false }),
};
