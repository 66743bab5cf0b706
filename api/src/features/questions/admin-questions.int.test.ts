import { beforeAll, describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { simpleRestPath } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

const { server, api } = useTestServer();
let admin: string;
let learner: string;
let ids: string[];

const list = (params: Record<string, unknown>, token = admin) =>
  api.get(simpleRestPath('/api/admin/questions', params), token);

beforeAll(async () => {
  admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword })).body.token;
  learner = (
    await api.post('/api/users', { name: 'Quinn', email: `quinn${Date.now()}@example.com`, password: 'secret-pass' })
  ).body.token;
  ids = await seedQuestions(server, [
    multipleChoice('Zebra in French?', 'zèbre', ['a', 'b'], { targetLanguage: 'french', level: 2 }),
    multipleChoice('Horse in French?', 'cheval', ['a', 'b'], { targetLanguage: 'french', level: 3 }),
    multipleChoice('Horse in German?', 'Pferd', ['a', 'b'], {
      targetLanguage: 'german',
      level: 3,
      questionType: 'translation',
      textType: 'gutenburg',
    }),
    multipleChoice('Cat in German?', 'Katze', ['a', 'b'], { targetLanguage: 'german', level: 1, isFlagged: true }),
  ]);
});

describe('the admin Questions resource (simple-rest)', () => {
  it('lists with range, sort, filters and the keyword, with Content-Range and an id on every record', async () => {
    const all = await list({ range: [0, 1], sort: ['level', 'ASC'] });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toMatch(/^questions 0-1\/\d+$/);
    expect(all.body).toHaveLength(2);
    expect(all.body.every((q: { id: string; _id: string }) => q.id === q._id)).toBe(true);
    expect(all.body[0].level).toBeLessThanOrEqual(all.body[1].level);

    const horses = await list({ filter: { q: 'horse' } });
    expect(horses.body.map((q: { question: string }) => q.question).sort()).toEqual([
      'Horse in French?',
      'Horse in German?',
    ]);
    const germanLevel3 = await list({ filter: { targetLanguage: 'german', level: 3, questionType: 'translation' } });
    expect(germanLevel3.body.map((q: { id: string }) => q.id)).toEqual([ids[2]]);
    expect((await list({ filter: { textType: 'gutenburg' } })).body.map((q: { id: string }) => q.id)).toEqual([ids[2]]);
    const flagged = await list({ filter: { flag: 'flagged', targetLanguage: 'german' } });
    expect(flagged.body.map((q: { id: string }) => q.id)).toEqual([ids[3]]);
    const unflagged = await list({ filter: { flag: 'unflagged', targetLanguage: 'german' } });
    expect(unflagged.body.map((q: { id: string }) => q.id)).toEqual([ids[2]]);
    expect((await list({ filter: { q: '   ' } })).headers.get('content-range')).toBe(
      all.headers.get('content-range')!.replace('0-1', `0-${Math.min(24, total(all) - 1)}`),
    );
  });

  it('"save" lists the questions whose learner flags wait for a decision', async () => {
    expect((await list({ filter: { flag: 'save' } })).body).toEqual([]);
    expect((await api.post('/api/flags', { question: ids[0], weird: true }, learner)).status).toBe(201);
    const saved = await list({ filter: { flag: 'save' } });
    expect(saved.body.map((q: { id: string }) => q.id)).toEqual([ids[0]]);
  });

  it('creates a blank question, edits it in full, reads it and deletes it, each change an event', async () => {
    const created = await api.post('/api/admin/questions', {}, admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ question: 'Sample question', level: 1, weight: 1 });
    const id = created.body.id;
    const edited = await api.put(
      `/api/admin/questions/${id}`,
      {
        ...created.body,
        question: 'Dog in Spanish?',
        answers: [
          { text: 'perro', isCorrect: true },
          { text: 'gato', isCorrect: false },
        ],
        level: '4',
        weight: 5,
        targetLanguage: 'spanish',
        isFlagged: 'true',
      },
      admin,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, question: 'Dog in Spanish?', level: 4, weight: 5, isFlagged: true });
    expect((await api.get(`/api/admin/questions/${id}`, admin)).body.targetLanguage).toBe('spanish');
    const history = await api.get(`/api/admin/streams/question-${id}`, admin);
    expect(history.body.events.map((e: { type: string }) => e.type)).toEqual(['QuestionCreated', 'QuestionEdited']);
    expect((await api.del(`/api/admin/questions/${id}`, admin)).body.id).toBe(id);
    expect((await api.get(`/api/admin/questions/${id}`, admin)).status).toBe(404);
  });

  it('refuses bad bodies and filters with a message', async () => {
    const bad = await api.put(`/api/admin/questions/${ids[1]}`, { question: 'No answers', answers: [] }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^A question needs at least one answer/);
    const weight = await api.put(
      `/api/admin/questions/${ids[1]}`,
      { ...(await api.get(`/api/admin/questions/${ids[1]}`, admin)).body, weight: 9 },
      admin,
    );
    expect([weight.status, weight.body.message]).toEqual([400, 'Weight must be at most 5']);
    expect((await list({ filter: { level: 11 } })).body.message).toBe('Invalid filter level: 11');
    expect((await list({ filter: { flag: 'maybe' } })).status).toBe(400);
    expect((await list({ filter: { owner: 'x' } })).body.message).toBe('Unknown filter owner');
    expect((await list({ sort: ['question', 'ASC'] })).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await list({}, learner)).status).toBe(403);
    expect((await api.post('/api/admin/questions', {}, learner)).status).toBe(403);
    expect((await api.put(`/api/admin/questions/${ids[0]}`, {}, learner)).status).toBe(403);
    expect((await api.del(`/api/admin/questions/${ids[0]}`, learner)).status).toBe(403);
  });
});

function total(reply: { headers: Headers }) {
  return Number(reply.headers.get('content-range')!.split('/')[1]);
}
