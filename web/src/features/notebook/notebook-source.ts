import { recordAnswer } from '../../lib/practice/api';
import type { PracticeSource } from '../../lib/practice/source';
import { getNotebookLevels, getNotebookPractice } from './api/notebook';

/**
 * Notebook practice (SPEC §4): the learner's saved questions from the notebook's lowest level, a level's
 * entries in spaced-repetition order (the API's); 100 results kept; a level up moves to the next level the
 * notebook has. An answer feeds the dashboards and reschedules the entry.
 */
export function notebookSource(user: string): PracticeSource {
  return {
    kind: 'notebook',
    language: 'english',
    scope: `notebook:${user}`,
    async start() {
      const levels = [...(await getNotebookLevels()).levels].sort((a, b) => a - b);
      return levels.length ? { level: levels[0], levels } : null;
    },
    fetch: async (level) =>
      (await getNotebookPractice(level)).notebooks.map((entry) => ({
        ...entry,
        key: entry._id,
        questionId: entry.questionId,
      })),
    record: (body) => recordAnswer(body),
  };
}
