/* eslint-disable @typescript-eslint/no-explicit-any -- replies are inspected loosely */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { type Reply } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { createClassroom, joinClassroom, registerUser } from '@lebe/testing/classrooms';

/**
 * SPEC §7 call by call, made as the spec's client makes them: the printed paths (trailing slashes and
 * empty `keyword=&pageNumber=` included), the printed body field names, a token or none as printed,
 * and the §3 field names checked in the replies. Errors answer `{ message }` (§8).
 */
const { server, api } = useTestServer();
let admin: any;
let ids: string[];
const unknownId = '0123456789abcdef01234567';

const userInfo = ['_id', 'name', 'email', 'isAdmin', 'token', 'userLevels', 'customLevels'];
const questionFields = [
  '_id',
  'question',
  'answers',
  'category',
  'level',
  'weight',
  'fullQuestion',
  'questionType',
  'userLanguage',
  'targetLanguage',
  'isFlagged',
  'citation',
  'textType',
  'knowledgeType',
  'user',
];
const notebookFields = [
  '_id',
  'question',
  'answers',
  'category',
  'level',
  'weight',
  'questionType',
  'userLanguage',
  'targetLanguage',
  'isFlagged',
  'citation',
  'textType',
  'knowledgeType',
  'note',
  'hint',
  'collectionName',
  'priority',
  'source',
  'questionId',
  'user',
];

/** The named fields the object lacks (an empty list when it has them all). */
const missing = (obj: any, fields: string[]) =>
  fields.filter((f) => obj === null || typeof obj !== 'object' || !(f in obj));
function expectOk(res: Reply, status = 200) {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
}
function expectError(res: Reply, status: number, message?: string) {
  expect(res.status).toBe(status);
  expect(typeof res.body?.message).toBe('string');
  expect(res.body.message.length).toBeGreaterThan(0);
  if (message) expect(res.body.message).toBe(message);
}
function expectQuestion(q: any) {
  expect(missing(q, questionFields)).toEqual([]);
  for (const a of q.answers) expect(missing(a, ['text', 'isCorrect'])).toEqual([]);
}
function expectList(body: any, key: string) {
  expect(missing(body, [key, 'page', 'pages'])).toEqual([]);
  expect(Array.isArray(body[key])).toBe(true);
  expect(body.page).toBe(1);
}
const user = (name: string) => registerUser(api, name) as Promise<any>;

beforeAll(async () => {
  admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword })).body;
  ids = await seedQuestions(
    server,
    ['chat', 'chien', 'oiseau', 'poisson'].map((w, i) =>
      multipleChoice(`Animal ${w}`, w, ['x', 'y'], { targetLanguage: 'french', level: 1 + (i % 2) }),
    ),
  );
});

