import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streams } from '@lebe/domain';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { startTestServer, type TestServer } from '@lebe/testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
let question: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  [question] = await seedQuestions(server, [
    multipleChoice('un', 'one', ['two', 'three', 'four'], { targetLanguage: 'french', level: 1 }),
  ]);
});
afterAll(async () => server.close());

describe('recording an answer', () => {
  it('records an answer sent again with the same request id once, and answers both times alike', async () => {
    const email = `retry${Date.now()}@example.com`;
    const me = (await api.post('/api/users', { name: 'Rita', email, password: 'secret-pass' })).body;
    const send = (requestId: string, answer: string) =>
      api.call('POST', '/api/dashboards', {
        token: me.token,
        body: { question, answer },
        headers: { 'x-request-id': requestId },
      });
    const first = await send('answer-retry-1', 'one');
    const again = await send('answer-retry-1', 'one');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const other = await send('answer-retry-2', 'two');
    expect(other.body.score).not.toBe(first.body.score);

    const recorded = await server.runtime.deps.events.readStream(streams.learner(me._id));
    expect(recorded.map((e) => e.metadata.correlationId)).toEqual(['answer-retry-1', 'answer-retry-2']);
    const count = await api.get('/api/dashboards/globalstudentanswercount', me.token);
    expect(count.body.answerCount).toBe(2);
  });
});

describe('the mode of an answer (issue 36)', () => {
  it('records a heard question as listening, graded as any other; refuses a mode it does not know', async () => {
    const email = `mode${Date.now()}@example.com`;
    const me = (await api.post('/api/users', { name: 'Mo', email, password: 'secret-pass' })).body;
    const heard = await api.post('/api/dashboards', { question, answer: 'one', mode: 'listening' }, me.token);
    expect([heard.status, heard.body.score, heard.body.mode]).toEqual([201, 'correct', 'listening']);
    const read = await api.post('/api/dashboards', { question, answer: 'two' }, me.token);
    expect([read.status, read.body.score, read.body.mode]).toEqual([201, 'incorrect', undefined]);
    const odd = await api.post('/api/dashboards', { question, answer: 'one', mode: 'singing' }, me.token);
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe('Mode must be one of: listening');

    const recorded = await server.runtime.deps.events.readStream(streams.learner(me._id));
    expect(recorded.map((e) => (e.data as { mode?: string }).mode)).toEqual(['listening', undefined]);
  });
});
