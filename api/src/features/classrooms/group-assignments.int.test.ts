import { beforeAll, describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { createClassroom, joinClassroom, quizBody, registerUser } from '@lebe/testing/classrooms';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

// Issue 38 item 4: quizzes and bank practice sets assigned to one learner group of a class rather than the whole
// class: only the group's students see and take them, and the quiz's report counts only the group.

const { server, api } = useTestServer();
type User = Awaited<ReturnType<typeof registerUser>>;
let bank: string[];

beforeAll(async () => {
  const spanish = { targetLanguage: 'spanish' as const, level: 1 };
  bank = await seedQuestions(server, [
    multipleChoice('rojo', 'red', ['blue', 'green'], spanish),
    multipleChoice('azul', 'blue', ['red', 'green'], spanish),
    multipleChoice('verde', 'green', ['red', 'blue'], spanish),
  ]);
});

/** A Spanish class of Ada, Bo and Cy, with the group "Table 1" of Ada alone. */
async function classWithGroup() {
  const teacher = await registerUser(api, 'Greta');
  const room = await createClassroom(api, teacher.token);
  await api.put(`/api/classrooms/${room.id}`, { target_language: 'spanish' }, teacher.token);
  const students: Record<string, User> = {};
  for (const name of ['Ada', 'Bo', 'Cy']) {
    students[name] = await registerUser(api, name);
    expect((await joinClassroom(api, students[name].token, room, name)).status).toBe(201);
  }
  const made = await api.post(
    `/api/classrooms/${room.id}/groups`,
    { name: 'Table 1', members: [students.Ada._id] },
    teacher.token,
  );
  expect(made.status).toBe(201);
  return { teacher, room, students, group: made.body._id as string };
}

/** The quizzes here are made of the first two of the Spanish bank. */
const twoOfTheBank = (classroom: string, extra: object = {}) =>
  quizBody(classroom, { questions: bank.slice(0, 2), ...extra });
const titles = (res: { body: { quizzes: { title: string }[] } }) => res.body.quizzes.map((q) => q.title);

describe('assigning to a learner group (issue 38)', () => {
  it('a quiz for a group: only its students list, open, answer and hand it in; its report counts only them', async () => {
    const { teacher, room, students, group } = await classWithGroup();
    const made = await api.post('/api/quizzes', twoOfTheBank(room.id, { group, title: 'Table quiz' }), teacher.token);
    expect(made.status).toBe(201);
    expect(made.body.group).toBe(group);
    await api.post('/api/quizzes', twoOfTheBank(room.id, { title: 'Class quiz' }), teacher.token);
    const quiz = made.body._id as string;

    const list = (token: string) => api.get(`/api/quizzes?classroom=${room.id}`, token);
    expect(titles(await list(students.Ada.token)).sort()).toEqual(['Class quiz', 'Table quiz']);
    expect(titles(await list(students.Bo.token))).toEqual(['Class quiz']);
    const teachers = (await list(teacher.token)).body.quizzes;
    expect(teachers.find((q: { title: string }) => q.title === 'Table quiz').group).toBe(group);

    const answer = (token: string, question: string, text: string) =>
      api.post('/api/mydashboards', { question, answer: text, classroom: room.id, quiz }, token);
    expect((await api.get(`/api/quizzes/${quiz}`, students.Ada.token)).status).toBe(200);
    expect((await answer(students.Ada.token, bank[0], 'blue')).status).toBe(201);
    expect((await answer(students.Ada.token, bank[0], 'green')).status).toBe(201);
    for (const res of [
      await api.get(`/api/quizzes/${quiz}`, students.Bo.token),
      await answer(students.Bo.token, bank[0], 'red'),
      await api.post(`/api/quizzes/${quiz}/submit`, {}, students.Bo.token),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/another group/);
    }

    const report = (await api.get(`/api/quizzes/${quiz}/report`, teacher.token)).body;
    expect(report.quiz.group).toBe(group);
    expect(report.students.map((s: { studentName: string }) => s.studentName)).toEqual(['Ada']);
    expect(report.questions).toEqual([
      expect.objectContaining({
        question: expect.objectContaining({ _id: bank[0] }),
        answers: 2,
        wrong: 2,
        wrongAnswers: [
          { answer: 'blue', count: 1 },
          { answer: 'green', count: 1 },
        ],
      }),
    ]);

    // Bo joins the group: the quiz is his at once (decided from the group's stream).
    await api.put(
      `/api/classrooms/${room.id}/groups/${group}`,
      { members: [students.Ada._id, students.Bo._id] },
      teacher.token,
    );
    expect((await answer(students.Bo.token, bank[0], 'red')).status).toBe(201);
    // Assigned again to the whole class, Cy takes it too.
    const reassigned = await api.post(`/api/quizzes/${quiz}/assign`, { group: null }, teacher.token);
    expect(reassigned.body.group).toBeNull();
    expect(titles(await list(students.Cy.token)).sort()).toEqual(['Class quiz', 'Table quiz']);
    const all = (await api.get(`/api/quizzes/${quiz}/report`, teacher.token)).body;
    expect(all.students).toHaveLength(3);
  });

  it('a draft planned for a group keeps it when assigned; unknown and foreign groups are refused', async () => {
    const { teacher, room, students, group } = await classWithGroup();
    const draft = await api.post('/api/quizzes', twoOfTheBank(room.id, { group, draft: true }), teacher.token);
    expect(draft.body).toMatchObject({ draft: true, group });
    const assigned = await api.post(`/api/quizzes/${draft.body._id}/assign`, {}, teacher.token);
    expect(assigned.body).toMatchObject({ draft: false, group });
    expect(titles(await api.get(`/api/quizzes?classroom=${room.id}`, students.Cy.token))).toEqual([]);

    const other = await classWithGroup();
    for (const bad of ['nope', other.group]) {
      const res = await api.post('/api/quizzes', twoOfTheBank(room.id, { group: bad }), teacher.token);
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/group/i);
      expect((await api.post(`/api/quizzes/${draft.body._id}/assign`, { group: bad }, teacher.token)).status).toBe(404);
    }
    const typed = await api.post('/api/quizzes', twoOfTheBank(room.id, { group: 7 }), teacher.token);
    expect(typed.status).toBe(400);
    expect(typed.body.message).toMatch(/group/);
    // Nothing was written: still the one quiz, still for the group.
    const listed = (await api.get(`/api/quizzes?classroom=${room.id}`, teacher.token)).body.quizzes;
    expect(listed).toHaveLength(1);
    expect(listed[0].group).toBe(group);
    // Another teacher cannot assign it, to any group.
    const res = await api.post(`/api/quizzes/${draft.body._id}/assign`, { group: null }, other.teacher.token);
    expect(res.status).toBe(403);
  });

  it('bank questions added for a group: only its students practise them; moved to the whole class, all do', async () => {
    const { teacher, room, students, group } = await classWithGroup();
    const add = (body: object) =>
      api.put('/api/myquestions/addclassroom', { classroom: room.id, ...body }, teacher.token);
    expect((await add({ questions: [bank[0]] })).body.changed).toBe(1);
    expect((await add({ questions: [bank[1]], group })).body.changed).toBe(1);
    const drawn = await api.post(`/api/classrooms/${room.id}/bank/random`, { count: 5, group }, teacher.token);
    expect(drawn.body.questions).toEqual([bank[2]]);

    const listOf = async (token: string) =>
      (await api.get(`/api/myquestions/classroomquestions/${room.id}`, token)).body.questions
        .map((q: { _id: string }) => q._id)
        .sort();
    expect(await listOf(teacher.token)).toEqual([...bank].sort());
    expect(await listOf(students.Ada.token)).toEqual([...bank].sort());
    expect(await listOf(students.Bo.token)).toEqual([bank[0]]);
    const shown = (await api.get(`/api/myquestions/classroomquestions/${room.id}`, teacher.token)).body.questions;
    expect(shown.find((q: { _id: string }) => q._id === bank[1]).group).toBe(group);
    expect(shown.find((q: { _id: string }) => q._id === bank[0]).group).toBeNull();

    // Bo's practice rounds over the class's question only; an answer to the group's is refused.
    for (let i = 0; i < 3; i++)
      expect((await api.get(`/api/myquestions/module/${room.id}`, students.Bo.token)).body._id).toBe(bank[0]);
    expect((await api.get(`/api/classrooms/${room.id}/round`, students.Bo.token)).body.size).toBe(1);
    expect((await api.get(`/api/classrooms/${room.id}/round`, students.Ada.token)).body.size).toBe(3);
    const answer = (token: string, question: string) =>
      api.post('/api/mydashboards', { question, answer: 'red', classroom: room.id }, token);
    const refused = await answer(students.Bo.token, bank[1]);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/another group/);
    expect((await answer(students.Ada.token, bank[1])).status).toBe(201);

    // Added again for the whole class, the question moves to it; a stranger's group is refused, nothing written.
    expect((await add({ questions: [bank[1]], group: null })).body.changed).toBe(1);
    expect(await listOf(students.Bo.token)).toEqual([bank[0], bank[1]].sort());
    const other = await classWithGroup();
    const foreign = await add({ questions: [bank[2]], group: other.group });
    expect(foreign.status).toBe(404);
    expect(await listOf(students.Bo.token)).toEqual([bank[0], bank[1]].sort());
    expect(
      (
        await api.put(
          '/api/myquestions/addclassroom',
          { classroom: room.id, questions: [bank[2]], group },
          other.teacher.token,
        )
      ).status,
    ).toBe(403);
  });

  it('?group= filters the student list and the quiz report to the group; unknown or foreign groups are 404', async () => {
    const { teacher, room, students, group } = await classWithGroup();
    const quiz = (await api.post('/api/quizzes', twoOfTheBank(room.id), teacher.token)).body._id as string;
    const answer = (who: string, text: string) =>
      api.post('/api/mydashboards', { question: bank[0], answer: text, classroom: room.id, quiz }, students[who].token);
    expect((await answer('Ada', 'blue')).status).toBe(201);
    expect((await answer('Bo', 'green')).status).toBe(201);
    expect((await answer('Bo', 'red')).status).toBe(201);

    const names = (rows: { studentName: string }[]) => rows.map((r) => r.studentName);
    const listed = await api.get(`/api/followers/mystudents?classroom=${room.id}&group=${group}`, teacher.token);
    expect(listed.status).toBe(200);
    expect(names(listed.body)).toEqual(['Ada']);
    expect(names((await api.get(`/api/followers/mystudents?classroom=${room.id}`, teacher.token)).body)).toEqual([
      'Ada',
      'Bo',
      'Cy',
    ]);
    const report = await api.get(`/api/quizzes/${quiz}/report?group=${group}`, teacher.token);
    expect(names(report.body.students)).toEqual(['Ada']);
    expect(report.body.questions).toEqual([
      expect.objectContaining({ answers: 1, wrong: 1, wrongAnswers: [{ answer: 'blue', count: 1 }] }),
    ]);
    const whole = (await api.get(`/api/quizzes/${quiz}/report`, teacher.token)).body;
    expect(whole.questions[0]).toMatchObject({ answers: 3, wrong: 2 });
    const csv = await fetch(`${server.url}/api/quizzes/${quiz}/report?format=csv&group=${group}`, {
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    const text = await csv.text();
    expect(text).toContain('Ada');
    expect(text).not.toContain('Bo');

    const other = await classWithGroup();
    for (const bad of ['nope', other.group]) {
      for (const res of [
        await api.get(`/api/followers/mystudents?classroom=${room.id}&group=${bad}`, teacher.token),
        await api.get(`/api/quizzes/${quiz}/report?group=${bad}`, teacher.token),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toMatch(/group/i);
      }
    }
    // Another teacher, and a student of the class, see neither list nor report, whatever the group.
    for (const token of [other.teacher.token, students.Ada.token]) {
      expect((await api.get(`/api/followers/mystudents?classroom=${room.id}&group=${group}`, token)).status).toBe(403);
      expect((await api.get(`/api/quizzes/${quiz}/report?group=${group}`, token)).status).toBe(403);
    }
  });
});
