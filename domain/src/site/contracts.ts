import { z } from 'zod';

/** Public facts the static pages show. */
export const siteResponse = z.object({ contactEmail: z.string() });
export type SiteInfo = z.infer<typeof siteResponse>;
