import { beforeAll, describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { simpleRestPath } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

const { server, api } = useTestServer();
let admin: string;
let learner: string;
let ids: string[];
const flags: string[] = [];

const list = (params: Record<string, unknown>, token = admin) =>
  api.get(simpleRestPath('/api/admin/flags', params), token);

beforeAll(async () => {
  admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword })).body.token;
  learner = (
    await api.post('/api/users', { name: 'Fay', email: `fay${Date.now()}@example.com`, password: 'secret-pass' })
  ).body.token;
  ids = await seedQuestions(server, [
    multipleChoice('Bad question?', 'a', ['b'], { targetLanguage: 'french', level: 2 }),
    multipleChoice('Weird question?', 'a', ['b'], { targetLanguage: 'german', level: 4 }),
  ]);
  for (const body of [
    { question: ids[0], incorrect: true, comment: 'the answer is wrong' },
    { question: ids[1], weird: true, offensive: true, comment: 'strange' },
  ])
    flags.push((await api.post('/api/flags', body, learner)).body._id);
});

describe('the admin Flags resource (simple-rest)', () => {
  it('lists flags with their user, question and status, filtered and paged', async () => {
    const all = await list({ range: [0, 9] });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('flags 0-1/2');
    expect(all.body[0]).toMatchObject({
      id: flags[1],
      weird: true,
      offensive: true,
      incorrect: false,
      comment: 'strange',
      status: 'FLAGGED',
      userData: { name: 'Fay' },
      questionData: { _id: ids[1], question: 'Weird question?' },
    });
    expect((await list({ filter: { weird: 'yes' } })).body.map((f: { id: string }) => f.id)).toEqual([flags[1]]);
    expect((await list({ filter: { incorrect: true, level: 2 } })).body.map((f: { id: string }) => f.id)).toEqual([
      flags[0],
    ]);
    expect((await list({ filter: { targetLanguage: 'german' } })).body).toHaveLength(1);
    expect((await list({ filter: { question: ids[0] } })).body.map((f: { id: string }) => f.id)).toEqual([flags[0]]);
    expect((await list({ filter: { q: 'answer is' } })).body.map((f: { id: string }) => f.id)).toEqual([flags[0]]);
  });

  it('resolves a flag and fixes and unflags its question in one update', async () => {
    expect((await api.put(`/api/questions/flag/${ids[0]}`, {}, admin)).body.isFlagged).toBe(true);
    const current = (await api.get(`/api/admin/flags/${flags[0]}`, admin)).body;
    const updated = await api.put(
      `/api/admin/flags/${flags[0]}`,
      {
        ...current,
        resolved: true,
        questionData: { ...current.questionData, question: 'Good question?', isFlagged: false },
      },
      admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ resolved: true, status: 'resolved!', questionData: { isFlagged: false } });
    expect((await api.get(`/api/questions/${ids[0]}`)).body).toMatchObject({
      question: 'Good question?',
      isFlagged: false,
    });
    expect((await list({ filter: { resolved: false } })).body.map((f: { id: string }) => f.id)).toEqual([flags[1]]);
  });

  it('really deletes a flag', async () => {
    const id = (await api.post('/api/flags', { question: ids[1], comment: 'dup' }, learner)).body._id;
    expect((await api.del(`/api/admin/flags/${id}`, admin)).body.id).toBe(id);
    expect((await api.get(`/api/admin/flags/${id}`, admin)).status).toBe(404);
    const stream = await api.get(`/api/admin/streams/flag-${id}`, admin);
    expect(stream.body.events.map((e: { type: string }) => e.type)).toEqual(['FlagRaised', 'FlagDeleted']);
  });

  it('refuses bad bodies and filters with a message, and non-admins', async () => {
    const bad = await api.put(`/api/admin/flags/${flags[1]}`, { resolved: 'perhaps' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Resolved (must be yes or no|is not valid)$/);
    const empty = await api.put(
      `/api/admin/flags/${flags[1]}`,
      { resolved: true, questionData: { question: ' ' } },
      admin,
    );
    expect([empty.status, empty.body.message]).toEqual([400, expect.stringMatching(/cannot be empty/)]);
    expect((await list({ filter: { weird: 'maybe' } })).body.message).toBe('Invalid filter weird: "maybe"');
    expect((await list({ filter: { user: 'x' } })).body.message).toBe('Unknown filter user');
    expect((await list({}, learner)).status).toBe(403);
    expect((await api.put(`/api/admin/flags/${flags[1]}`, { resolved: true }, learner)).status).toBe(403);
    expect((await api.del(`/api/admin/flags/${flags[1]}`, learner)).status).toBe(403);
    expect((await api.get('/api/admin/flags/unknown', admin)).status).toBe(404);
  });
});
