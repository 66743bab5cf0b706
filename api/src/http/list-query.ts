import { z } from 'zod';

/**
 * The paging query every list of SPEC §7 takes. The spec's client sends `?keyword=&pageNumber=` with
 * empty values on a first load, so an empty page number means page 1 (SPEC §9) and an empty keyword none.
 */
export const pageNumber = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).default(1));
export const keyword = z.string().max(200).optional();
export const listQuery = z.object({ keyword, pageNumber });
