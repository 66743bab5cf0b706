import { recordAnswer } from '../../lib/practice/api';
import type { PracticeSource } from '../../lib/practice/source';
import { getNotebookLevels, getNotebookPractice } from './api/notebook';

/** What one round of notebook practice did: the entries shown, the answers given and those fully right. */
export interface NotebookRound {
  served: Set<string>;
  answered: number;
  right: number;
}

/**
 * Notebook practice (SPEC §4): one round through the learner's saved questions in FSRS due order (the
 * API's `dueKey`, the most overdue first, whatever their level), each once; when every entry has been
 * shown the round ends (the session's empty state, where the screen sums the round up). An answer feeds
 * the dashboards and reschedules the entry; 100 results are kept.
 */
export function notebookSource(user: string): PracticeSource & { round: NotebookRound } {
  const round: NotebookRound = { served: new Set(), answered: 0, right: 0 };
  return {
    kind: 'notebook',
    language: 'english',
    scope: `notebook:${user}`,
    round,
    async start() {
      const levels = [...(await getNotebookLevels()).levels].sort((a, b) => a - b);
      return levels.length ? { level: levels[0], levels } : null;
    },
    async fetch() {
      const due = (await getNotebookPractice()).notebooks.filter((entry) => !round.served.has(entry._id));
      for (const entry of due) round.served.add(entry._id);
      return due.map((entry) => ({ ...entry, key: entry._id, questionId: entry.questionId }));
    },
    record(body) {
      round.answered += 1;
      if ((body.pointscore ?? 0) >= 1) round.right += 1;
      return recordAnswer(body);
    },
  };
}
