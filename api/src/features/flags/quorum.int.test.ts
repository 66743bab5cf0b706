import { describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { newId } from '@lebe/domain';
import { questionFromLog } from '@lebe/projectors/questions';
import { flagCommand } from '../../platform/commands';

const { server, api } = useTestServer({ env: { FLAG_QUORUM: '3' } });

const learner = async (name: string) =>
  (await api.post('/api/users', { name, email: `${name}${Date.now()}@example.com`, password: 'secret-pass' })).body
    .token as string;

describe('the flag quorum while the read models lag (issue 39)', () => {
  it('takes a question out of practice at the third open report, counted from the log', async () => {
    const [question] = await seedQuestions(server, [
      multipleChoice('Mauvaise question ?', 'a', ['b'], { targetLanguage: 'french', level: 1 }),
    ]);
    const tokens = await Promise.all(['ana', 'bo', 'cy', 'di'].map(learner));
    const admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword }))
      .body.token;
    const flagged = async () => (await questionFromLog(server.runtime.deps.events, question)).isFlagged;
    const report = async (token: string) => {
      const raised = await api.post('/api/flags', { question, incorrect: true, comment: '' }, token);
      expect(raised.status).toBe(201);
      return raised.body._id as string;
    };
    // The projections stop: the flags read model stays empty while learners report the question.
    await server.runtime.inProcess!.stop();
    try {
      const first = await report(tokens[0]);
      const record = await api.get(`/api/admin/flags/${first}`, admin);
      const resolved = await api.put(
        `/api/admin/flags/${first}`,
        { resolved: true, version: record.body.version },
        admin,
      );
      expect(resolved.status).toBe(200);
      await report(tokens[1]);
      await report(tokens[2]);
      // Three reports, one of them resolved: two open, under the quorum.
      expect(await flagged()).toBe(false);
      await report(tokens[3]);
      expect(await flagged()).toBe(true);
    } finally {
      await server.runtime.inProcess!.start();
    }
  }, 90_000);

  it('counts the reports raised before the reports stream existed, from their own streams', async () => {
    const [question] = await seedQuestions(server, [
      multipleChoice('Vieille question ?', 'a', ['b'], { targetLanguage: 'french', level: 1 }),
    ]);
    const [ana, bo, cy] = await Promise.all(['ana', 'bo', 'cy'].map(learner));
    const id = async (token: string) => (await api.get('/api/users/profile', token)).body._id as string;
    // Two reports as they were written before 29 Nov 2026: the flag's own stream only, no QuestionReported.
    for (const token of [ana, bo]) {
      const flagId = newId();
      const flag = {
        flagId,
        question,
        user: await id(token),
        ...{ inappropriate: false, incorrect: true, wrongAnswer: false, offensive: false, weird: false },
        comment: '',
        ...{
          level: 1,
          userLanguage: 'english',
          targetLanguage: 'french',
          textType: '',
          questionType: 'multiple_choice',
        },
      };
      const meta = { actor: flag.user, correlationId: newId(), now: new Date() };
      await flagCommand(server.runtime.deps, flagId, { type: 'Raise', flag }, meta);
    }
    expect((await questionFromLog(server.runtime.deps.events, question)).isFlagged).toBe(false);
    expect((await api.post('/api/flags', { question, weird: true }, cy)).status).toBe(201);
    expect((await questionFromLog(server.runtime.deps.events, question)).isFlagged).toBe(true);
  }, 60_000);
});
