import type { Condition, Doc, Filter, ReadStore } from '@lebe/store';

/**
 * A fixed uniform number in [0, 1) from an id: a read model that keeps it in an index can draw a random
 * document with one index seek whatever the collection's size (drawOnCircle, below).
 */
export const randOf = (id: string) =>
  parseInt(
    id
      .replace(/[^0-9a-f]/gi, '')
      .slice(0, 8)
      .padEnd(8, '0'),
    16,
  ) /
  2 ** 32;

/** Documents read per seek: the draw picks one of them, which evens out the gaps between their keys. */
const seekWindow = 8;

/**
 * A random document of `collection` matching `where`, drawn on the circle of `rand` (kept by the read model
 * with `randOf` and indexed after the filter's fields): one of the 8 following a random r, wrapping past the
 * end, so the cost does not grow with the collection. Taking the first after r alone would favour the
 * documents after a wide gap (in a small set some would hardly ever come). Skips the `avoided`; after four
 * tries an avoided one is better than none.
 */
export async function drawOnCircle<T extends Doc>(
  read: ReadStore,
  collection: string,
  where: Filter,
  avoided: (doc: T) => boolean,
): Promise<T | null> {
  const seek = async (rand: Condition, pageSize: number) =>
    (await read.find<T>(collection, { where: { ...where, rand }, sort: [['rand', 'asc']], pageSize, skipTotal: true }))
      .items;
  let fallback: T | null = null;
  for (let attempt = 0; attempt < 4; attempt++) {
    const r = Math.random();
    const after = await seek({ gte: r }, seekWindow);
    const circle =
      after.length < seekWindow ? [...after, ...(await seek({ lt: r }, seekWindow - after.length))] : after;
    const fresh = circle.filter((doc) => !avoided(doc));
    if (fresh.length) return fresh[Math.floor(Math.random() * fresh.length)];
    fallback ??= circle[0] ?? null;
    if (!fallback) break;
  }
  return fallback;
}
