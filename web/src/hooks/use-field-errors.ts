import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { fieldMessages, plainError } from '@lebe/domain';
import { ApiError } from '../lib/api-client';

export type FieldErrors = Record<string, string>;

/**
 * The messages a form shows next to its fields: from the contract's own schema before anything is sent
 * (the same plain words the API answers with), and from the API's `{ message, field }` after.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Checks `value` against the contract; true when it passes (and the messages are cleared). */
  const check = useCallback(<T>(schema: z.ZodType<T>, value: unknown, extra: FieldErrors = {}): value is T => {
    const result = schema.safeParse(value, { error: plainError });
    const found = { ...(result.success ? {} : fieldMessages(result.error)), ...extra };
    setErrors(found);
    return Object.keys(found).length === 0;
  }, []);

  /** Puts a refusal of the API next to its field; true when it named one (so no alert is needed). */
  const fromApi = useCallback((error: unknown): boolean => {
    if (error instanceof ApiError && error.field) {
      setErrors({ [error.field]: error.message });
      return true;
    }
    return false;
  }, []);

  const clear = useCallback((field?: string) => {
    setErrors((all) => {
      if (!field) return {};
      if (!(field in all)) return all;
      const { [field]: _gone, ...rest } = all;
      return rest;
    });
  }, []);

  return { errors, check, fromApi, clear, setErrors };
}

/** SPEC §5: a password and its confirmation must match, said next to the confirmation. */
export const confirmationMismatch = (password: string, confirmation: string): FieldErrors =>
  password !== confirmation ? { confirmPassword: 'Passwords do not match' } : {};
