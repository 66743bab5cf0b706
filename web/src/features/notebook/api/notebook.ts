import {
  messageResponse,
  notebookEntryResponse,
  notebookLevelsResponse,
  notebookModuleResponse,
  notebookPageResponse,
} from '@lebe/domain';
import { z } from 'zod';
import { api, query } from '../../../lib/api-client';

/** GET /api/notebooks/mynotes/?keyword=&pageNumber=: the learner's entries, newest first, 20 a page. */
export const getNotebook = (keyword: string, pageNumber: number) =>
  api.get(notebookPageResponse, `/api/notebooks/mynotes/${query({ keyword, pageNumber })}`);
export const getNotebookEntry = (id: string) => api.get(notebookEntryResponse, `/api/notebooks/${id}`);
/** PUT /api/notebooks/{id}: the learner's own note and hint. */
export const updateNotebookEntry = (id: string, body: { note: string; hint: string }) =>
  api.put(notebookEntryResponse, `/api/notebooks/${id}`, body);
export const deleteNotebookEntry = (id: string) => api.del(messageResponse, `/api/notebooks/${id}`);
/** DELETE /api/notebooks/delete/notebooksbulk with the id list. */
export const deleteNotebookEntries = (notebooks: string[]) =>
  api.del(messageResponse.extend({ deleted: z.number() }), '/api/notebooks/delete/notebooksbulk', { notebooks });
/** GET /api/notebooks/levels/: the levels the notebook has entries at. */
export const getNotebookLevels = () => api.get(notebookLevelsResponse, '/api/notebooks/levels/');
/** GET /api/notebooks/module/?level=: a level's entries in spaced-repetition order, the most due first. */
export const getNotebookPractice = (level?: number) =>
  api.get(notebookModuleResponse, `/api/notebooks/module/${query({ level })}`);