describe('SPEC §8 errors', () => {
  it('answers 401 with the exact messages without a token and with a bad one', async () => {
    expectError(await api.get('/api/notebooks/mynotes/?keyword=&pageNumber='), 401, 'Not authorized, no token');
    expectError(
      await api.get('/api/notebooks/mynotes/?keyword=&pageNumber=', 'not-a-token'),
      401,
      'Not authorized, token failed',
    );
  });

  it('answers an unknown API path with 404 and a message', async () => {
    expectError(await api.get('/api/nothing-here', admin.token), 404);
    expectError(await api.call('PATCH', '/api/users/login'), 405);
    const raw = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{bad json',
    });
    const parsed = (await raw.json()) as { message?: unknown };
    expect([raw.status, typeof parsed.message]).toEqual([400, 'string']);
  });

  it('routes a path whatever its case or trailing slash, and tells the methods a path allows', async () => {
    for (const path of [
      '/API/Questions?level=1&targetLanguage=french',
      '/api/questions/?level=1&targetLanguage=french',
    ]) {
      const res = await api.get(path);
      expect(res.status).toBe(200);
      expectQuestion(res.body);
    }
    expectError(
      await api.get('/api/questions/stats/no/such/thing'),
      404,
      'Not found - /api/questions/stats/no/such/thing',
    );
    const wrong = await fetch(`${server.url}/api/questions`, { method: 'PATCH' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')?.split(/, */).sort()).toEqual(['GET', 'HEAD', 'POST']);
    const options = await fetch(`${server.url}/api/questions`, { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')?.split(/, */).sort()).toEqual(['GET', 'HEAD', 'POST']);
  });
});

describe('SPEC §7 Users', () => {
  it('POST /api/users registers and signs in', async () => {
    const res = await api.post('/api/users', {
      name: 'Ada',
      email: `ada${Date.now()}@example.com`,
      password: 'pw123456',
    });
    expectOk(res, 201);
    expect(missing(res.body, userInfo)).toEqual([]);
    expect(res.body.isAdmin).toBe(false);
    const again = await api.post('/api/users', { name: 'Ada', email: res.body.email, password: 'pw123456' });
    // A taken e-mail is a conflict; the spec shows no status for it, only that the message is shown.
    expectError(again, 409);
    expectError(await api.post('/api/users', { name: 'Bad' }), 400);
  });

  it('POST /api/users/login returns the user info with a token', async () => {
    const email = `bo${Date.now()}@example.com`;
    await api.post('/api/users', { name: 'Bo', email, password: 'pw123456' });
    const res = await api.post('/api/users/login', { email, password: 'pw123456' });
    expectOk(res);
    expect(missing(res.body, userInfo)).toEqual([]);
    expectError(await api.post('/api/users/login', { email, password: 'wrong-one' }), 401);
  });

  it('PUT /api/users/profile takes id, name, email, password', async () => {
    const me = await user('Cy');
    const res = await api.put(
      '/api/users/profile',
      { id: me._id, name: 'Cyril', email: me.email, password: 'new-secret', currentPassword: 'secret-pass' },
      me.token,
    );
    expectOk(res);
    expect(missing(res.body, userInfo)).toEqual([]);
    expect(res.body.name).toBe('Cyril');
    expectOk(await api.post('/api/users/login', { email: me.email, password: 'new-secret' }));
  });

  it('GET /api/users (admin) lists users, page and pages, with empty keyword and pageNumber', async () => {
    const res = await api.get('/api/users', admin.token);
    expectOk(res);
    expectList(res.body, 'users');
    expect(missing(res.body.users[0], ['_id', 'name', 'email', 'isAdmin'])).toEqual([]);
    expectOk(await api.get('/api/users?keyword=&pageNumber=', admin.token));
    const me = await user('Dee');
    expectError(await api.get('/api/users', me.token), 403);
  });

  it('GET, PUT and DELETE /api/users/{id}', async () => {
    const them = await user('Eve');
    const got = await api.get(`/api/users/${them._id}`, admin.token);
    expectOk(got);
    expect(missing(got.body, ['_id', 'name', 'email', 'isAdmin'])).toEqual([]);
    const put = await api.put(
      `/api/users/${them._id}`,
      { _id: them._id, name: 'Eva', email: them.email, isAdmin: false },
      admin.token,
    );
    expectOk(put);
    expect(put.body).toMatchObject({ _id: them._id, name: 'Eva', isAdmin: false });
    expectError(await api.put(`/api/users/${them._id}`, { _id: them._id, isAdmin: 'maybe' }, admin.token), 400);
    expect((await api.get(`/api/users/${them._id}`, admin.token)).body.name).toBe('Eva');
    expectError(await api.get(`/api/users/${unknownId}`, admin.token), 404);
    expectOk(await api.del(`/api/users/${them._id}`, admin.token));
    expectError(await api.get(`/api/users/${them._id}`, admin.token), 404);
    expectError(await api.del(`/api/users/${unknownId}`, admin.token), 404);
  });

  /** Five right answers at a level: what earns the next one (SPEC §4; the server keeps no level it was only told of). */
  const earn = async (token: string, question: string, answer: string) => {
    for (let i = 0; i < 5; i++) expectOk(await api.post('/api/dashboards', { question, answer }, token), 201);
  };

  it('PUT /api/users/{userId}/levels and /customlevels answer the updated user info', async () => {
    const me = await user('Fay');
    await earn(me.token, ids[1], 'chien');
    const levels = await api.put(`/api/users/${me._id}/levels`, { language: 'french', level: 3 }, me.token);
    expectOk(levels);
    expect(missing(levels.body, userInfo)).toEqual([]);
    expect(levels.body.userLevels).toMatchObject({ french: 3 });
    const custom = await api.put(`/api/users/${me._id}/customlevels`, { classroom: 'room1', level: 2 }, me.token);
    expectOk(custom);
    expect(missing(custom.body, userInfo)).toEqual([]);
    expect(custom.body.customLevels).toEqual({}); // no answers in that classroom: nothing earned
    expectError(await api.put(`/api/users/${me._id}/levels`, { level: 'high' }, me.token), 400);
    expectError(await api.put(`/api/users/${me._id}/levels`, { language: 'french', level: 'high' }, me.token), 400);
    expectError(await api.put(`/api/users/${me._id}/customlevels`, { level: 2 }, me.token), 400);
  });

  it('takes the level data as one language and level, or as a map of levels', async () => {
    const me = await user('Fern');
    const put = (suffix: string, body: object) => api.put(`/api/users/${me._id}/${suffix}`, body, me.token);
    await earn(me.token, ids[0], 'chat');
    expect((await put('levels', { targetLanguage: 'french', level: '2' })).body.userLevels).toEqual({ french: 2 });
    await earn(me.token, ids[1], 'chien');
    expect((await put('levels', { userLevels: { french: 3, dutch: 4 } })).body.userLevels).toEqual({ french: 3 });
    expect((await put('levels', { spanish: 4 })).body.userLevels).toEqual({ french: 3 });
    expectOk(await put('customlevels', { classroomId: 'r1', level: 1 }));
    expectOk(await put('customlevels', { customLevels: { r2: 5 } }));
    expectError(await put('levels', { klingon: 4 }), 400);
  });

  it('PUT /api/users/{id}/clearlevels with an empty body returns the updated user', async () => {
    const me = await user('Gus');
    await api.put(`/api/users/${me._id}/levels`, { language: 'french', level: 3 }, me.token);
    const res = await api.put(`/api/users/${me._id}/clearlevels`, {}, me.token);
    expectOk(res);
    expect(missing(res.body, userInfo)).toEqual([]);
    expect(res.body.userLevels?.french).toBeUndefined();
    expectOk(await api.call('PUT', `/api/users/${me._id}/clearlevels`, { token: me.token }));
  });
});

describe('SPEC §7 Questions', () => {
  it('GET /api/questions with level, targetLanguage and others serves a practice question', async () => {
    const res = await api.get('/api/questions?level=1&targetLanguage=french&userLanguage=english');
    expectOk(res);
    expectQuestion(res.body);
    expect(res.body).toMatchObject({ level: 1, targetLanguage: 'french' });
    const fromZero = await api.get('/api/questions?level=0&targetLanguage=French&userLanguage=english');
    expect(fromZero.body).toMatchObject({ level: 1, targetLanguage: 'french' });
  });

  it('POST /api/questions with an empty body creates a blank question; GET, PUT, DELETE /api/questions/{id}', async () => {
    const created = await api.post('/api/questions', {}, admin.token);
    expectOk(created, 201);
    expectQuestion(created.body);
    expect(created.body.weight).toBe(1);
    expect(created.body.answers[0]).toMatchObject({ text: 'Answer', isCorrect: false });
    const id = created.body._id;
    expectOk(await api.call('POST', '/api/questions', { token: admin.token }), 201);
    const got = await api.get(`/api/questions/${id}`);
    expectOk(got);
    expectQuestion(got.body);
    const full = {
      ...got.body,
      question: 'Le ___ dort.',
      answers: [
        { text: 'chat', isCorrect: true },
        { text: 'Answer', isCorrect: false },
      ],
      category: 'animals',
      level: 4,
      weight: 2,
      fullQuestion: 'Le chat dort.',
      questionType: 'fill_in_the_blank',
      userLanguage: 'english',
      targetLanguage: 'french',
      isFlagged: false,
      citation: 'none',
      textType: 'gutenburg',
      knowledgeType: 'vocabulary',
      user: admin._id,
    };
    const put = await api.put(`/api/questions/${id}`, full, admin.token);
    expectOk(put);
    expectQuestion(put.body);
    expect(put.body).toMatchObject({ question: 'Le ___ dort.', level: 4, weight: 2, textType: 'gutenburg' });
    const bad = await api.put(`/api/questions/${id}`, { ...full, level: 'eleven', question: 'Changed?' }, admin.token);
    expectError(bad, 400);
    expect((await api.get(`/api/questions/${id}`)).body.question).toBe('Le ___ dort.');
    expectError(await api.get(`/api/questions/${unknownId}`), 404);
    expectError(await api.put(`/api/questions/${unknownId}`, { ...full, _id: unknownId }, admin.token), 404);
    expectOk(await api.del(`/api/questions/${id}`, admin.token));
    expectError(await api.get(`/api/questions/${id}`), 404);
    expectError(await api.del(`/api/questions/${unknownId}`, admin.token), 404);
  });

  it('GET /api/questions/filter/?keyword=&pageNumber= with empty filters answers questions, page, pages', async () => {
    const res = await api.get(
      '/api/questions/filter/?keyword=&pageNumber=&level=&userLanguage=&targetLanguage=&textType=&questionType=',
      admin.token,
    );
    expectOk(res);
    expectList(res.body, 'questions');
    expect(res.body.questions.length).toBeGreaterThanOrEqual(4);
    expectQuestion(res.body.questions[0]);
    const filtered = await api.get(
      '/api/questions/filter/?keyword=chien&pageNumber=1&targetLanguage=french',
      admin.token,
    );
    expect(filtered.body.questions.map((q: any) => q.question)).toEqual(['Animal chien']);
    for (const odd of ['(', '*', '[a-', '%5C', 'a+b?']) {
      const res = await api.get(`/api/questions/filter/?keyword=${odd}&pageNumber=`, admin.token);
      expect([odd, res.status]).toEqual([odd, 200]);
    }
    const far = await api.get('/api/questions/filter/?keyword=&pageNumber=99', admin.token);
    expect(far.body).toMatchObject({ questions: [], page: 99 });
  });

  it('PUT /api/questions/flag/{id} with an empty body toggles isFlagged', async () => {
    const before = (await api.get(`/api/questions/${ids[3]}`)).body.isFlagged;
    const res = await api.put(`/api/questions/flag/${ids[3]}`, {}, admin.token);
    expectOk(res);
    expect((await api.get(`/api/questions/${ids[3]}`)).body.isFlagged).toBe(!before);
    expectOk(await api.call('PUT', `/api/questions/flag/${ids[3]}`, { token: admin.token }));
    expect((await api.get(`/api/questions/${ids[3]}`)).body.isFlagged).toBe(before);
    expectError(await api.put(`/api/questions/flag/${unknownId}`, {}, admin.token), 404);
  });

  it('PUT /api/questions/flag/{id} by a learner flags it for them; a quorum of learners flags it for everyone', async () => {
    const [me, second, third] = [await user('Gil'), await user('Gwen'), await user('Guy')];
    const id = (await api.post('/api/questions', {}, admin.token)).body._id;
    expectError(await api.put(`/api/questions/flag/${id}`, {}), 401, 'Not authorized, no token');
    expect((await api.put(`/api/questions/flag/${id}`, {}, me.token)).body.isFlagged).toBe(true);
    expect((await api.get(`/api/questions/${id}`)).body.isFlagged).toBe(false);
    expect((await api.put(`/api/questions/flag/${id}`, {}, second.token)).body.isFlagged).toBe(true);
    expect((await api.get(`/api/questions/${id}`)).body.isFlagged).toBe(false);
    expect((await api.put(`/api/questions/flag/${id}`, {}, third.token)).body.isFlagged).toBe(true);
    expect((await api.get(`/api/questions/${id}`)).body.isFlagged).toBe(true);
    expect((await api.put(`/api/questions/flag/${id}`, {}, admin.token)).body.isFlagged).toBe(false);
  });

  it('reads a level, weight and red flag sent as the strings of select boxes', async () => {
    const id = (await api.post('/api/questions', {}, admin.token)).body._id;
    const put = await api.put(`/api/questions/${id}`, { level: '7', weight: '3', isFlagged: 'false' }, admin.token);
    expectOk(put);
    expect(put.body).toMatchObject({ level: 7, weight: 3, isFlagged: false });
    expectError(await api.put(`/api/questions/${id}`, { level: '' }, admin.token), 400);
    expectError(await api.put(`/api/questions/${id}`, { isFlagged: 'perhaps' }, admin.token), 400);
  });
});

describe('SPEC §7 Flags', () => {
  it('POST /api/flags and GET /api/flags/allflags/?keyword=&pageNumber= with the filter params', async () => {
    const me = await user('Hal');
    const body = {
      question: ids[0],
      inappropriate: false,
      incorrect: true,
      wrongAnswer: false,
      offensive: false,
      weird: true,
      comment: 'Odd wording',
    };
    expectError(await api.post('/api/flags', body), 401, 'Not authorized, no token');
    const raised = await api.post('/api/flags', body, me.token);
    expectOk(raised, 201);
    expectError(await api.post('/api/flags', { ...body, question: unknownId }, me.token), 404);
    expectError(await api.post('/api/flags', { ...body, weird: 'very' }, me.token), 400);
    const params =
      'keyword=&pageNumber=&level=&userLanguage=&targetLanguage=&textType=&questionType=' +
      '&inappropriate=&offensive=&wrongAnswer=&incorrect=&weird=';
    const res = await api.get(`/api/flags/allflags/?${params}`, admin.token);
    expectOk(res);
    expectList(res.body, 'flags');
    const flag = res.body.flags.find((f: any) => f.comment === 'Odd wording');
    expect(
      missing(flag, ['question', 'inappropriate', 'incorrect', 'wrongAnswer', 'offensive', 'weird', 'comment']),
    ).toEqual([]);
    expect(flag.userData).toEqual({ name: 'Hal', email: me.email });
    expect(flag.questionData).toMatchObject({ question: 'Animal chat', _id: ids[0] });
    expect(typeof flag.questionData.isFlagged).toBe('boolean');
    const weird = await api.get('/api/flags/allflags/?keyword=&pageNumber=1&weird=yes&incorrect=true', admin.token);
    expect(weird.body.flags.length).toBeGreaterThanOrEqual(1);
    const none = await api.get('/api/flags/allflags/?keyword=&pageNumber=1&offensive=yes', admin.token);
    expect(none.body.flags).toEqual([]);
  });
});

describe('SPEC §7 Notebooks', () => {
  let me: any;
  let entry: any;
  beforeAll(async () => {
    me = await user('Ivy');
  });

  it('POST /api/notebooks takes the notebook entry fields', async () => {
    const q = (await api.get(`/api/questions/${ids[0]}`)).body;
    const { _id, user: _u, ...fields } = q;
    const body = {
      ...fields,
      note: 'a cat',
      hint: 'c...',
      collectionName: 'pets',
      priority: 1,
      source: 'Lëbe',
      questionId: _id,
      user: me._id,
    };
    const res = await api.post('/api/notebooks', body, me.token);
    expectOk(res, 201);
    expect(missing(res.body, notebookFields)).toEqual([]);
    expect(res.body).toMatchObject({ note: 'a cat', priority: 1, questionId: ids[0], user: me._id });
    entry = res.body;
    expectError(await api.post('/api/notebooks', { ...body, questionId: unknownId }, me.token), 404);
    const blankPriority = await api.post('/api/notebooks', { questionId: ids[3], priority: '' }, me.token);
    expectOk(blankPriority, 201);
    expect(blankPriority.body.priority).toBe(1);
    expectOk(await api.del(`/api/notebooks/${blankPriority.body._id}`, me.token));
  });

  it('GET /api/notebooks/mynotes/?keyword=&pageNumber= with filter params and user id', async () => {
    const res = await api.get(
      `/api/notebooks/mynotes/?keyword=&pageNumber=&level=&targetLanguage=&questionType=&textType=&user=${me._id}`,
      me.token,
    );
    expectOk(res);
    expect(missing(res.body, ['page', 'pages'])).toEqual([]);
    expect(res.body.page).toBe(1);
    // §3 names list results `questions`; the notebook screen reads `notebooks`: both carry the entries.
    const items = res.body.questions;
    expect(res.body.notebooks).toEqual(items);
    expect(items).toHaveLength(1);
    expect(missing(items[0], notebookFields)).toEqual([]);
  });

  it('GET /api/notebooks/module/ with level and GET /api/notebooks/levels/', async () => {
    expectOk(await api.get('/api/notebooks/module/?level=1', me.token));
    expectOk(await api.get('/api/notebooks/module/', me.token));
    const all = await api.get('/api/notebooks/module/?level=0', me.token);
    expectOk(all);
    expect(all.body.questions.map((n: any) => n._id)).toEqual([entry._id]);
    expect(missing(all.body.questions[0], notebookFields)).toEqual([]);
    const levels = await api.get('/api/notebooks/levels/', me.token);
    expectOk(levels);
    expect(JSON.stringify(levels.body)).toContain('1');
  });

  it('GET and PUT /api/notebooks/{id}', async () => {
    const got = await api.get(`/api/notebooks/${entry._id}`, me.token);
    expectOk(got);
    expect(missing(got.body, notebookFields)).toEqual([]);
    const { question, answers, category, level, questionType, userLanguage, targetLanguage, isFlagged } = got.body;
    const { citation, textType, source, priority, questionId } = got.body;
    const put = await api.put(
      `/api/notebooks/${entry._id}`,
      {
        question,
        answers,
        category,
        level,
        questionType,
        userLanguage,
        targetLanguage,
        isFlagged,
        citation,
        textType,
        note: 'the cat',
        hint: 'ch...',
        source,
        priority,
        questionId,
      },
      me.token,
    );
    expectOk(put);
    expect(put.body).toMatchObject({ note: 'the cat', hint: 'ch...' });
    expectError(await api.put(`/api/notebooks/${entry._id}`, { level: 'top', note: 'no' }, me.token), 400);
    expect((await api.get(`/api/notebooks/${entry._id}`, me.token)).body.note).toBe('the cat');
    expectError(await api.get(`/api/notebooks/${unknownId}`, me.token), 404);
  });

  it('DELETE /api/notebooks/{id} and DELETE /api/notebooks/delete/notebooksbulk with {notebooks:[ids]}', async () => {
    const a = (await api.post('/api/notebooks', { questionId: ids[1] }, me.token)).body._id;
    const b = (await api.post('/api/notebooks', { questionId: ids[2] }, me.token)).body._id;
    expectOk(await api.del(`/api/notebooks/${entry._id}`, me.token));
    expectError(await api.del(`/api/notebooks/${entry._id}`, me.token), 404);
    expectError(await api.del('/api/notebooks/delete/notebooksbulk', me.token, { notebooks: 'all' }), 400);
    expectOk(await api.del('/api/notebooks/delete/notebooksbulk', me.token, { notebooks: [a, b] }));
    const after = (await api.get('/api/notebooks/mynotes/?keyword=&pageNumber=', me.token)).body;
    expect(after.questions).toEqual([]);
  });
});

describe('SPEC §7 My questions, classrooms and followers', () => {
  let teacher: any;
  let student: any;
  let room: { id: string; classroomCode: string; keycode: string };
  let mine: string;
  beforeAll(async () => {
    teacher = await user('Jo');
    student = await user('Kim');
  });

  it('POST /api/classrooms with the printed fields; GET /api/classrooms/myclassrooms', async () => {
    const classroomCode = `SPEC${Date.now()}`;
    const body = {
      classroomCode,
      name: 'French A',
      teacher: 'Mme Jo',
      description: 'Beginners',
      base_language: 'english',
      target_language: 'english',
      password: 'sesame',
    };
    const res = await api.post('/api/classrooms', body, teacher.token);
    expectOk(res, 201);
    expect(res.body).toMatchObject({ classroomCode, name: 'French A', teacher: 'Mme Jo', description: 'Beginners' });
    expect(res.body).not.toHaveProperty('password');
    room = { id: res.body._id, classroomCode, keycode: 'sesame' };
    expectError(await api.post('/api/classrooms', body, teacher.token), 409);
    expectError(await api.post('/api/classrooms', { name: 'No code' }, teacher.token), 400);
    const list = await api.get('/api/classrooms/myclassrooms', teacher.token);
    expectOk(list);
    expectList(list.body, 'classrooms');
    expect(list.body.classrooms.map((c: any) => c._id)).toEqual([room.id]);
  });

  it('GET and PUT /api/classrooms/{id}', async () => {
    const got = await api.get(`/api/classrooms/${room.id}`, teacher.token);
    expectOk(got);
    expect(missing(got.body, ['_id', 'classroomCode', 'name', 'teacher', 'description'])).toEqual([]);
    const put = await api.put(
      `/api/classrooms/${room.id}`,
      {
        _id: room.id,
        classroomCode: room.classroomCode,
        name: 'French A1',
        description: 'Beginners',
        teacher: 'Mme Jo',
        password: '',
      },
      teacher.token,
    );
    expectOk(put);
    expect(put.body).toMatchObject({ name: 'French A1' });
    expectError(await api.get(`/api/classrooms/${unknownId}`, teacher.token), 404);
  });

  it('POST /api/classrooms/classlogin (no token) returns _id, title, teacher, description', async () => {
    const res = await api.post('/api/classrooms/classlogin', { classroomCode: room.classroomCode, password: 'sesame' });
    expectOk(res);
    expect(res.body).toMatchObject({ _id: room.id, title: 'French A1', teacher: 'Mme Jo', description: 'Beginners' });
    expectError(
      await api.post('/api/classrooms/classlogin', { classroomCode: room.classroomCode, password: 'no' }),
      401,
    );
  });

  it('POST /api/followers with classroom and studentName; GET myfollowedclassrooms and mystudents', async () => {
    const login = await api.post('/api/classrooms/classlogin', {
      classroomCode: room.classroomCode,
      password: 'sesame',
    });
    // The spec's body; the login's proof travels in the cookie the login set, as a browser sends it back.
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const joined = await api.call('POST', '/api/followers', {
      token: student.token,
      body: { classroom: room.id, studentName: 'Kimmy' },
      headers: { cookie },
    });
    expectOk(joined, 201);
    const followed = await api.get('/api/followers/myfollowedclassrooms', student.token);
    expectOk(followed);
    const f = followed.body[0];
    expect(missing(f, ['_id', 'classroom', 'studentName', 'student'])).toEqual([]);
    expect(f.studentName).toBe('Kimmy');
    expect(f.student.name).toBe('Kim');
    expect(f.classroom._id).toBe(room.id);
    const students = await api.get(`/api/followers/mystudents?classroom=${room.id}`, teacher.token);
    expectOk(students);
    expect(students.body.map((s: any) => [s.studentName, s.student.name])).toEqual([['Kimmy', 'Kim']]);
    expectError(await api.get(`/api/followers/mystudents?classroom=${unknownId}`, teacher.token), 404);
  });

  it('POST /api/myquestions (empty body); GET /api/myquestions/?keyword=&pageNumber= with user', async () => {
    const created = await api.post('/api/myquestions', {}, teacher.token);
    expectOk(created, 201);
    expectQuestion(created.body);
    mine = created.body._id;
    const list = await api.get(`/api/myquestions/?keyword=&pageNumber=&user=${teacher._id}`, teacher.token);
    expectOk(list);
    expectList(list.body, 'questions');
    expect(list.body.questions.map((q: any) => q._id)).toEqual([mine]);
    expectQuestion(list.body.questions[0]);
  });

  it('GET /api/myquestions/details/{id} without a token; PUT with the printed fields', async () => {
    const got = await api.get(`/api/myquestions/details/${mine}`);
    expectOk(got);
    expectQuestion(got.body);
    const { _id, user: editor, answers, category, weight, fullQuestion, userLanguage, targetLanguage } = got.body;
    const put = await api.put(
      `/api/myquestions/details/${mine}`,
      {
        user: editor,
        _id,
        question: 'Le chien ___.',
        answers: [...answers, { text: 'aboie', isCorrect: true }],
        category,
        level: 2,
        weight,
        fullQuestion,
        questionType: 'multiple_choice',
        userLanguage,
        targetLanguage,
        isFlagged: false,
        citation: 'me',
      },
      teacher.token,
    );
    expectOk(put);
    expect(put.body).toMatchObject({ question: 'Le chien ___.', level: 2, citation: 'me' });
    expectError(await api.put(`/api/myquestions/details/${mine}`, { question: 'x' }, student.token), 403);
    expectError(await api.get(`/api/myquestions/details/${unknownId}`), 404);
  });

  it('PUT /api/myquestions/addclassroom; classroomquestions, module and levels of the classroom', async () => {
    const added = await api.put(
      '/api/myquestions/addclassroom',
      { classroom: room.id, questions: [mine] },
      teacher.token,
    );
    expectOk(added);
    const listed = await api.get(`/api/myquestions/classroomquestions/${room.id}?keyword=&pageNumber=`, teacher.token);
    expectOk(listed);
    expectList(listed.body, 'questions');
    expect(listed.body.questions.map((q: any) => q._id)).toEqual([mine]);
    const levels = await api.get(`/api/myquestions/levels/${room.id}`, student.token);
    expectOk(levels);
    expect(JSON.stringify(levels.body)).toContain('2');
    const practice = await api.get(`/api/myquestions/module/${room.id}?level=2`, student.token);
    expectOk(practice);
    expect(practice.body).toMatchObject({ _id: mine, question: 'Le chien ___.', level: 2 });
    expectQuestion(practice.body);
    expectQuestion(listed.body.questions[0]);
  });

  it('classroom dashboards: POST /api/mydashboards and its counts with query id', async () => {
    const answer = { answer: 'aboie', question: mine, score: 'correct', pointscore: 1, classroom: room.id };
    expectOk(await api.post('/api/mydashboards', answer, student.token), 201);
    const questions = await api.get(`/api/mydashboards/questioncount?id=${room.id}`, student.token);
    expect(questions.body).toMatchObject({ questionCount: 1 });
    const answers = await api.get(`/api/mydashboards/answercount?id=${room.id}`, student.token);
    expect(answers.body).toMatchObject({ answerCount: 1 });
    const accuracy = await api.get(`/api/mydashboards/overallaccuracy?id=${room.id}`, student.token);
    expect(accuracy.body.donutData.find((d: any) => d.label === 'correct')).toMatchObject({ value: 1 });
  });

  it('PUT /api/myquestions/removeclassroom and DELETE /api/myquestions/deletemyquestions', async () => {
    const removed = await api.put(
      '/api/myquestions/removeclassroom',
      { classroom: room.id, questions: [mine] },
      teacher.token,
    );
    expectOk(removed);
    const listed = await api.get(`/api/myquestions/classroomquestions/${room.id}?keyword=&pageNumber=`, teacher.token);
    expect(listed.body.questions).toEqual([]);
    const other = (await api.post('/api/myquestions', {}, teacher.token)).body._id;
    expectError(await api.del('/api/myquestions/deletemyquestions', teacher.token, { questions: 'x' }), 400);
    expectOk(await api.del('/api/myquestions/deletemyquestions', teacher.token, { questions: [mine] }));
    expectError(await api.get(`/api/myquestions/details/${mine}`), 404);
    expectOk(await api.del(`/api/myquestions/details/${other}`, teacher.token));
    expectError(await api.del(`/api/myquestions/details/${other}`, teacher.token), 404);
  });

  it('DELETE /api/followers/{id} and DELETE /api/classrooms/{id}', async () => {
    const followed = (await api.get('/api/followers/myfollowedclassrooms', student.token)).body;
    expectOk(await api.del(`/api/followers/${followed[0]._id}`, student.token));
    expect((await api.get('/api/followers/myfollowedclassrooms', student.token)).body).toEqual([]);
    expectError(await api.del(`/api/followers/${unknownId}`, student.token), 404);
    expectOk(await api.del(`/api/classrooms/${room.id}`, teacher.token));
    expectError(await api.get(`/api/classrooms/${room.id}`, teacher.token), 404);
    const other = await createClassroom(api, teacher.token);
    expect((await joinClassroom(api, student.token, other)).status).toBe(201);
  });
});

describe('SPEC §7 Dashboards', () => {
  let me: any;
  beforeAll(async () => {
    me = await user('Lou');
  });

  it('POST /api/dashboards takes answer, question, score, pointscore', async () => {
    const answers = [
      { answer: 'chat', question: ids[0], score: 'correct', pointscore: 1 },
      { answer: 'x', question: ids[1], score: 'incorrect', pointscore: 0 },
      { answer: 'oi', question: ids[2], score: 'partial', pointscore: 0.5 },
    ];
    for (const a of answers) expectOk(await api.post('/api/dashboards', a, me.token), 201);
    expectError(await api.post('/api/dashboards', { ...answers[0], score: 'great' }, me.token), 400);
    expectError(await api.post('/api/dashboards', { ...answers[0], question: unknownId }, me.token), 404);
  });

  it('GET the global figures with the §3 Dashboard data field names', async () => {
    const get = async (name: string) => {
      const res = await api.get(`/api/dashboards/${name}`, me.token);
      expectOk(res);
      return res.body;
    };
    expect((await get('globalstudentheatmap')).heatmapData[0].points[0]).toMatchObject({ x: 1, y: 2 });
    expect(await get('globalstudentquestioncount')).toMatchObject({ questionCount: 3, vocabCount: 3 });
    expect(await get('globalstudentanswercount')).toMatchObject({ answerCount: 3 });
    const donut = await get('globalstudentoverallaccuracy');
    expect(donut.donutData.find((d: any) => d.label === 'correct')).toMatchObject({ value: 1 });
    expect(donut.totalCount).toBe(3);
    expect(Array.isArray((await get('globalstudenttimeseries')).timeSeriesData)).toBe(true);
    expect(Array.isArray((await get('globalstudentbarchart')).barChartData)).toBe(true);
  });

  it('GET the per-language figures with query language', async () => {
    const get = async (name: string) => {
      const res = await api.get(`/api/dashboards/${name}?language=french`, me.token);
      expectOk(res);
      return res.body;
    };
    expect(await get('languagestudentquestioncount')).toMatchObject({ questionCount: 3, vocabCount: 3 });
    expect(await get('languagestudentanswercount')).toMatchObject({ answerCount: 3 });
    const capitalised = await api.get('/api/dashboards/languagestudentanswercount?language=French', me.token);
    expect(capitalised.body).toMatchObject({ answerCount: 3 });
    expect((await get('languagestudentoverallaccuracy')).donutData).toHaveLength(3);
    expect(Array.isArray((await get('languagestudentaccuracybarchart')).barChartData)).toBe(true);
    const tricky = (await get('languagestudenttrickywords')).trickyWords;
    expect(tricky.length).toBeGreaterThan(0);
    expect(tricky[0]).toHaveProperty('group');
    expect(Array.isArray((await get('languagestudentheatmap')).heatmapData)).toBe(true);
    expect(await get('languagestudentlebescore')).toHaveProperty('lebeScore');
    const mean = await get('languagestudentmeanscorebarchart');
    expect(mean.barChartData[0]).toMatchObject({ x: 1 });
    expect(mean.barChartData.every((p: any) => p.y >= 0 && p.y <= 1)).toBe(true);
    expectError(await api.get('/api/dashboards/languagestudentquestioncount?language=klingon', me.token), 400);
  });

  it('DELETE /api/dashboards/delete removes all the user’s dashboard data', async () => {
    expectOk(await api.del('/api/dashboards/delete', me.token));
    const count = await api.get('/api/dashboards/globalstudentanswercount', me.token);
    expect(count.body).toMatchObject({ answerCount: 0 });
  });
});

describe('SPEC §8 unknown ids and bad bodies', () => {
  it('answers 404 with a message for every call naming an unknown id', async () => {
    const me = await user('Max');
    const calls: [string, string, string, object?][] = [
      ['GET', `/api/users/${unknownId}`, admin.token],
      ['PUT', `/api/users/${unknownId}`, admin.token, { name: 'N', email: 'n@example.com', isAdmin: false }],
      ['GET', `/api/questions/${unknownId}`, me.token],
      ['PUT', `/api/questions/flag/${unknownId}`, me.token, {}],
      ['DELETE', `/api/questions/${unknownId}`, admin.token],
      ['GET', `/api/notebooks/${unknownId}`, me.token],
      ['PUT', `/api/notebooks/${unknownId}`, me.token, { note: 'n' }],
      ['DELETE', `/api/notebooks/${unknownId}`, me.token],
      ['DELETE', '/api/notebooks/delete/notebooksbulk', me.token, { notebooks: [unknownId] }],
      ['GET', `/api/myquestions/details/${unknownId}`, ''],
      ['PUT', `/api/myquestions/details/${unknownId}`, me.token, { question: 'q' }],
      ['DELETE', `/api/myquestions/details/${unknownId}`, me.token],
      ['DELETE', '/api/myquestions/deletemyquestions', me.token, { questions: [unknownId] }],
      ['GET', `/api/myquestions/module/${unknownId}`, me.token],
      ['GET', `/api/myquestions/levels/${unknownId}`, me.token],
      ['GET', `/api/myquestions/classroomquestions/${unknownId}?keyword=&pageNumber=`, me.token],
      ['PUT', '/api/myquestions/addclassroom', me.token, { classroom: unknownId, questions: [unknownId] }],
      ['GET', `/api/classrooms/${unknownId}`, me.token],
      ['PUT', `/api/classrooms/${unknownId}`, me.token, { name: 'x' }],
      ['DELETE', `/api/classrooms/${unknownId}`, me.token],
      ['POST', '/api/followers', me.token, { classroom: unknownId, studentName: 'x' }],
      ['DELETE', `/api/followers/${unknownId}`, me.token],
      ['POST', '/api/flags', me.token, { question: unknownId }],
      ['POST', '/api/notebooks', me.token, { questionId: unknownId }],
      ['POST', '/api/dashboards', me.token, { answer: 'a', question: unknownId, score: 'correct', pointscore: 1 }],
    ];
    for (const [method, path, token, body] of calls) {
      const res = await api.call(method, path, { token: token || undefined, body });
      expect([method, path, res.status, typeof res.body?.message]).toEqual([method, path, 404, 'string']);
    }
  });

  it('answers 400 with a message for bad bodies, and writes nothing', async () => {
    const me = await user('Ned');
    const before = (await api.get(`/api/users/${me._id}`, me.token)).body;
    const calls: [string, string, object][] = [
      ['PUT', '/api/users/profile', { name: '', email: 'not-an-email' }],
      ['PUT', `/api/users/${me._id}/levels`, { language: 'french', level: 11 }],
      ['POST', '/api/flags', { question: ids[0], comment: 42 }],
      ['POST', '/api/notebooks', { questionId: ids[0], level: 'x' }],
      ['POST', '/api/classrooms', { classroomCode: '', name: 'x', teacher: 'y', password: 'z' }],
      ['POST', '/api/dashboards', { answer: 'a', question: ids[0], score: 'correct', pointscore: 'lots' }],
      ['DELETE', '/api/notebooks/delete/notebooksbulk', { notebooks: [] }],
      ['DELETE', '/api/myquestions/deletemyquestions', { questions: [] }],
      ['PUT', '/api/myquestions/addclassroom', { classroom: '', questions: [] }],
    ];
    for (const [method, path, body] of calls) {
      const res = await api.call(method, path, { token: me.token, body });
      expect([method, path, res.status, typeof res.body?.message]).toEqual([method, path, 400, 'string']);
    }
    expect((await api.get(`/api/users/${me._id}`, me.token)).body).toEqual(before);
    expect((await api.get('/api/notebooks/mynotes/?keyword=&pageNumber=', me.token)).body.questions).toEqual([]);
    expect((await api.get('/api/classrooms/myclassrooms', me.token)).body.classrooms).toEqual([]);
    expect((await api.get('/api/dashboards/globalstudentanswercount', me.token)).body.answerCount).toBe(0);
  });
});
