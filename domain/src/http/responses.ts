import { z } from 'zod';

/** Every refusal, and writes with nothing else to say, answer `{ message }`. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** A page of a list (SPEC §3 List results): the items under their list's name, with page and pages. */
export function pageResponse<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item), page: z.number().int(), pages: z.number().int() } as {
    [P in K]: z.ZodArray<T>;
  } & { page: z.ZodNumber; pages: z.ZodNumber });
}

/** An id from the URL or a body: short, so it cannot bloat a stream name or a lookup. */
export const idSchema = z.string().min(1).max(64);
export const idParams = z.object({ id: idSchema });

// Plain-word validation messages, shared by the API's answers and the forms.
export * from './plain-messages';
