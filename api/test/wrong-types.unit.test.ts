import { describe, expect, it } from '@jest/globals';
import { fieldLabel, plainError } from '@lebe/domain';
import { validationError } from '../src/platform/http/errors';
import { wrongTypeCases as cases } from './wrong-types';

describe('every route refuses a field of the wrong type', () => {
  it('finds the fields of the routes', () => {
    expect(cases.length).toBeGreaterThan(200);
    expect(cases.some((c) => c.name.startsWith('POST /api/quizzes body.count '))).toBe(true);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, { schema, field, value }) => {
    const input = { [field]: value };
    const result = schema.safeParse(input, { error: plainError });
    expect(result.success).toBe(false);
    const refusal = validationError(result.error!, input);
    expect(refusal.field).toBe(field);
    const message = refusal.message.toLowerCase();
    expect([field.toLowerCase(), fieldLabel([field]).toLowerCase()].some((name) => message.includes(name))).toBe(true);
  });
});
