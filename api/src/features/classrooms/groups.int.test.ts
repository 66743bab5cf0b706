import { describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { createClassroom, joinClassroom, registerUser } from '@lebe/testing/classrooms';
import { groupDecider, newId, streams } from '@lebe/domain';
import { commandOn } from '../../platform/commands';

const { server, api } = useTestServer();
/** A class of three students; the teacher's questions in it, each answered wrong by Ada, right by Bo. */
async function classOfThree() {
  const teacher = await registerUser(api, 'Greta');
  const room = await createClassroom(api, teacher.token);
  const students: Record<string, { _id: string; token: string; follower: string }> = {};
  for (const name of ['Ada', 'Bo', 'Cy']) {
    const user = await registerUser(api, name);
    const joined = await joinClassroom(api, user.token, room, name);
    students[name] = { ...user, follower: joined.body._id };
  }
  const questions: string[] = [];
  for (const word of ['rouge', 'vert']) {
    const id = (await api.post('/api/myquestions', undefined, teacher.token)).body._id;
    const answers = [
      { text: word.toUpperCase(), isCorrect: true },
      { text: 'bad', isCorrect: false },
    ];
    await api.put(`/api/myquestions/details/${id}`, { question: word, level: 1, answers }, teacher.token);
    questions.push(id);
  }
  await api.put('/api/myquestions/addclassroom', { classroom: room.id, questions }, teacher.token);
  const answer = (who: string, q: number, text: string) =>
    api.post('/api/mydashboards', { question: questions[q], answer: text, classroom: room.id }, students[who].token);
  for (let i = 0; i < 4; i++) await answer('Ada', 0, 'bad');
  await answer('Bo', 1, 'VERT');
  await answer('Bo', 0, 'ROUGE');
  return { teacher, room, students, questions };
}

describe('learner groups (issue 38 item 4)', () => {
  it('a teacher makes, renames, fills and deletes groups; reports filter by group', async () => {
    const { teacher, room, students, questions } = await classOfThree();
    const path = `/api/classrooms/${room.id}/groups`;
    const made = await api.post(path, { name: ' Table 1 ', members: [students.Ada._id] }, teacher.token);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Table 1',
      classroom: room.id,
      members: [{ student: students.Ada._id, follower: students.Ada.follower, studentName: 'Ada' }],
    });
    const group = made.body._id as string;
    // Members by follower id as well as by user id; renamed in the same call.
    const changed = await api.put(
      `${path}/${group}`,
      { name: 'Red table', members: [students.Bo.follower, students.Ada._id] },
      teacher.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.name).toBe('Red table');
    expect(changed.body.members.map((m: { studentName: string }) => m.studentName)).toEqual(['Ada', 'Bo']);
    await api.post(path, { name: 'Blue table', members: [students.Cy._id] }, teacher.token);
    const listed = await api.get(path, teacher.token);
    expect(listed.body.groups.map((g: { name: string }) => g.name)).toEqual(['Blue table', 'Red table']);

    // The report of the red table: Ada and Bo only, and the questions as they answered them.
    const report = (g: string) => api.get(`/api/classrooms/${room.id}/report?group=${g}`, teacher.token);
    const red = await report(group);
    expect(red.status).toBe(200);
    expect(red.body.students.map((s: { studentName: string }) => s.studentName)).toEqual(['Ada', 'Bo']);
    expect(red.body.difficultQuestions[0]).toMatchObject({
      question: { _id: questions[0], question: 'rouge', key: ['ROUGE'] },
      answers: 5,
      wrong: 4,
      wrongAnswers: [{ answer: 'bad', count: 4 }],
      wrongBy: [{ studentName: 'Ada', count: 4 }],
    });
    expect(red.body.difficultQuestions[1]).toMatchObject({ question: { _id: questions[1], question: 'vert' } });
    const blueId = listed.body.groups[0]._id;
    const blue = await report(blueId);
    expect(blue.body.students.map((s: { studentName: string }) => s.studentName)).toEqual(['Cy']);
    expect(blue.body.difficultQuestions).toEqual([]);
    const csv = await fetch(`${server.url}/api/classrooms/${room.id}/report?format=csv&group=${blueId}`, {
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    const text = await csv.text();
    expect(text).toContain('Cy');
    expect(text).not.toContain('Ada');
    expect((await report('nope')).status).toBe(404);

    // Deleted after the teacher confirmed: gone from the list; its students stay in the class.
    expect((await api.del(`${path}/${group}`, teacher.token)).body).toEqual({ message: 'Group deleted' });
    expect((await api.get(path, teacher.token)).body.groups.map((g: { name: string }) => g.name)).toEqual([
      'Blue table',
    ]);
    expect((await api.get(`/api/classrooms/${room.id}/report`, teacher.token)).body.students).toHaveLength(3);
    expect((await api.del(`${path}/${group}`, teacher.token)).status).toBe(404);
  });

  it('a group report counts its members as they are now: one who joins brings all their answers, one who leaves takes them', async () => {
    const { teacher, room, students, questions } = await classOfThree();
    const path = `/api/classrooms/${room.id}/groups`;
    const group = (await api.post(path, { name: 'Late table', members: [students.Cy._id] }, teacher.token)).body._id;
    const report = async () => (await api.get(`/api/classrooms/${room.id}/report?group=${group}`, teacher.token)).body;
    const answersOf = (r: { students: { studentName: string; answers: number }[] }) =>
      Object.fromEntries(r.students.map((s) => [s.studentName, s.answers]));
    expect(answersOf(await report())).toEqual({ Cy: 0 });
    expect((await report()).difficultQuestions).toEqual([]);

    // Ada joins after her four wrong answers: the group's figures hold them, Bo's stay out.
    await api.put(`${path}/${group}`, { members: [students.Cy._id, students.Ada._id] }, teacher.token);
    const joined = await report();
    expect(answersOf(joined)).toEqual({ Ada: 4, Cy: 0 });
    expect(joined.difficultQuestions).toHaveLength(1);
    expect(joined.difficultQuestions[0]).toMatchObject({
      question: { _id: questions[0], question: 'rouge' },
      answers: 4,
      wrong: 4,
      wrongShare: 1,
      wrongAnswers: [{ answer: 'bad', count: 4 }],
      wrongBy: [{ studentName: 'Ada', count: 4 }],
    });

    // Bo joins and Ada leaves: his right answers come in, her wrong ones go out.
    await api.put(`${path}/${group}`, { members: [students.Cy._id, students.Bo._id] }, teacher.token);
    const swapped = await report();
    expect(answersOf(swapped)).toEqual({ Bo: 2, Cy: 0 });
    expect(swapped.difficultQuestions.map((q: { answers: number; wrong: number }) => [q.answers, q.wrong])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(swapped.difficultQuestions.every((q: { wrongBy?: unknown[] }) => !q.wrongBy?.length)).toBe(true);

    // Deleted: its report is gone; the class's still counts everyone.
    await api.del(`${path}/${group}`, teacher.token);
    expect((await api.get(`/api/classrooms/${room.id}/report?group=${group}`, teacher.token)).status).toBe(404);
    const all = (await api.get(`/api/classrooms/${room.id}/report`, teacher.token)).body;
    expect(answersOf(all)).toEqual({ Ada: 4, Bo: 2, Cy: 0 });
  });

  it('refuses another teacher, a student acting as teacher, and bad input (naming the field), writing nothing', async () => {
    const { teacher, room, students } = await classOfThree();
    const path = `/api/classrooms/${room.id}/groups`;
    const made = (await api.post(path, { name: 'Mine', members: [students.Ada._id] }, teacher.token)).body;
    const other = await registerUser(api, 'Otto');
    for (const token of [other.token, students.Ada.token]) {
      expect((await api.get(path, token)).status).toBe(403);
      expect((await api.post(path, { name: 'Theirs' }, token)).status).toBe(403);
      expect((await api.put(`${path}/${made._id}`, { name: 'Taken' }, token)).status).toBe(403);
      expect((await api.del(`${path}/${made._id}`, token)).status).toBe(403);
      expect((await api.get(`/api/classrooms/${room.id}/report?group=${made._id}`, token)).status).toBe(403);
    }
    expect((await api.get(path)).status).toBe(401);
    const stranger = await registerUser(api, 'Stan');
    const bad: [object, string][] = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ name: 'mine' }, 'name'],
      [{ name: 'Ok', members: 'Ada' }, 'members'],
      [{ name: 'Ok', members: [stranger._id] }, 'members'],
      [{ name: 'Ok', members: [students.Ada._id, students.Ada.follower] }, 'members'],
    ];
    for (const [body, field] of bad) {
      const res = await api.post(path, body, teacher.token);
      expect(res.status).toBe(400);
      expect(res.body.message.toLowerCase()).toContain(field);
    }
    expect((await api.put(`${path}/${made._id}`, { members: [stranger._id] }, teacher.token)).status).toBe(400);
    expect((await api.put(`${path}/${made._id}`, {}, teacher.token)).status).toBe(400);
    // Nothing was written: the one group as it was.
    const listed = (await api.get(path, teacher.token)).body.groups;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'Mine', members: [{ studentName: 'Ada' }] });
    // Another classroom's group is not found under this one.
    const second = await createClassroom(api, teacher.token);
    expect(
      (await api.put(`/api/classrooms/${second.id}/groups/${made._id}`, { name: 'x' }, teacher.token)).status,
    ).toBe(404);
  });

  it('keeps group names unique, those named before their reservations too, while the read models lag (issue 39)', async () => {
    const teacher = await registerUser(api, 'Greta');
    const room = await createClassroom(api, teacher.token);
    const path = `/api/classrooms/${room.id}/groups`;
    // A group made as groups were before their names were reserved: its own stream only.
    const earlier = newId();
    const create = { type: 'Create' as const, groupId: earlier, classroom: room.id, name: 'Greens', members: [] };
    const meta = { actor: teacher._id, correlationId: newId(), now: new Date() };
    await commandOn(streams.group, groupDecider)(server.runtime.deps, earlier, create, meta);
    const make = (name: string) => api.post(path, { name }, teacher.token);
    expect((await api.get(path, teacher.token)).body.groups).toHaveLength(1);
    // The projections stop: the groups read model keeps only Greens while the teacher makes, renames and deletes.
    await server.runtime.inProcess!.stop();
    try {
      expect((await make('GREENS')).status).toBe(400);
      const reds = await make('Reds');
      expect(reds.status).toBe(201);
      const twice = await make('reds');
      expect([twice.status, twice.body.message]).toEqual([400, 'A group of this name exists in this classroom']);
      const renamed = await api.put(`${path}/${reds.body._id}`, { name: 'Blues' }, teacher.token);
      expect(renamed.status).toBe(200);
      expect((await make('Blues')).status).toBe(400);
      expect((await make('Reds')).status).toBe(201);
      expect((await api.del(`${path}/${reds.body._id}`, teacher.token)).status).toBe(200);
      expect((await make('Blues')).status).toBe(201);
    } finally {
      await server.runtime.inProcess!.start();
    }
    const names = (await api.get(path, teacher.token)).body.groups.map((g: { name: string }) => g.name);
    expect(names).toEqual(['Blues', 'Greens', 'Reds']);
  }, 120_000);
});
