import { beforeAll, describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

const { server, api } = useTestServer();
let admin: string;
let learner: { _id: string; token: string };
let french2: string[];

beforeAll(async () => {
  admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword })).body.token;
  learner = (
    await api.post('/api/users', { name: 'Lea', email: `lea${Date.now()}@example.com`, password: 'secret-pass' })
  ).body;
  french2 = await seedQuestions(
    server,
    ['chat', 'chien', 'maison', 'pomme'].map((w) =>
      multipleChoice(`What is "${w}" in English?`, w.toUpperCase(), ['x', 'y', 'z'], {
        targetLanguage: 'french',
        level: 2,
      }),
    ),
  );
  await seedQuestions(server, [
    multipleChoice('Level three', 'a', ['b', 'c', 'd'], { targetLanguage: 'french', level: 3 }),
    multipleChoice('Flagged one', 'a', ['b', 'c', 'd'], { targetLanguage: 'german', level: 1, isFlagged: true }),
  ]);
});

describe('practice', () => {
  it('serves a question of the asked language and level, to visitors too', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await api.get('/api/questions?level=2&targetLanguage=french&userLanguage=english');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ targetLanguage: 'french', level: 2, isFlagged: false });
      expect(french2).toContain(res.body._id);
    }
  });

  it('never serves a flagged question, and says so when there is nothing to serve', async () => {
    const res = await api.get('/api/questions?level=1&targetLanguage=german');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No questions found for this language and level');
    expect((await api.get('/api/questions?level=11&targetLanguage=french')).status).toBe(400);
    expect((await api.get('/api/questions?level=1&targetLanguage=klingon')).status).toBe(400);
  });

  it('serves the nearest level below where the asked one has no question (a language’s empty top levels)', async () => {
    const res = await api.get('/api/questions?level=9&targetLanguage=french');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ targetLanguage: 'french', level: 3 });
  });

  it('keeps drawing every question of a level at random, and never one flagged since, however many draws came before', async () => {
    const draw = async () => (await api.get('/api/questions?level=2&targetLanguage=french')).body._id as string;
    const before = new Set<string>();
    for (let i = 0; i < 80; i++) before.add(await draw()); // enough for the draws to be served from memory
    expect([...before].sort()).toEqual([...french2].sort());

    expect((await api.put(`/api/questions/flag/${french2[0]}`, undefined, admin)).body.isFlagged).toBe(true);
    const after = new Set<string>();
    for (let i = 0; i < 80; i++) after.add(await draw());
    expect([...after].sort()).toEqual(french2.slice(1).sort());

    expect((await api.put(`/api/questions/flag/${french2[0]}`, undefined, admin)).body.isFlagged).toBe(false);
    const again = new Set<string>();
    for (let i = 0; i < 80 && again.size < 4; i++) again.add(await draw());
    expect([...again].sort()).toEqual([...french2].sort());
  });

  it('serves a sentence question with the glossary of its words, and a question without one as before', async () => {
    const glossary = {
      ich: { lemma: 'ich', meaning: 'I' },
      esse: { lemma: 'essen', meaning: 'to eat', infinitive: 'essen', form: 'present, I' },
      bananen: { lemma: 'Banane', meaning: 'banana', gender: 'f' as const },
    };
    const [withWords] = await seedQuestions(server, [
      multipleChoice('What does the German “Ich esse Bananen.” mean?', 'I eat bananas.', ['a', 'b', 'c'], {
        targetLanguage: 'german',
        level: 7,
        fullQuestion: 'Ich esse Bananen. — I eat bananas.',
        glossary,
      }),
    ]);
    const served = await api.get('/api/questions?level=7&targetLanguage=german');
    expect(served.body).toMatchObject({ _id: withWords, glossary });
    expect((await api.get(`/api/questions/${withWords}`, admin)).body.glossary).toEqual(glossary);
    const plain = await api.get('/api/questions?level=3&targetLanguage=french');
    expect(plain.status).toBe(200);
    expect(plain.body).not.toHaveProperty('glossary');
  });

  it("avoids the learner's recently answered questions", async () => {
    for (const id of french2.slice(0, 3)) {
      const res = await api.post(
        '/api/dashboards',
        { question: id, answer: 'x', score: 'incorrect', pointscore: 0 },
        learner.token,
      );
      expect(res.status).toBe(201);
    }
    for (let i = 0; i < 20; i++) {
      const res = await api.get('/api/questions?level=2&targetLanguage=french', learner.token);
      expect(res.body._id).toBe(french2[3]);
    }
  });
});

