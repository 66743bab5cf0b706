/**
 * A fixed uniform number in [0, 1) from an id: a read model that keeps it in an index can draw a random
 * document as "the first at or after a random r", one index seek whatever the collection's size.
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
