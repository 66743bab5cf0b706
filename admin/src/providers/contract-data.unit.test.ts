import { describe, expect, it } from '@jest/globals';
import { contractData } from './contract-data';
import { check } from './json-schema';

describe('the domain as data for the console', () => {
  const data = contractData();

  it('has a contract for every record the console reads, as the domain’s schemas say it', () => {
    expect(Object.keys(data.records).sort()).toEqual(['events', 'flags', 'questions', 'streams', 'team', 'users']);
    const user = data.records.users.schema;
    expect(user.required).toEqual(expect.arrayContaining(['id', '_id', 'name', 'email', 'isAdmin', 'createdAt']));
    expect(user.properties?.version).toMatchObject({ type: 'integer' });
    // JSON only: it is written into the bundle as it is.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('labels languages by the language table, with every target language the API takes', () => {
    expect(data.targetLanguages).toEqual(
      expect.arrayContaining([
        { id: 'dzongkha', name: 'Dzongkha' },
        { id: 'italian', name: 'Italian' },
      ]),
    );
    expect(data.questionTypes).toContain('fill_in_the_blank');
    expect(data.knowledgeTypes).toContainEqual({ id: 'synonyms and antonyms', name: 'Synonyms and antonyms' });
  });

  it('accepts a team member as the server sends it', () => {
    const member = {
      id: 't1',
      _id: 't1',
      name: 'Marie Curie',
      role: 'Head of research',
      image: '',
      salary: 4200,
      category: 'research',
      description: '',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    expect(check(data.records.team.schema, member)).toEqual({ value: member });
  });
});
