import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { startTestServer, type TestServer } from '@lebe/testing/test-server';

// The console reads the session from browser storage: a Map stands in for it under Node.
const storage = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  },
});
const { makeDataProvider } = await import('./data-provider');

let server: TestServer;
let provider: ReturnType<typeof makeDataProvider>;
let ids: string[];

beforeAll(async () => {
  server = await startTestServer();
  provider = makeDataProvider(`${server.url}/api/admin`);
  const login = await client(server.url).post('/api/users/login', {
    email: server.adminEmail,
    password: server.adminPassword,
  });
  storage.set('userInfo', JSON.stringify(login.body));
  ids = await seedQuestions(server, [
    multipleChoice('Uno in English?', 'one', ['two'], { targetLanguage: 'spanish', level: 1 }),
    multipleChoice('Dos in English?', 'two', ['one'], { targetLanguage: 'spanish', level: 2 }),
    multipleChoice('Drei in English?', 'three', ['one'], { targetLanguage: 'german', level: 2 }),
  ]);
});
afterAll(async () => server.close());

describe('the data provider on the admin API', () => {
  it('pages, sorts and filters a list and reads the total from Content-Range', async () => {
    const page = await provider.getList('questions', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'level', order: 'DESC' },
      filter: { targetLanguage: 'spanish' },
    });
    expect(page.total).toBe(2);
    expect(page.data.map((q) => q.id)).toEqual([ids[1]]);
    const second = await provider.getList('questions', {
      pagination: { page: 2, perPage: 1 },
      sort: { field: 'level', order: 'DESC' },
      filter: { targetLanguage: 'spanish' },
    });
    expect(second.data.map((q) => q.id)).toEqual([ids[0]]);
  });

  it('pages the event log newest first by next and previous, counting it only when the end is reached', async () => {
    const params = { sort: { field: 'position', order: 'DESC' as const }, filter: {} };
    const first = await provider.getList('events', { ...params, pagination: { page: 1, perPage: 2 } });
    expect(first.total).toBeUndefined();
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    const head = first.data[0].position as number;
    expect(first.data.map((e) => e.position)).toEqual([head, head - 1]);
    const all = await provider.getList('events', { ...params, pagination: { page: 1, perPage: 500 } });
    expect(all.total).toBe(head);
    expect(all.pageInfo).toBeUndefined();
  });

  it('creates, reads, updates and deletes with the bearer token, and gets many by id', async () => {
    const { data: created } = await provider.create('questions', { data: {} });
    const { data: read } = await provider.getOne('questions', { id: created.id });
    expect(read.question).toBe('Sample question');
    const { data: updated } = await provider.update('questions', {
      id: created.id,
      data: { ...read, question: 'Cuatro in English?', answers: [{ text: 'four', isCorrect: true }] },
      previousData: read,
    });
    expect(updated.question).toBe('Cuatro in English?');
    const many = await provider.getMany('questions', { ids: [ids[2], created.id] });
    expect(many.data.map((q) => q.id).sort()).toEqual([ids[2], created.id].sort());
    await provider.delete('questions', { id: created.id, previousData: updated });
    await expect(provider.getOne('questions', { id: created.id })).rejects.toMatchObject({ status: 404 });
  });

  it("turns the server's message into the error", async () => {
    await expect(
      provider.update('questions', { id: ids[0], data: { question: 'x', answers: [] }, previousData: { id: ids[0] } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^A question needs at least one answer/) });
    storage.delete('userInfo');
    await expect(
      provider.getList('flags', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ status: 401, message: 'Not authorized, no token' });
  });
});
