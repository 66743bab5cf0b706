import { beforeAll, describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { createClassroom, joinClassroom, quizBody, registerUser } from '@lebe/testing/classrooms';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { eventually } from '@lebe/testing/regrade-class';

/** Issue 38 item 2: quizzes as assessments: drafts edited before they are assigned, tests handed in. */
const { server, api } = useTestServer();
let bank: string[];
type User = Awaited<ReturnType<typeof registerUser>>;
const words = ['rouge', 'bleu', 'vert', 'jaune', 'noir'];

beforeAll(async () => {
  bank = await seedQuestions(
    server,
    words.map((w) => multipleChoice(w, w.toUpperCase(), ['faux', 'autre'], { targetLanguage: 'spanish', level: 1 })),
  );
});

async function classWith(...names: string[]) {
  const teacher = await registerUser(api, 'Teacher');
  const room = await createClassroom(api, teacher.token);
  const students: User[] = [];
  for (const name of names) {
    const user = await registerUser(api, name);
    expect((await joinClassroom(api, user.token, room, name)).status).toBe(201);
    students.push(user);
  }
  return { teacher, room, students };
}

/** A question of the teacher's own (typed: one accepted answer). */
async function ownQuestion(teacher: User, question: string, answer: string) {
  const created = await api.post('/api/myquestions', undefined, teacher.token);
  const body = {
    question,
    level: 1,
    questionType: 'translation',
    answers: [{ text: answer, isCorrect: true, variants: [`${answer}!`] }],
  };
  const edited = await api.put(`/api/myquestions/details/${created.body._id}`, body, teacher.token);
  expect(edited.status).toBe(200);
  return created.body._id as string;
}

const ids = (quiz: { questions: { _id: string }[] }) => quiz.questions.map((q) => q._id);
const answerIn = (token: string, classroom: string, quiz: string, question: string, answer: string) =>
  api.post('/api/mydashboards', { question, answer, classroom, quiz }, token);

describe('draft quizzes (issue 38 item 2)', () => {
  it('keeps a draft from students while its teacher adds, removes and swaps, then assigns it', async () => {
    const { teacher, room, students } = await classWith('Ana');
    const [ana] = students;
    const mine = [await ownQuestion(teacher, 'hello', 'hola'), await ownQuestion(teacher, 'bye', 'adiós')];
    const spare = await ownQuestion(teacher, 'thanks', 'gracias');
    const draft = await api.post(
      '/api/quizzes',
      quizBody(room.id, { questions: mine, draft: true, dueAt: new Date(Date.now() + 86_400_000).toISOString() }),
      teacher.token,
    );
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ draft: true, status: 'draft', mode: 'practice', source: 'chosen', version: 1 });
    const id = draft.body._id as string;

    // Invisible to students: not listed, 404 to open or report, its answers refused.
    expect((await api.get(`/api/quizzes?classroom=${room.id}`, ana.token)).body.quizzes).toEqual([]);
    expect((await api.get(`/api/quizzes/${id}`, ana.token)).status).toBe(404);
    expect((await answerIn(ana.token, room.id, id, mine[0], 'hola')).status).toBe(404);
    expect((await api.post(`/api/quizzes/${id}/submit`, {}, ana.token)).status).toBe(404);
    expect((await api.get(`/api/quizzes?classroom=${room.id}`, teacher.token)).body.quizzes).toEqual([
      expect.objectContaining({ _id: id, draft: true, status: 'draft' }),
    ]);

    // Neither a student acting as teacher nor another teacher changes it.
    const other = await registerUser(api, 'Olga');
    for (const who of [ana, other]) {
      expect((await api.post(`/api/quizzes/${id}/questions`, { question: bank[0] }, who.token)).status).toBe(403);
      expect((await api.del(`/api/quizzes/${id}/questions/${mine[0]}`, who.token)).status).toBe(403);
      expect((await api.put(`/api/quizzes/${id}/questions/${mine[0]}`, {}, who.token)).status).toBe(403);
      expect((await api.post(`/api/quizzes/${id}/assign`, {}, who.token)).status).toBe(403);
      expect((await api.get(`/api/quizzes/${id}/report`, who.token)).status).toBe(403);
    }
    // Bad input names its field and writes nothing.
    const bad = await api.post(`/api/quizzes/${id}/questions`, { question: 42 }, teacher.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/question/i);
    expect((await api.get(`/api/quizzes/${id}`, teacher.token)).body.version).toBe(1);

    // Added (a bank question), removed, and a hand-picked swap draws the teacher's own spare, not the bank.
    const added = await api.post(`/api/quizzes/${id}/questions`, { question: bank[0] }, teacher.token);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ version: 2, count: 3 });
    expect(ids(added.body)).toEqual([...mine, bank[0]]);
    const removed = await api.del(`/api/quizzes/${id}/questions/${bank[0]}`, teacher.token);
    expect(removed.status).toBe(200);
    expect(ids(removed.body)).toEqual(mine);
    const swapped = await api.put(`/api/quizzes/${id}/questions/${mine[1]}`, {}, teacher.token);
    expect(swapped.status).toBe(200);
    expect(ids(swapped.body)).toEqual([mine[0], spare]);
    const back = await api.put(`/api/quizzes/${id}/questions/${spare}`, {}, teacher.token);
    expect(ids(back.body)).toEqual(mine);
    const drawn = await api.post(`/api/quizzes/${id}/questions`, {}, teacher.token);
    expect(ids(drawn.body)).toEqual([...mine, spare]);
    // Nothing of the teacher's or the class's is left to swap in: said, not filled from the bank.
    const none = await api.put(`/api/quizzes/${id}/questions/${spare}`, {}, teacher.token);
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/no other question/i);

    const assigned = await api.post(`/api/quizzes/${id}/assign`, {}, teacher.token);
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ draft: false, status: 'open', dueAt: draft.body.dueAt });
    expect((await api.get(`/api/quizzes?classroom=${room.id}`, ana.token)).body.quizzes).toEqual([
      expect.objectContaining({ _id: id, progress: 'not started' }),
    ]);
    expect((await answerIn(ana.token, room.id, id, spare, 'gracias')).status).toBe(201);
    // Once assigned, its list is no longer added to or cut.
    expect((await api.post(`/api/quizzes/${id}/questions`, { question: bank[1] }, teacher.token)).status).toBe(409);
    expect((await api.del(`/api/quizzes/${id}/questions/${spare}`, teacher.token)).status).toBe(409);
  });

  it('swaps in a drawn draft from the bank by its criteria, and refuses bad input without writing', async () => {
    const { teacher, room } = await classWith();
    const draft = (await api.post('/api/quizzes', quizBody(room.id, { draft: true }), teacher.token)).body;
    expect(draft.source).toBe('drawn');
    const drawn = await api.post(`/api/quizzes/${draft._id}/questions`, {}, teacher.token);
    expect(drawn.body.questions).toHaveLength(3);
    for (const q of drawn.body.questions) expect(bank).toContain(q._id);
    for (const body of [{ mode: 'exam' }, { draft: 'yes' }]) {
      const refused = await api.post('/api/quizzes', quizBody(room.id, body), teacher.token);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(Object.keys(body)[0] === 'mode' ? /mode|practice/i : /draft|true|boolean/i);
    }
    expect((await api.get(`/api/quizzes?classroom=${room.id}`, teacher.token)).body.quizzes).toHaveLength(1);
  });
});

