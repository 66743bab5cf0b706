import { z } from 'zod';

/**
 * The list convention ra-data-simple-rest speaks: `range=[0,24]`, `sort=["name","ASC"]`,
 * `filter={"q":"ann","isAdmin":true}`, each a JSON text in the query string; answered with an array of
 * records (each with an `id`) and `Content-Range: <resource> 0-24/319`.
 */
export const simpleRestQuery = z.object({
  range: z.string().max(100).optional(),
  sort: z.string().max(200).optional(),
  filter: z.string().max(4000).optional(),
});
export type SimpleRestQuery = z.infer<typeof simpleRestQuery>;
