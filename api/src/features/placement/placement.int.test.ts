/* eslint-disable @typescript-eslint/no-explicit-any -- replies are inspected loosely */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { streams, type QuestionFields } from '@lebe/domain';
import { registerUser } from '@lebe/testing/classrooms';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { useTestServer } from '@lebe/testing/use-test-server';

const { server, api } = useTestServer();

/** A French bank of 60 questions: at each level three four-way choices and three typed answers. */
function frenchBank(): Partial<QuestionFields>[] {
  return Array.from({ length: 10 }, (_, i) => i + 1).flatMap((level) =>
    Array.from({ length: 3 }, (_, k) => [
      multipleChoice(`choix ${level}.${k}`, `right ${level}.${k}`, ['wrong a', 'wrong b', 'wrong c'], {
        targetLanguage: 'french',
        level,
        knowledgeType: 'vocabulary',
      }),
      {
        question: `tapez ${level}.${k}`,
        answers: [{ text: `mot${level}x${k}`, isCorrect: true }],
        questionType: 'fill_in_the_blank' as const,
        targetLanguage: 'french' as const,
        level,
        knowledgeType: 'translation' as const,
      },
    ]).flat(),
  );
}

beforeAll(async () => {
  await seedQuestions(server, frenchBank());
});

const rightAnswer = (q: any) => q.answers.find((a: any) => a.isCorrect).text as string;
const wrongAnswer = (q: any) => q.answers.find((a: any) => !a.isCorrect)?.text ?? 'je ne sais pas';

/** A whole placement over HTTP: `respond` answers each question; the questions asked and the final reply. */
async function takePlacement(token: string, respond: (q: any) => string) {
  const start = await api.post('/api/placement', { language: 'french' }, token);
  expect(start.status).toBe(201);
  const { id } = start.body;
  const questions: any[] = [start.body.question];
  for (;;) {
    const q = questions[questions.length - 1];
    const reply = await api.post(`/api/placement/${id}/answers`, { question: q._id, answer: respond(q) }, token);
    expect(reply.status).toBe(200);
    if (reply.body.done) return { id, questions, result: reply.body };
    expect(reply.body.id).toBe(id);
    questions.push(reply.body.question);
    expect(questions.length).toBeLessThanOrEqual(20);
  }
}

