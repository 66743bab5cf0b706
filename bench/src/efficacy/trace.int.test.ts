import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { SqliteEventStore } from '@lebe/store';
import { tempDir } from '../measure';
import { replay } from './replay';
import { writeSpacedLog } from './spaced-log';
import { readTrace } from './trace';

describe('the replay reads a log', () => {
  it('finds every answer in log order, marks notebook reviews only after the save, and reads the same twice', async () => {
    const events = new SqliteEventStore(join(tempDir('trace'), 'events.sqlite'), 100, { synchronous: 'NORMAL' });
    try {
      const written = await writeSpacedLog(events, { learners: 6, itemsPerLevel: 6, days: 20, seed: 5 });
      const answers = await readTrace(events);
      expect(answers).toHaveLength(written.answers);
      expect(answers.every((a, i) => i === 0 || answers[i - 1].time <= a.time)).toBe(true);
      // A question's first answer by a learner can never be a notebook review: it is saved after a wrong answer.
      const seen = new Set<string>();
      for (const a of answers) {
        const key = `${a.learner}\n${a.question}`;
        if (!seen.has(key)) expect(a.card).toBeNull();
        seen.add(key);
      }
      expect(answers.filter((a) => a.card !== null).length).toBeGreaterThanOrEqual(written.reviews);
      expect(answers.find((a) => a.features.questionType === 'multiple_choice')?.options).toBe(4);
      expect(await readTrace(events)).toEqual(answers);
      expect(replay(answers).rows.map((r) => r.set)).toContain('notebook reviews (FSRS)');
    } finally {
      await events.close();
    }
  }, 120_000);
});
