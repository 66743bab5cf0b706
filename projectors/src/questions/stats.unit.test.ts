import { describe, expect, it } from '@jest/globals';
import type { ReadStore } from '@lebe/store';
import { filledLevels } from './stats';

/** A read store holding only the bank's counts, that counts its reads and moves its change mark on demand. */
function storeWith(counts: Record<string, Record<string, Record<string, number>>> | undefined, marked = true) {
  const store = {
    reads: 0,
    mark: 1,
    counts,
    get: async () => {
      store.reads++;
      return store.counts ? { _id: 'totals', counts: store.counts } : null;
    },
    ...(marked ? { changeMark: () => String(store.mark) } : {}),
  };
  return store;
}
const asRead = (s: object) => s as unknown as ReadStore;

describe('the levels a practice draw looks at', () => {
  it('are the filled ones at or below the asked level, highest first, read once until the bank changes', async () => {
    const store = storeWith({
      portuguese: { '7': { translation: 3 }, '5': { vocabulary: 1 }, '6': { vocabulary: 0 } },
    });
    expect(await filledLevels(asRead(store), 'portuguese', 10)).toEqual([7, 5]);
    expect(await filledLevels(asRead(store), 'portuguese', 6)).toEqual([5]);
    expect(await filledLevels(asRead(store), 'portuguese', 4)).toEqual([]);
    expect(store.reads).toBe(1);

    store.counts = { portuguese: { '9': { translation: 1 } } };
    store.mark++;
    expect(await filledLevels(asRead(store), 'portuguese', 10)).toEqual([9]);
    expect(store.reads).toBe(2);
  });

  it('are every level while the counts know nothing of the language, and read each time without a change mark', async () => {
    const store = storeWith(undefined, false);
    expect(await filledLevels(asRead(store), 'french', 3)).toEqual([3, 2, 1]);
    expect(await filledLevels(asRead(store), 'french', 3)).toEqual([3, 2, 1]);
    expect(store.reads).toBe(2);
  });
});