describe('tests (issue 38 item 2)', () => {
  it('hides the key and the marks until the student hands the test in; the teacher sees the grid', async () => {
    const { teacher, room, students } = await classWith('Bea', 'Cal', 'Dee');
    const [bea, cal] = students;
    const typed = await ownQuestion(teacher, 'cat', 'gato');
    const chosen = [bank[1], bank[2], typed];
    const quiz = (await api.post('/api/quizzes', quizBody(room.id, { questions: chosen, mode: 'test' }), teacher.token))
      .body;
    expect(quiz.mode).toBe('test');

    const seen = await api.get(`/api/quizzes/${quiz._id}`, bea.token);
    expect(seen.status).toBe(200);
    expect(seen.body).not.toHaveProperty('score');
    const text = JSON.stringify(seen.body.questions);
    expect(text).not.toMatch(/isCorrect|variants|gato/);
    const choice = seen.body.questions.find((q: { _id: string }) => q._id === bank[1]);
    expect(choice.answerBy).toBe('choice');
    expect(choice.answers.map((a: { text: string }) => a.text).sort()).toEqual(['BLEU', 'autre', 'faux']);
    expect(seen.body.questions.find((q: { _id: string }) => q._id === typed)).toMatchObject({
      answerBy: 'typing',
      answers: [],
    });

    // Answers are taken without a word on whether they are right.
    const reply = await answerIn(bea.token, room.id, quiz._id, bank[1], 'BLEU');
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ quiz: quiz._id, question: bank[1], answer: 'BLEU' });
    for (const key of ['score', 'pointscore', 'correctAnswer']) expect(reply.body).not.toHaveProperty(key);
    expect((await answerIn(bea.token, room.id, quiz._id, bank[2], 'faux')).status).toBe(201);
    const listed = (await api.get(`/api/quizzes?classroom=${room.id}`, bea.token)).body.quizzes[0];
    expect(listed).toMatchObject({ answered: 2, submitted: false });
    expect(listed).not.toHaveProperty('score');
    const early = (await api.get(`/api/quizzes/${quiz._id}`, bea.token)).body;
    expect(early).toMatchObject({ submitted: false, answered: 2 });
    expect(early.givenAnswers).toEqual([
      { question: bank[1], answer: 'BLEU' },
      { question: bank[2], answer: 'faux' },
    ]);
    expect(JSON.stringify(early)).not.toMatch(/correctAnswers|"right"|"wrong"|"score"/);
    expect((await api.get(`/api/quizzes/${quiz._id}/report`, bea.token)).status).toBe(403);

    // Only a student hands in; then their score and each question's key, and no more answers.
    expect((await api.post(`/api/quizzes/${quiz._id}/submit`, {}, teacher.token)).status).toBe(403);
    const handed = await api.post(`/api/quizzes/${quiz._id}/submit`, {}, bea.token);
    expect(handed.status).toBe(200);
    expect(handed.body).toMatchObject({ submitted: true, answered: 2, total: 3 });
    expect(handed.body.score).toBeCloseTo(33.33, 2);
    expect(handed.body.results).toEqual([
      { question: { _id: bank[1], question: 'bleu' }, answer: 'BLEU', result: 'right', correctAnswers: ['BLEU'] },
      { question: { _id: bank[2], question: 'vert' }, answer: 'faux', result: 'wrong', correctAnswers: ['VERT'] },
      { question: { _id: typed, question: 'cat' }, answer: null, result: 'not answered', correctAnswers: ['gato'] },
    ]);
    const after = await answerIn(bea.token, room.id, quiz._id, typed, 'gato');
    expect(after.status).toBe(403);
    expect(after.body.message).toMatch(/handed/);
    expect((await api.post(`/api/quizzes/${quiz._id}/submit`, {}, bea.token)).body.answered).toBe(2);
    const own = (await api.get(`/api/quizzes/${quiz._id}`, bea.token)).body;
    expect(own).toMatchObject({ submitted: true, results: handed.body.results });
    expect(own.questions[0].answers).toContainEqual({ text: 'BLEU', isCorrect: true });

    // Cal answers one; the teacher's grid has each learner × question.
    await answerIn(cal.token, room.id, quiz._id, typed, 'perro');
    const report = await api.get(`/api/quizzes/${quiz._id}/report`, teacher.token);
    expect(report.body.columns.map((c: { _id: string }) => c._id)).toEqual(chosen);
    const row = (name: string) => report.body.students.find((s: { studentName: string }) => s.studentName === name);
    expect(row('Bea')).toMatchObject({ submitted: true });
    expect(row('Bea').cells.map((c: { result: string }) => c.result)).toEqual(['right', 'wrong', 'not answered']);
    expect(row('Bea').cells[1]).toEqual({ question: bank[2], result: 'wrong', answer: 'faux' });
    expect(row('Cal').cells[2]).toEqual({ question: typed, result: 'wrong', answer: 'perro' });
    expect(row('Dee').cells.every((c: { result: string }) => c.result === 'not answered')).toBe(true);
    const stranger = await registerUser(api, 'Stranger');
    expect((await api.get(`/api/quizzes/${quiz._id}/report`, stranger.token)).status).toBe(403);
  });

  it("keeps a test's answers out of the student's own dashboards, levels and ability, before and after hand-in", async () => {
    const { teacher, room, students } = await classWith('Fay');
    const [fay] = students;
    const practice = (await api.post('/api/quizzes', quizBody(room.id, { questions: [bank[0]] }), teacher.token)).body;
    expect((await answerIn(fay.token, room.id, practice._id, bank[0], 'faux')).status).toBe(201);
    const own = async () => ({
      classroom: (await api.get(`/api/mydashboards/answercount?id=${room.id}`, fay.token)).body,
      global: (await api.get('/api/dashboards/globalstudentanswercount', fay.token)).body,
      spanish: (await api.get('/api/dashboards/languagestudentanswercount?language=spanish', fay.token)).body,
      accuracy: (await api.get('/api/dashboards/globalstudentoverallaccuracy', fay.token)).body,
      heatmap: (await api.get('/api/dashboards/languagestudentheatmap?language=spanish', fay.token)).body,
      ability: (await api.get('/api/users/profile', fay.token)).body.ability,
    });
    // A practice quiz's answer counts at once: what the test must leave as it is.
    const before = await own();
    expect(before).toMatchObject({ classroom: { answerCount: 1 }, global: { answerCount: 1 } });
    expect(before.ability).toHaveProperty('spanish');

    const test = (
      await api.post('/api/quizzes', quizBody(room.id, { questions: bank, count: 5, mode: 'test' }), teacher.token)
    ).body;
    for (const [i, id] of bank.entries())
      expect((await answerIn(fay.token, room.id, test._id, id, words[i].toUpperCase())).status).toBe(201);
    // Five of five right at level 1 in the class would earn level 2 in practice; a test's never do.
    const claim = (level: number) =>
      api.put(`/api/users/${fay._id}/customlevels`, { classroom: room.id, level }, fay.token);
    expect((await claim(2)).body.customLevels).toEqual({});
    expect(await own()).toEqual(before);

    const handed = await api.post(`/api/quizzes/${test._id}/submit`, {}, fay.token);
    expect(handed.body).toMatchObject({ submitted: true, score: 100 });
    expect(await own()).toEqual(before);
    expect((await claim(2)).body.customLevels).toEqual({});
    // The teacher's reports count them: the class report's roster and the quiz's own.
    const report = (await api.get(`/api/classrooms/${room.id}/report`, teacher.token)).body;
    expect(report.students.find((s: { studentName: string }) => s.studentName === 'Fay')).toMatchObject({ answers: 6 });
  });

  it("re-grades a test's answer when its teacher fixes the key: the quiz and the teacher's figures follow, the student's own do not", async () => {
    const { teacher, room, students } = await classWith('Gil');
    const [gil] = students;
    const practice = (await api.post('/api/quizzes', quizBody(room.id, { questions: [bank[0]] }), teacher.token)).body;
    expect((await answerIn(gil.token, room.id, practice._id, bank[0], 'faux')).status).toBe(201);
    // The key of 'dog' is a slip: 'can' for 'perro'.
    const chosen = [await ownQuestion(teacher, 'dog', 'can'), await ownQuestion(teacher, 'cat', 'gato')];
    const quiz = (await api.post('/api/quizzes', quizBody(room.id, { questions: chosen, mode: 'test' }), teacher.token))
      .body;
    expect((await answerIn(gil.token, room.id, quiz._id, chosen[0], 'perro')).status).toBe(201);
    expect((await answerIn(gil.token, room.id, quiz._id, chosen[1], 'gato')).status).toBe(201);
    const handed = await api.post(`/api/quizzes/${quiz._id}/submit`, {}, gil.token);
    expect(handed.body).toMatchObject({ submitted: true, score: 50 });
    expect(handed.body.results[0]).toMatchObject({ answer: 'perro', result: 'wrong', correctAnswers: ['can'] });
    const own = async () => ({
      classroom: (await api.get(`/api/mydashboards/answercount?id=${room.id}`, gil.token)).body,
      global: (await api.get('/api/dashboards/globalstudentanswercount', gil.token)).body,
      accuracy: (await api.get('/api/dashboards/globalstudentoverallaccuracy', gil.token)).body,
      heatmap: (await api.get('/api/dashboards/languagestudentheatmap?language=spanish', gil.token)).body,
      ability: (await api.get('/api/users/profile', gil.token)).body.ability,
    });
    const before = await own();
    expect(before).toMatchObject({
      classroom: { answerCount: 1 },
      global: { answerCount: 1 },
      accuracy: { accuracy: 0 },
    });
    const classReport = async () => (await api.get(`/api/classrooms/${room.id}/report`, teacher.token)).body;
    expect((await classReport()).students[0]).toMatchObject({ studentName: 'Gil', answers: 3, accuracy: 33.33 });

    const answers = [{ text: 'perro', isCorrect: true }];
    const edited = await api.put(`/api/myquestions/details/${chosen[0]}`, { answers }, teacher.token);
    expect(edited.body.regrading).toBe(true);
    const done = await eventually(
      () => api.get(`/api/myquestions/details/${chosen[0]}/regrade`, teacher.token),
      (res) => expect(res.body.status).toBe('done'),
    );
    expect(done.body).toEqual({ status: 'done', regraded: 1, nowRight: 1, nowWrong: 0 });

    // The teacher's grid and the student's own result of the test: right, scored 100.
    const report = await eventually(
      async () => (await api.get(`/api/quizzes/${quiz._id}/report`, teacher.token)).body,
      (body) => expect(body.students[0]).toMatchObject({ studentName: 'Gil', score: 100 }),
    );
    expect(report.students[0].cells[0]).toEqual({ question: chosen[0], result: 'right', answer: 'perro' });
    const seen = (await api.get(`/api/quizzes/${quiz._id}`, gil.token)).body;
    expect(seen).toMatchObject({ submitted: true, score: 100 });
    expect(seen.results[0]).toMatchObject({ answer: 'perro', result: 'right', correctAnswers: ['perro'] });
    // The teacher's figures of the student: the class roster and their page.
    const roster = await eventually(classReport, (body) =>
      expect(body.students[0]).toMatchObject({ answers: 3, accuracy: 66.67 }),
    );
    expect(
      roster.difficultQuestions.find((q: { question: { _id: string } }) => q.question._id === chosen[0]),
    ).toMatchObject({
      answers: 1,
      wrong: 0,
    });
    const page = (await api.get(`/api/classrooms/${room.id}/report/students/${gil._id}`, teacher.token)).body;
    expect(page.wrongAnswers.map((w: { answer: string }) => w.answer)).toEqual(['faux']);
    // The student's own practice figures never counted the test, and the re-grade does not bring it in.
    expect(await own()).toEqual(before);
  });

  it("exports the teacher's grid as CSV: a row per student, a column per question, formulas neutralised", async () => {
    const { teacher, room, students } = await classWith('Ann');
    const [ann] = students;
    const bo = await registerUser(api, 'Bo');
    expect((await joinClassroom(api, bo.token, room, '@Bo')).status).toBe(201);
    const chosen = [await ownQuestion(teacher, '=cat', 'gato'), await ownQuestion(teacher, 'dog, big', 'perro')];
    const quiz = (await api.post('/api/quizzes', quizBody(room.id, { questions: chosen, mode: 'test' }), teacher.token))
      .body;
    await answerIn(ann.token, room.id, quiz._id, chosen[0], 'gato');
    await answerIn(ann.token, room.id, quiz._id, chosen[1], '-perro');
    expect((await api.post(`/api/quizzes/${quiz._id}/submit`, {}, ann.token)).status).toBe(200);
    await answerIn(bo.token, room.id, quiz._id, chosen[0], '=1+1, "x"');
    const csv = async (query: string, token = teacher.token) => {
      const r = await fetch(`${server.url}/api/quizzes/${quiz._id}/report?format=csv${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const bytes = Buffer.from(await r.arrayBuffer());
      return {
        status: r.status,
        type: r.headers.get('content-type'),
        bytes,
        lines: bytes.toString('utf8').split('\r\n'),
      };
    };

    const grid = await csv('');
    expect(grid.status).toBe(200);
    expect(grid.type).toBe('text/csv; charset=utf-8');
    expect([...grid.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(grid.lines[0]).toBe('\uFEFFstudent,handed in,answered,questions,score,progress,1. =cat,"2. dog, big"');
    expect(grid.lines.slice(1).sort()).toEqual([
      '',
      `'@Bo,no,1,2,0,in progress,"wrong: =1+1, ""x""",not answered`,
      'Ann,yes,2,2,50,completed,right,wrong: -perro',
    ]);
    expect((await csv('&table=grid')).lines).toEqual(grid.lines);

    const questions = await csv('&table=questions');
    expect(questions.lines[0]).toBe('\uFEFFquestion,in current version,answers,wrong,accuracy,wrong answers');
    expect(questions.lines).toContain(`'=cat,yes,2,1,50,"'=1+1, ""x"" (1)"`);
    const refused = await api.get(`/api/quizzes/${quiz._id}/report?format=csv&table=students`, teacher.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/table/i);
    expect((await csv('', bo.token)).status).toBe(403);
  });

  it('hands a test in for everyone once its due date passes', async () => {
    const { teacher, room, students } = await classWith('Eve');
    const [eve] = students;
    const opensAt = new Date(Date.now() - 3_600_000).toISOString();
    const dueAt = new Date(Date.now() - 60_000).toISOString();
    const quiz = (
      await api.post(
        '/api/quizzes',
        quizBody(room.id, { questions: [bank[3]], mode: 'test', opensAt, dueAt }),
        teacher.token,
      )
    ).body;
    expect((await answerIn(eve.token, room.id, quiz._id, bank[3], 'JAUNE')).status).toBe(403);
    const seen = (await api.get(`/api/quizzes/${quiz._id}`, eve.token)).body;
    expect(seen).toMatchObject({ status: 'overdue', submitted: true, score: 0 });
    expect(seen.results[0]).toMatchObject({ result: 'not answered', correctAnswers: ['JAUNE'] });
  });
});
