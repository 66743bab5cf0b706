import { api, query } from '../../shared';
import type { Question } from '../classrooms/api';

/** SPEC §3 Notebook entry, as the API answers it. */
export interface NotebookEntry extends Omit<Question, 'fullQuestion'> {
  note: string;
  hint: string;
  collectionName: string;
  priority: number;
  source: string;
  questionId: string;
  user: string;
}

export interface NotebookPage {
  notebooks: NotebookEntry[];
  page: number;
  pages: number;
}

export const notebookApi = {
  list: (keyword: string, pageNumber: number) =>
    api.get<NotebookPage>(`/api/notebooks/mynotes/${query({ keyword, pageNumber })}`),
  details: (id: string) => api.get<NotebookEntry>(`/api/notebooks/${id}`),
  update: (id: string, body: Partial<NotebookEntry>) => api.put<NotebookEntry>(`/api/notebooks/${id}`, body),
  remove: (id: string) => api.del<{ message: string }>(`/api/notebooks/${id}`),
  bulkDelete: (notebooks: string[]) =>
    api.del<{ message: string }>('/api/notebooks/delete/notebooksbulk', { notebooks }),
  levels: () => api.get<{ levels: number[] }>('/api/notebooks/levels/'),
  /** The entries of a level in spaced-repetition order: the most due first. */
  module: (level: number) => api.get<{ notebooks: NotebookEntry[] }>(`/api/notebooks/module/${query({ level })}`),
  /** An answer feeds the dashboards and the entry's review schedule. */
  record: (body: { question: string; answer: string; score: string; pointscore: number }) =>
    api.post('/api/dashboards', body),
};

export const notebookPath = (keyword: string, page = 1) =>
  (keyword ? `/notebook/search/${encodeURIComponent(keyword)}` : '/notebook') + (page > 1 ? `/page/${page}` : '');
