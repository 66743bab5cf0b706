import { describe, expect, it } from '@jest/globals';
import { check, type JsonSchema } from './json-schema';

const answer: JsonSchema = {
  type: 'object',
  properties: { text: { type: 'string' }, isCorrect: { type: 'boolean' } },
  required: ['text', 'isCorrect'],
  additionalProperties: false,
};
const record: JsonSchema = {
  type: 'object',
  properties: {
    answers: { type: 'array', items: answer },
    user: { type: ['string', 'null'] },
    level: { type: 'integer' },
    kind: {
      anyOf: [
        { type: 'string', enum: ['vocabulary', 'particles'] },
        { type: 'string', const: '' },
      ],
    },
    levels: { type: 'object', additionalProperties: { type: 'number' } },
    data: {},
  },
  required: ['answers', 'user', 'level'],
  additionalProperties: false,
};
const valid = {
  answers: [{ text: 'cheval', isCorrect: true }],
  user: null,
  level: 2,
  kind: '',
  levels: { french: 3 },
  data: { anything: [1] },
};

describe('a record checked against its JSON Schema contract', () => {
  it('is kept with the properties its schema names, at every depth, and the rest dropped', () => {
    const result = check(record, { ...valid, rand: 0.5, answers: [{ text: 'cheval', isCorrect: true, hint: 'c' }] });
    expect(result).toEqual({ value: valid });
  });

  it('names the first field that breaks the contract, and how', () => {
    expect(check(record, { ...valid, answers: [{ text: 'cheval', isCorrect: 'yes' }] })).toEqual({
      path: ['answers', 0, 'isCorrect'],
      message: 'Invalid input: expected boolean, received string',
    });
    expect(check(record, { ...valid, level: 2.5 })).toMatchObject({ path: ['level'] });
    expect(check(record, { ...valid, kind: 'grammar' })).toMatchObject({ path: ['kind'] });
    expect(check(record, { ...valid, levels: { french: 'three' } })).toMatchObject({ path: ['levels', 'french'] });
    const { user: _, ...withoutUser } = valid;
    expect(check(record, withoutUser)).toMatchObject({ path: ['user'], message: expect.stringMatching(/undefined/) });
    expect(check(record, [valid])).toMatchObject({ path: [], message: expect.stringMatching(/expected object/) });
  });
});
