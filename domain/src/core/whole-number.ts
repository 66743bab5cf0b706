import { z } from 'zod';

/**
 * A whole number as JSON sends it, or as the digits of a query or form field; never a boolean, a list or an
 * object (zod's `coerce` turns `true` into 1 and `['3']` into 3, so `level: true` was taken as level 1).
 */
export function wholeNumber(schema: z.ZodNumber = z.number(), message?: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d{1,15}\s*$/.test(v) ? Number(v) : v),
    schema.int(message),
  );
}
