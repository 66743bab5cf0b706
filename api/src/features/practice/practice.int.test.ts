import { beforeAll, describe, expect, it } from '@jest/globals';
import { blankQuestion, newId, streams } from '@lebe/domain';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { useTestServer } from '@lebe/testing/use-test-server';

const { server, api } = useTestServer();
let question: string;

beforeAll(async () => {
  [question] = await seedQuestions(server, [
    multipleChoice('un', 'one', ['two', 'three', 'four'], { targetLanguage: 'french', level: 1 }),
  ]);
});

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

describe('an answer while the read models lag (issue 39)', () => {
  it('is graded on the question as its stream holds it: just created, just edited or just deleted', async () => {
    const [edited, deleted] = await seedQuestions(server, [
      multipleChoice('deux', 'two', ['one', 'three'], { targetLanguage: 'french', level: 1 }),
      multipleChoice('trois', 'three', ['one', 'two'], { targetLanguage: 'french', level: 1 }),
    ]);
    const email = `lag${Date.now()}@example.com`;
    const me = (await api.post('/api/users', { name: 'Lou', email, password: 'secret-pass' })).body;
    const { events, read } = server.runtime.deps;
    const fact = (type: string, data: unknown) => ({
      type,
      data,
      metadata: { actor: null, correlationId: 'lagging', time: new Date().toISOString(), schemaVersion: 1 },
    });
    const created = newId();
    const quatre = multipleChoice('quatre', 'four', ['one', 'two'], { targetLanguage: 'french', level: 1 });
    // The projections stop: every read model stays where it is while the log moves on.
    await server.runtime.inProcess!.stop();
    try {
      await events.append(streams.question(created), [
        fact('QuestionCreated', {
          questionId: created,
          fields: { ...blankQuestion, ...quatre },
          origin: 'admin',
          owner: null,
        }),
      ]);
      const key = [
        { text: 'deux', isCorrect: true },
        { text: 'one', isCorrect: false },
      ];
      await events.append(streams.question(edited), [
        fact('QuestionEdited', { changes: { answers: key }, classrooms: [] }),
      ]);
      await events.append(streams.question(deleted), [fact('QuestionDeleted', { classrooms: [] })]);
      expect(await read.get('questions', created)).toBeNull();
      expect(await read.get('questions', deleted)).not.toBeNull();

      const answer = (q: string, text: string) => api.post('/api/dashboards', { question: q, answer: text }, me.token);
      const toNew = await answer(created, 'four');
      expect([toNew.status, toNew.body.score]).toEqual([201, 'correct']);
      const toEdited = await answer(edited, 'deux');
      expect([toEdited.status, toEdited.body.score, toEdited.body.correctAnswer]).toEqual([201, 'correct', 'deux']);
      expect((await answer(deleted, 'three')).status).toBe(404);
    } finally {
      await server.runtime.inProcess!.start();
    }
  });
});
