import { describe, expect, it } from '@jest/globals';
import { tempStores } from '@lebe/testing/stores';
import { generateBank } from '@lebe/question-bank';
import { generateQuestionBank, seedBank } from './bank-import';

describe('seeding the question bank', () => {
  it('puts every question into the log once; seeding again adds nothing', async () => {
    const stores = tempStores();
    try {
      const first = await seedBank(stores.events);
      expect(first.created).toBe(first.generated);
      expect(first.generated).toBeGreaterThan(20_000);
      const head = await stores.events.headPosition();
      const again = await seedBank(stores.events);
      expect(again.created).toBe(0);
      expect(await stores.events.headPosition()).toBe(head);
      const [event] = await stores.events.readStream(`question-${[...generateBank()][0].id}`);
      expect(event.type).toBe('QuestionCreated');
    } finally {
      await Promise.all([stores.events.close(), stores.read.close()]);
    }
  }, 120_000);

  it('growing to the full bank adds only the questions the seed did not have', async () => {
    const stores = tempStores();
    try {
      const seeded = await generateQuestionBank(stores.events, { target: 'seed', languages: ['sango'] });
      const grown = await generateQuestionBank(stores.events, { target: 'full', languages: ['sango'] });
      expect(grown.generated).toBeGreaterThan(seeded.generated * 5);
      expect(grown.created).toBe(grown.generated - seeded.generated);
    } finally {
      await Promise.all([stores.events.close(), stores.read.close()]);
    }
  }, 120_000);
});
