import { z } from 'zod';

/**
 * The paging query every list of SPEC §7 takes. The spec's client sends `?keyword=&pageNumber=` with
 * empty values on a first load, so an empty page number means page 1 (SPEC §9) and an empty keyword none.
 */
export const pageNumber = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).default(1));
export const keyword = z.string().max(200).optional();
export const listQuery = z.object({ keyword, pageNumber });

/**
 * The body of a bulk call (SPEC §7: "with body of a … id list"): `{ [key]: [ids] }`, or the bare id list itself.
 * At least one id, at most 500.
 */
export function idListBody<K extends string>(key: K, noun: string) {
  const ids = z.array(z.string().min(1).max(64)).min(1, `Select at least one ${noun}`).max(500);
  return z.preprocess((v) => (Array.isArray(v) ? { [key]: v } : v), z.object({ [key]: ids } as Record<K, typeof ids>));
}

/** A filter left blank, set to "all" or to level 0 (the client's "none yet", SPEC §9) means no filter. */
export const blankAsNone = (v: unknown) => (v === '' || v === 'all' || v === '0' ? undefined : v);