describe('recording answers', () => {
  it('records the answer with the question as it is now', async () => {
    const res = await api.post(
      '/api/dashboards',
      { question: french2[0], answer: 'CHAT', score: 'correct', pointscore: 1 },
      learner.token,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      language: 'french',
      level: 2,
      questionType: 'multiple_choice',
      correctAnswer: 'CHAT',
      classroom: null,
    });
  });

  it('grades the answer itself: a forged score is recorded as what the answer was worth', async () => {
    const post = (body: object) => api.post('/api/dashboards', body, learner.token);
    const forged = await post({ question: french2[0], answer: 'x', score: 'correct', pointscore: 1 });
    expect(forged.status).toBe(201);
    expect(forged.body).toMatchObject({ answer: 'x', score: 'incorrect', pointscore: 0 });
    const honest = await post({ question: french2[0], answer: 'CHAT' });
    expect(honest.body).toMatchObject({ score: 'correct', pointscore: 1 });
  });

  it('refuses malformed claims, unknown questions and visitors', async () => {
    const post = (body: object, token?: string) => api.post('/api/dashboards', body, token);
    expect(
      (await post({ question: french2[0], answer: 'x', score: 'partial', pointscore: 2 }, learner.token)).status,
    ).toBe(400);
    expect((await post({ question: french2[0], answer: { text: 'x' } }, learner.token)).status).toBe(400);
    expect(
      (await post({ question: 'nope', answer: 'x', score: 'incorrect', pointscore: 0 }, learner.token)).status,
    ).toBe(404);
    expect((await post({ question: french2[0], answer: 'x', score: 'incorrect', pointscore: 0 })).status).toBe(401);
  });
});

describe('the question bank for admins', () => {
  it('creates a blank question, edits it, flags it, filters and deletes it', async () => {
    const created = await api.post('/api/questions', undefined, admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      answers: [{ text: 'Answer', isCorrect: false }],
      weight: 1,
      isFlagged: false,
    });
    const id = created.body._id;
    const edited = await api.put(
      `/api/questions/${id}`,
      {
        ...created.body,
        question: 'Wie heißt du?',
        targetLanguage: 'german',
        level: 4,
        answers: [{ text: 'Ich heiße Lea', isCorrect: true }],
      },
      admin,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ question: 'Wie heißt du?', targetLanguage: 'german', level: 4 });
    const found = await api.get('/api/questions/filter/?keyword=HEISST&pageNumber=1', admin);
    expect(found.body.questions).toEqual([]);
    const byKeyword = await api.get('/api/questions/filter/?keyword=heißt&targetLanguage=german&level=4', admin);
    expect(byKeyword.body).toMatchObject({ page: 1, pages: 1, questions: [expect.objectContaining({ _id: id })] });
    expect((await api.put(`/api/questions/flag/${id}`, undefined, admin)).body.isFlagged).toBe(true);
    expect((await api.get('/api/questions?level=4&targetLanguage=german')).status).toBe(404);
    expect((await api.put(`/api/questions/${id}`, { level: 12 }, admin)).status).toBe(400);
    expect((await api.del(`/api/questions/${id}`, admin)).status).toBe(200);
    expect((await api.get(`/api/questions/${id}`)).status).toBe(404);
  });

  it('pages the filter with questions, page and pages', async () => {
    const res = await api.get('/api/questions/filter/?targetLanguage=french', admin);
    expect(res.body).toMatchObject({ page: 1, pages: 1 });
    expect(res.body.questions).toHaveLength(5);
    expect((await api.get('/api/questions/filter/', learner.token)).status).toBe(403);
  });
});

describe('flags and the notebook', () => {
  it('lets a learner flag a question and admins see it with its user and question', async () => {
    const res = await api.post(
      '/api/flags',
      { question: french2[1], incorrect: true, comment: 'Not a dog' },
      learner.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you for your input! Our staff will review the question.');
    const list = await api.get('/api/flags/allflags/?keyword=&pageNumber=1&incorrect=yes', admin);
    expect(list.body.flags[0]).toMatchObject({
      comment: 'Not a dog',
      incorrect: true,
      weird: false,
      status: 'FLAGGED',
      userData: { name: 'Lea' },
      questionData: { _id: french2[1], isFlagged: false },
    });
    expect((await api.get('/api/flags/allflags/?weird=yes', admin)).body.flags).toEqual([]);
    expect((await api.post('/api/flags', { question: 'missing' }, learner.token)).status).toBe(404);
  });

  it('saves a question to the notebook once; saving it again updates that entry', async () => {
    const body = { questionId: french2[2], note: 'house', hint: 'm...', collectionName: 'home' };
    const saved = await api.post('/api/notebooks', body, learner.token);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ priority: 1, note: 'house', targetLanguage: 'french', source: 'Lëbe' });
    const again = await api.post('/api/notebooks', { ...body, note: 'home', priority: '3' }, learner.token);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      _id: saved.body._id,
      note: 'home',
      hint: 'm...',
      collectionName: 'home',
      priority: 3,
      message: 'Successfully added to notebook!',
    });
    const mine = (await api.get('/api/notebooks/mynotes/', learner.token)).body.notebooks;
    expect(mine.filter((n: { questionId: string }) => n.questionId === french2[2])).toEqual([
      expect.objectContaining({ _id: saved.body._id, note: 'home', priority: 3 }),
    ]);
    expect((await api.post('/api/notebooks', { questionId: 'nope' }, learner.token)).status).toBe(404);
  });
});
