import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { fieldLabel, fieldMessages, plainError } from './plain-messages';
import { registerBody } from '../users/contracts';
import { questionEditBody } from '../questions/contracts';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: plainError });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('validation messages in plain words', () => {
  it('names the field and the limit, never zod’s wording', () => {
    const schema = z.object({ name: z.string().max(100), level: z.number().int().min(1).max(10) });
    expect(messages(schema, { name: 'x'.repeat(101), level: 11 })).toEqual([
      'Name must be at most 100 characters',
      'Level must be at most 10',
    ]);
    expect(messages(schema, { level: 'three' })).toEqual(['Name is required', 'Level must be a number']);
  });

  it('keeps the messages the contract sets itself', () => {
    expect(messages(registerBody, { name: ' ', email: 'nope', password: 'a' })).toEqual([
      'Name is required',
      'Please enter a valid email',
      'Password must be at least 8 characters',
    ]);
  });

  it('speaks of the question text when it is empty', () => {
    expect(messages(questionEditBody, { question: '', answers: [] })[0]).toBe('Question text is required');
  });

  it('labels nested fields as a form shows them', () => {
    expect(fieldLabel(['answers', 2, 'text'])).toBe('Answer 3 text');
    expect(fieldLabel(['classroomCode'])).toBe('Classroom code');
    expect(fieldLabel(['answers', 0])).toBe('Answer 1');
  });

  it('keys the first message of each field by its name', () => {
    const result = registerBody.safeParse({ name: '', email: 'a@b.co', password: 'short' }, { error: plainError });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldMessages(result.error)).toEqual({
        name: 'Name is required',
        password: 'Password must be at least 8 characters',
      });
  });
});
