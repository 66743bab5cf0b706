import { describe, expect, it } from '@jest/globals';
import { checkRecord } from './records';

const question = {
  id: 'q1',
  _id: 'q1',
  question: 'Horse in French?',
  answers: [{ text: 'cheval', isCorrect: true }],
  category: 'animals',
  level: 2,
  weight: 1,
  fullQuestion: '',
  questionType: 'multiple_choice',
  userLanguage: 'english',
  targetLanguage: 'french',
  isFlagged: false,
  citation: '',
  textType: 'ai',
  knowledgeType: 'vocabulary',
  user: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('records checked against the domain contract', () => {
  it('keeps the fields the contract names, with the version an edit sends back, and drops the rest', () => {
    const record = checkRecord<Record<string, unknown>>('questions', { ...question, version: 3, rand: 0.5 });
    expect(record).toMatchObject({ id: 'q1', question: 'Horse in French?', version: 3 });
    expect(record).not.toHaveProperty('rand');
  });

  it('refuses a malformed record with an error that names the record and the field', () => {
    const broken = { ...question, answers: [{ text: 'cheval', isCorrect: 'yes' }] };
    expect(() => checkRecord('questions', broken)).toThrow(
      expect.objectContaining({
        status: 502,
        message: expect.stringMatching(
          /^The server sent a question \(q1\) the console cannot read: answers\.0\.isCorrect: /,
        ),
      }),
    );
  });

  it('passes what is not a record of a known endpoint (the catalogue) as it is', () => {
    const entry = { type: 'QuestionCreated' };
    expect(checkRecord('events/catalogue', entry)).toBe(entry);
  });
});
