import { createHash } from 'node:crypto';

/**
 * One notebook entry per learner and question, with an id derived from both: saving twice is a
 * conflict, and an answer to the question finds the learner's entry without a lookup.
 */
export const notebookEntryId = (user: string, questionId: string) =>
  createHash('sha256').update(`${user}:${questionId}`).digest('hex').slice(0, 24);
