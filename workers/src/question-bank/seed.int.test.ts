import { describe, expect, it } from '@jest/globals';
import { tempStores } from '../../../projectors/src/testing/stores';
import { seedBank } from './seed';

describe('seeding the question bank', () => {
  it('puts every question into the log once; seeding again adds nothing', async () => {
    const stores = tempStores();
    try {
      const first = await seedBank(stores.events);
      expect(first.created).toBe(first.generated);
      expect(first.generated).toBeGreaterThan(10_000);
      const head = await stores.events.headPosition();
      const again = await seedBank(stores.events);
      expect(again.created).toBe(0);
      expect(await stores.events.headPosition()).toBe(head);
    } finally {
      await Promise.all([stores.events.close(), stores.read.close()]);
    }
  }, 60_000);
});
