import { beforeAll, describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

const { server, api } = useTestServer();
let ids: string[];
const register = async (name: string) =>
  (await api.post('/api/users', { name, email: `${name}${Date.now()}@example.com`, password: 'secret-pass' })).body;

beforeAll(async () => {
  ids = await seedQuestions(
    server,
    ['rouge', 'vert', 'bleu', 'jaune'].map((w, i) =>
      multipleChoice(`Colour ${w}`, w, ['a', 'b', 'c'], { targetLanguage: 'french', level: 1 + (i % 2) }),
    ),
  );
});

describe('notebook', () => {
  it('lists, searches and pages only the caller’s own entries', async () => {
    const me = await register('nina');
    const other = await register('omar');
    for (const id of ids) await api.post('/api/notebooks', { questionId: id, note: `note ${id}` }, me.token);
    await api.post('/api/notebooks', { questionId: ids[0] }, other.token);
    const mine = await api.get('/api/notebooks/mynotes/?keyword=&pageNumber=1', me.token);
    expect(mine.body).toMatchObject({ page: 1, pages: 1 });
    expect(mine.body.notebooks).toHaveLength(4);
    const found = await api.get('/api/notebooks/mynotes/?keyword=BLEU', me.token);
    expect(found.body.notebooks.map((n: { question: string }) => n.question)).toEqual(['Colour bleu']);
    expect((await api.get('/api/notebooks/mynotes/?level=2', me.token)).body.notebooks).toHaveLength(2);
    expect((await api.get('/api/notebooks/levels/', me.token)).body).toEqual({ levels: [1, 2] });
    expect((await api.get(`/api/notebooks/mynotes/?user=${me._id}`, other.token)).status).toBe(403);
  });

  it('edits note and hint, and refuses another user’s entry', async () => {
    const me = await register('pia');
    const other = await register('quin');
    const saved = (await api.post('/api/notebooks', { questionId: ids[1] }, me.token)).body;
    const updated = await api.put(`/api/notebooks/${saved._id}`, { ...saved, note: 'green', hint: 'v...' }, me.token);
    expect(updated.body).toMatchObject({ note: 'green', hint: 'v...', question: 'Colour vert' });
    expect((await api.get(`/api/notebooks/${saved._id}`, other.token)).status).toBe(404);
    expect((await api.put(`/api/notebooks/${saved._id}`, { note: 'hacked' }, other.token)).status).toBe(404);
    expect((await api.del(`/api/notebooks/${saved._id}`, other.token)).status).toBe(404);
    expect((await api.get(`/api/notebooks/${saved._id}`, me.token)).body.note).toBe('green');
  });

  it('bulk-deletes the caller’s entries, and nothing at all if one id is someone else’s', async () => {
    const me = await register('rae');
    const other = await register('sol');
    const a = (await api.post('/api/notebooks', { questionId: ids[0] }, me.token)).body._id;
    const b = (await api.post('/api/notebooks', { questionId: ids[1] }, me.token)).body._id;
    const theirs = (await api.post('/api/notebooks', { questionId: ids[2] }, other.token)).body._id;
    const refused = await api.del('/api/notebooks/delete/notebooksbulk', me.token, { notebooks: [a, theirs] });
    expect(refused.status).toBe(404);
    expect((await api.get(`/api/notebooks/${a}`, me.token)).status).toBe(200);
    expect((await api.get(`/api/notebooks/${theirs}`, other.token)).status).toBe(200);
    expect((await api.del('/api/notebooks/delete/notebooksbulk', me.token, { notebooks: [] })).status).toBe(400);
    const ok = await api.del('/api/notebooks/delete/notebooksbulk', me.token, { notebooks: [a] });
    expect(ok.status).toBe(200);
    // The body may also be the bare id list.
    expect((await api.del('/api/notebooks/delete/notebooksbulk', me.token, [b])).status).toBe(200);
    expect((await api.get('/api/notebooks/mynotes/', me.token)).body.notebooks).toEqual([]);
    expect((await api.del('/api/notebooks/delete/notebooksbulk', me.token, [])).status).toBe(400);
  });

  it('saves a deleted entry again, fresh, under the same id', async () => {
    const me = await register('ugo');
    const first = (await api.post('/api/notebooks', { questionId: ids[3], note: 'yellow' }, me.token)).body;
    expect((await api.del(`/api/notebooks/${first._id}`, me.token)).status).toBe(200);
    const again = await api.post('/api/notebooks', { questionId: ids[3], hint: 'j...' }, me.token);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      _id: first._id,
      note: '',
      hint: 'j...',
      message: 'Successfully added to notebook!',
    });
    const mine = (await api.get('/api/notebooks/mynotes/', me.token)).body.notebooks;
    expect(mine).toEqual([expect.objectContaining({ _id: first._id, hint: 'j...', note: '' })]);
    const edited = await api.post('/api/notebooks', { questionId: ids[3], note: 'jaune', source: 'Class' }, me.token);
    expect(edited.body).toMatchObject({ _id: first._id, note: 'jaune', hint: 'j...', source: 'Class' });
    expect((await api.get(`/api/notebooks/${first._id}`, me.token)).body).toMatchObject({
      note: 'jaune',
      source: 'Class',
    });
  });

  it('brings back first the entries the learner got wrong, and later those they got right', async () => {
    const me = await register('tia');
    for (const id of ids.slice(0, 3)) await api.post('/api/notebooks', { questionId: id }, me.token);
    await api.post('/api/dashboards', { question: ids[0], answer: 'rouge', score: 'correct', pointscore: 1 }, me.token);
    await api.post('/api/dashboards', { question: ids[2], answer: 'x', score: 'incorrect', pointscore: 0 }, me.token);
    const module = (await api.get('/api/notebooks/module/', me.token)).body.notebooks.map(
      (n: { questionId: string }) => n.questionId,
    );
    expect(module[module.length - 1]).toBe(ids[0]);
    const high = (await api.get('/api/notebooks/mynotes/?keyword=vert', me.token)).body.notebooks[0];
    await api.put(`/api/notebooks/${high._id}`, { priority: 5 }, me.token);
    const reordered = (await api.get('/api/notebooks/module/', me.token)).body.notebooks.map(
      (n: { questionId: string }) => n.questionId,
    );
    expect(reordered[0]).toBe(ids[1]);
    expect(
      (await api.get('/api/notebooks/module/?level=1', me.token)).body.notebooks.every(
        (n: { level: number }) => n.level === 1,
      ),
    ).toBe(true);
  });
});
