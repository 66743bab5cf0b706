import { useCallback, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { fieldMessages, plainError } from '@lebe/domain';
import { ApiError } from '../lib/api-client';
import { useAction } from './use-request';

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

export type FieldErrorsState = ReturnType<typeof useFieldErrors>;

/**
 * A form of text fields with their messages: its values, and `input(name)`, what a FormField of one needs
 * (its id, value and message, and an onChange that takes the value and clears the message).
 */
export function useFormFields<F extends Record<string, string>>(initial: F) {
  const [form, setForm] = useState(initial);
  const fields = useFieldErrors();
  const input = (name: keyof F & string) => ({
    id: name,
    value: form[name],
    error: fields.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setForm((values) => ({ ...values, [name]: event.target.value }));
      fields.clear(name);
    },
  });
  return { form, setForm, fields, input };
}

/**
 * A write (useAction) whose refusal naming a field is put next to that field; `alert` is the refusal to
 * show above the form, null when a field shows it already.
 */
export function useFieldAction<A extends unknown[], T>(fields: FieldErrorsState, write: (...args: A) => Promise<T>) {
  const action = useAction(async (...args: A) => {
    try {
      return await write(...args);
    } catch (error) {
      fields.fromApi(error);
      throw error;
    }
  });
  const alert = action.error && !Object.values(fields.errors).includes(action.error) ? action.error : null;
  return { ...action, alert };
}

/** SPEC §5: a password and its confirmation must match, said next to the confirmation. */
export const confirmationMismatch = (password: string, confirmation: string): FieldErrors =>
  password !== confirmation ? { confirmPassword: 'Passwords do not match' } : {};