describe('the placement test over HTTP', () => {
  it('places a learner who answers everything right in the top three levels, and practice starts there', async () => {
    const learner = await registerUser(api, 'Alice');
    const { id, questions, result } = await takePlacement(learner.token, rightAnswer);
    expect(result).toEqual({
      done: true,
      level: expect.any(Number),
      theta: expect.any(Number),
      se: expect.any(Number),
      items: questions.length,
    });
    expect(result.level).toBeGreaterThanOrEqual(8);
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(20);
    // Never a question twice.
    expect(new Set(questions.map((q) => q._id)).size).toBe(questions.length);
    // Each question is served as practice serves it.
    const served = await api.get(`/api/questions/${questions[0]._id}`);
    expect(questions[0]).toEqual(served.body);

    const profile = await api.get('/api/users/profile', learner.token);
    expect(profile.body.userLevels.french).toBe(result.level);
    // The learner's ability in French is the placement's estimate, which the level gate weighs from now on.
    let ability = profile.body.ability?.french;
    for (let i = 0; i < 50 && !ability; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ability = (await api.get('/api/users/profile', learner.token)).body.ability?.french;
    }
    expect(ability.theta).toBeCloseTo(result.theta, 6);
    expect(ability.se).toBeCloseTo(result.se, 6);
    const recorded = await server.runtime.deps.events.readStream(streams.placement(id));
    expect(recorded.map((e) => e.type).filter((t) => t !== 'PlacementQuestionAsked')).toEqual([
      'PlacementStarted',
      ...questions.map(() => 'PlacementAnswered'),
      'PlacementCompleted',
    ]);
    expect(recorded.at(-1)!.data).toMatchObject({ user: learner._id, language: 'french', level: result.level });
  });

  it('places a learner right on everything up to level 4 and on about half at level 5 at level 4 or 5', async () => {
    const learner = await registerUser(api, 'Dora');
    let fives = 0;
    const { questions, result } = await takePlacement(learner.token, (q) =>
      q.level <= 4 ? rightAnswer(q) : q.level === 5 && fives++ % 2 === 0 ? rightAnswer(q) : wrongAnswer(q),
    );
    expect(questions.some((q) => q.level === 5)).toBe(true);
    expect([4, 5]).toContain(result.level);
    expect(questions.length).toBeLessThanOrEqual(20);
    const profile = await api.get('/api/users/profile', learner.token);
    expect(profile.body.userLevels.french).toBe(result.level);
  });

  it('places a learner who answers everything wrong (or gives no answer) at level 1', async () => {
    const learner = await registerUser(api, 'Bruno');
    let n = 0;
    const { questions, result } = await takePlacement(learner.token, (q) => (n++ % 2 ? wrongAnswer(q) : ''));
    expect(result.level).toBe(1);
    expect(result.theta).toBeLessThan(-1);
    expect(questions.length).toBeLessThanOrEqual(20);
    const profile = await api.get('/api/users/profile', learner.token);
    expect(profile.body.userLevels.french).toBe(1);
  });

  it('grades a typed answer as practice does: a slip replayed from the keystrokes costs 0.1', async () => {
    const learner = await registerUser(api, 'Chloe');
    const start = await api.post('/api/placement', { language: 'french' }, learner.token);
    let { question } = start.body;
    if (question.questionType !== 'fill_in_the_blank') {
      const next = await api.post(
        `/api/placement/${start.body.id}/answers`,
        { question: question._id, answer: rightAnswer(question) },
        learner.token,
      );
      question = next.body.question;
    }
    const word = rightAnswer(question);
    const reply = await api.post(
      `/api/placement/${start.body.id}/answers`,
      {
        question: question._id,
        answer: word,
        keystrokes: [word.slice(0, 1), `${word.slice(0, 1)}z`, word.slice(0, 1), word],
      },
      learner.token,
    );
    expect(reply.status).toBe(200);
    const recorded = await server.runtime.deps.events.readStream(streams.placement(start.body.id));
    const answered = recorded.filter((e) => e.type === 'PlacementAnswered').at(-1)!;
    expect(answered.data).toMatchObject({ question: question._id, score: 'partial', pointscore: 0.9 });
  });

  it('answers a request sent again with the same request id as it did the first time, recording it once', async () => {
    const learner = await registerUser(api, 'Dora');
    const start = await api.post('/api/placement', { language: 'french' }, learner.token);
    const send = () =>
      api.call('POST', `/api/placement/${start.body.id}/answers`, {
        token: learner.token,
        body: { question: start.body.question._id, answer: rightAnswer(start.body.question) },
        headers: { 'x-request-id': `placement-retry-${learner._id}` },
      });
    const first = await send();
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const recorded = await server.runtime.deps.events.readStream(streams.placement(start.body.id));
    expect(recorded.filter((e) => e.type === 'PlacementAnswered')).toHaveLength(1);
  });
});

