import { describe, expect, it } from '@jest/globals';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { useTestServer } from '@lebe/testing/use-test-server';

describe('the public figures of the bank', () => {
  const { server, api } = useTestServer({ env: { CONTACT_EMAIL: 'team@lebe.example' } });

  it('answers the contact e-mail from the configuration', async () => {
    const reply = await api.get('/api/site');
    expect(reply.body).toEqual({ contactEmail: 'team@lebe.example' });
  });

  it('counts the bank per language, level and knowledge type; flagged ones count, teacher ones do not', async () => {
    await seedQuestions(server, [
      multipleChoice('a', 'b', ['c', 'd', 'e'], { targetLanguage: 'french', level: 2, knowledgeType: 'vocabulary' }),
      multipleChoice('f', 'g', ['h', 'i', 'j'], { targetLanguage: 'french', level: 2, knowledgeType: 'vocabulary' }),
      multipleChoice('k', 'l', ['m', 'n', 'o'], { targetLanguage: 'french', level: 3, knowledgeType: 'conjugation' }),
      multipleChoice('p', 'q', ['r', 's', 't'], { targetLanguage: 'dutch', level: 8, knowledgeType: 'translation' }),
    ]);
    const { body } = await api.get('/api/questions/stats');
    const french = body.languages.find((l: { language: string }) => l.language === 'french');
    expect(french.total).toBe(3);
    expect(french.levels[1]).toMatchObject({ level: 2, vocabulary: 2, conjugation: 0 });
    expect(french.levels[2]).toMatchObject({ level: 3, conjugation: 1 });
    const dutch = body.languages.find((l: { language: string }) => l.language === 'dutch');
    expect(dutch.levels).toHaveLength(8);
    expect(dutch.levels[7]).toMatchObject({ level: 8, translation: 1 });
    expect(body.languages.map((l: { language: string }) => l.language)).toHaveLength(8);
  });

  it('follow every change of the bank, kept by a read model rather than counted per request', async () => {
    const admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword }))
      .body.token;
    const french = async () =>
      (await api.get('/api/questions/stats')).body.languages.find((l: { language: string }) => l.language === 'french');
    const [moving, leaving] = await seedQuestions(server, [
      multipleChoice('u', 'v', ['w'], { targetLanguage: 'french', level: 5, knowledgeType: 'particles' }),
      multipleChoice('x', 'y', ['z'], { targetLanguage: 'french', level: 5, knowledgeType: 'particles' }),
    ]);
    const before = await french();
    expect(before.levels[4]).toMatchObject({ level: 5, particles: 2 });
    expect((await api.put(`/api/questions/${moving}`, { level: 6 }, admin)).status).toBe(200);
    expect((await api.del(`/api/questions/${leaving}`, admin)).status).toBe(200);
    const teacher = (await api.post('/api/users', { name: 'T', email: 'stats-t@x.io', password: 'pw-123456' })).body;
    expect((await api.post('/api/myquestions', undefined, teacher.token)).status).toBe(201);
    const after = await french();
    expect(after.levels[4]).toMatchObject({ level: 5, particles: 0 });
    expect(after.levels[5]).toMatchObject({ level: 6, particles: 1 });
    expect(after.total).toBe(before.total - 1);
    const stored = await server.runtime.deps.read.get('bank_stats', 'totals');
    expect(stored).not.toBeNull();
  });
});
