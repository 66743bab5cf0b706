import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { startTestServer, type TestServer } from '@lebe/testing/test-server';

describe('site facts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { CONTACT_EMAIL: 'team@lebe.example' } });
  });
  afterAll(() => server.close());

  it('answers the contact e-mail from the configuration', async () => {
    const reply = await client(server.url).get('/api/site');
    expect(reply.body).toEqual({ contactEmail: 'team@lebe.example' });
  });

  it('counts the bank per language, level and knowledge type; flagged ones count, teacher ones do not', async () => {
    await seedQuestions(server, [
      multipleChoice('a', 'b', ['c', 'd', 'e'], { targetLanguage: 'french', level: 2, knowledgeType: 'vocabulary' }),
      multipleChoice('f', 'g', ['h', 'i', 'j'], { targetLanguage: 'french', level: 2, knowledgeType: 'vocabulary' }),
      multipleChoice('k', 'l', ['m', 'n', 'o'], { targetLanguage: 'french', level: 3, knowledgeType: 'conjugation' }),
      multipleChoice('p', 'q', ['r', 's', 't'], { targetLanguage: 'dutch', level: 8, knowledgeType: 'translation' }),
    ]);
    const { body } = await client(server.url).get('/api/questions/stats');
    const french = body.languages.find((l: { language: string }) => l.language === 'french');
    expect(french.total).toBe(3);
    expect(french.levels[1]).toMatchObject({ level: 2, vocabulary: 2, conjugation: 0 });
    expect(french.levels[2]).toMatchObject({ level: 3, conjugation: 1 });
    const dutch = body.languages.find((l: { language: string }) => l.language === 'dutch');
    expect(dutch.levels).toHaveLength(8);
    expect(dutch.levels[7]).toMatchObject({ level: 8, translation: 1 });
    expect(body.languages.map((l: { language: string }) => l.language)).toHaveLength(8);
  });
});