describe('placement errors', () => {
  it('refuses a visitor and a forged token with 401', async () => {
    expect((await api.post('/api/placement', { language: 'french' })).status).toBe(401);
    const forged = await api.post(
      '/api/placement/0123456789abcdef01234567/answers',
      { question: 'q', answer: 'a' },
      'forged.token.x',
    );
    expect(forged.status).toBe(401);
  });

  it('refuses bad input with 400 and { message }, recording nothing', async () => {
    const learner = await registerUser(api, 'Emil');
    const head = await server.runtime.deps.events.headPosition();
    for (const body of [{}, { language: 'klingon' }, { language: 42 }]) {
      const reply = await api.post('/api/placement', body, learner.token);
      expect(reply.status).toBe(400);
      expect(typeof reply.body.message).toBe('string');
    }
    const bad = await api.post('/api/placement', { language: 'klingon' }, learner.token);
    expect(bad.body.message).toMatch(/language/i);
    expect(await server.runtime.deps.events.headPosition()).toBe(head);
    const start = await api.post('/api/placement', { language: 'French' }, learner.token);
    expect(start.status).toBe(201);
    const noQuestion = await api.post(`/api/placement/${start.body.id}/answers`, { answer: 'x' }, learner.token);
    expect(noQuestion.status).toBe(400);
    expect(noQuestion.body.message).toMatch(/question/i);
    const recorded = await server.runtime.deps.events.readStream(streams.placement(start.body.id));
    expect(recorded.filter((e) => e.type === 'PlacementAnswered')).toHaveLength(0);
  });

  it('answers 404 for an unknown placement and for another learner’s, which stays as it was', async () => {
    const owner = await registerUser(api, 'Fanny');
    const other = await registerUser(api, 'Gaston');
    const start = await api.post('/api/placement', { language: 'french' }, owner.token);
    const body = { question: start.body.question._id, answer: rightAnswer(start.body.question) };
    const unknown = await api.post('/api/placement/0123456789abcdef01234567/answers', body, owner.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Placement not found');
    const theirs = await api.post(`/api/placement/${start.body.id}/answers`, body, other.token);
    expect(theirs.status).toBe(404);
    const recorded = await server.runtime.deps.events.readStream(streams.placement(start.body.id));
    expect(recorded.filter((e) => e.type === 'PlacementAnswered')).toHaveLength(0);
    // The owner can still answer it.
    expect((await api.post(`/api/placement/${start.body.id}/answers`, body, owner.token)).status).toBe(200);
  });

  it('answers 409 for a question that is not the current one, and for a finished placement', async () => {
    const learner = await registerUser(api, 'Hugo');
    const start = await api.post('/api/placement', { language: 'french' }, learner.token);
    const first = start.body.question;
    const next = await api.post(
      `/api/placement/${start.body.id}/answers`,
      { question: first._id, answer: '' },
      learner.token,
    );
    // The first question again: it is no longer the current one.
    const stale = await api.post(
      `/api/placement/${start.body.id}/answers`,
      { question: first._id, answer: '' },
      learner.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("This is not the placement's current question");
    expect(next.body.question._id).not.toBe(first._id);

    const { id, questions } = await takePlacement(learner.token, () => '');
    const finished = await api.post(
      `/api/placement/${id}/answers`,
      { question: questions.at(-1)._id, answer: '' },
      learner.token,
    );
    expect(finished.status).toBe(409);
    expect(finished.body.message).toBe('This placement is finished');
  });

  it('answers 404 when the language has no questions yet', async () => {
    const learner = await registerUser(api, 'Ines');
    const reply = await api.post('/api/placement', { language: 'sango' }, learner.token);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('No questions found for this language');
  });
});

describe('a placement while the read models lag (issue 39)', () => {
  it('grades on the question as its stream holds it, and never asks next a question deleted since', async () => {
    const bank = await seedQuestions(
      server,
      [1, 1, 2, 2, 3, 3].map((level, i) =>
        multipleChoice(`palabra ${i}`, `right ${i}`, ['wrong a', 'wrong b'], { targetLanguage: 'spanish', level }),
      ),
    );
    const learner = await registerUser(api, 'Lia');
    const start = await api.post('/api/placement', { language: 'spanish' }, learner.token);
    expect(start.status).toBe(201);
    const first = start.body.question._id as string;
    const fact = (type: string, data: unknown) => ({
      type,
      data,
      metadata: { actor: null, correlationId: 'lagging', time: new Date().toISOString(), schemaVersion: 1 },
    });
    const { events } = server.runtime.deps;
    // The projections stop: the bank's read model keeps every question while the log edits one and deletes the rest.
    await server.runtime.inProcess!.stop();
    try {
      const key = [
        { text: 'nuevo', isCorrect: true },
        { text: `right ${bank.indexOf(first)}`, isCorrect: false },
      ];
      await events.append(streams.question(first), [
        fact('QuestionEdited', { changes: { answers: key }, classrooms: [] }),
      ]);
      for (const id of bank.filter((q) => q !== first))
        await events.append(streams.question(id), [fact('QuestionDeleted', { classrooms: [] })]);

      const reply = await api.post(
        `/api/placement/${start.body.id}/answers`,
        { question: first, answer: 'nuevo' },
        learner.token,
      );
      expect(reply.status).toBe(200);
      // No question is left to ask: the placement ends rather than asking one deleted.
      expect(reply.body).toMatchObject({ done: true });
      const recorded = await events.readStream(streams.placement(start.body.id));
      const answered = recorded.find((e) => e.type === 'PlacementAnswered')!.data as { pointscore: number };
      expect(answered.pointscore).toBe(1);
    } finally {
      await server.runtime.inProcess!.start();
    }
  }, 60_000);
});
