import { describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { createClassroom, joinClassroom, registerUser } from '@lebe/testing/classrooms';

const { api } = useTestServer();
type User = Awaited<ReturnType<typeof registerUser>>;

const words = ['rouge', 'vert', 'bleu'];

/** A classroom of `teacher` holding three of their questions, joined by a fresh student. */
async function classroomWithStudent(teacher: User, studentName: string) {
  const room = await createClassroom(api, teacher.token);
  const questions: string[] = [];
  for (const word of words) {
    const created = (await api.post('/api/myquestions', undefined, teacher.token)).body._id;
    const answers = [{ text: word.toUpperCase(), isCorrect: true }];
    await api.put(`/api/myquestions/details/${created}`, { question: word, level: 1, answers }, teacher.token);
    questions.push(created);
  }
  const added = await api.put('/api/myquestions/addclassroom', { classroom: room.id, questions }, teacher.token);
  expect(added.status).toBe(200);
  const student = await registerUser(api, studentName);
  expect((await joinClassroom(api, student.token, room, studentName)).status).toBe(201);
  return { room, questions, student };
}

/** Six answers to the classroom's questions, five of them right (the server grades them). */
const sixAnswers = (questions: string[]) =>
  [0, 1, 2, 0, 1, 2].map((q, i) => ({
    question: questions[q],
    answer: i === 5 ? 'x' : words[q].toUpperCase(),
    score: i === 5 ? 'incorrect' : 'correct',
    pointscore: i === 5 ? 0 : 1,
  }));

const figuresOf = async (teacher: User, room: string, studentName: string) => {
  const res = await api.get(`/api/followers/mystudents?classroom=${room}`, teacher.token);
  expect(res.status).toBe(200);
  return res.body.find((f: { studentName: string }) => f.studentName === studentName)?.figures;
};

describe("the teacher's students table", () => {
  it('counts the answers a student posts from classroom practice (POST /api/mydashboards with classroom)', async () => {
    const teacher = await registerUser(api, 'Tom');
    const { room, questions, student } = await classroomWithStudent(teacher, 'Pia');
    for (const answer of sixAnswers(questions))
      expect((await api.post('/api/mydashboards', { ...answer, classroom: room.id }, student.token)).status).toBe(201);
    const figures = await figuresOf(teacher, room.id, 'Pia');
    expect(figures).toMatchObject({ questionCount: 3, answerCount: 6 });
    expect(figures.accuracy).toBeCloseTo(83.33, 2);
  });

  it('counts them too when the classroom id comes with POST /api/dashboards (SPEC §3: an answer record carries its classroom)', async () => {
    const teacher = await registerUser(api, 'Tim');
    const { room, questions, student } = await classroomWithStudent(teacher, 'Ria');
    for (const answer of sixAnswers(questions))
      expect((await api.post('/api/dashboards', { ...answer, classroom: room.id }, student.token)).status).toBe(201);
    const figures = await figuresOf(teacher, room.id, 'Ria');
    expect(figures).toMatchObject({ questionCount: 3, answerCount: 6 });
    expect(figures.accuracy).toBeCloseTo(83.33, 2);
    const own = await api.get(`/api/mydashboards/answercount?id=${room.id}`, student.token);
    expect(own.body).toEqual({ answerCount: 6 });
    // Still counted in the student's overall figures, and an empty classroom means none.
    expect((await api.get('/api/dashboards/globalstudentanswercount', student.token)).body).toEqual({ answerCount: 6 });
    const plain = { ...sixAnswers(questions)[0], classroom: '' };
    expect((await api.post('/api/dashboards', plain, student.token)).status).toBe(201);
    expect((await figuresOf(teacher, room.id, 'Ria')).answerCount).toBe(6);
  });

  it('refuses a classroom the student is not in, or a question the classroom does not hold, writing nothing', async () => {
    const teacher = await registerUser(api, 'Tess');
    const { room, questions, student } = await classroomWithStudent(teacher, 'Sia');
    const outsider = await registerUser(api, 'Olaf');
    const answer = { ...sixAnswers(questions)[0], classroom: room.id };
    expect((await api.post('/api/dashboards', answer, outsider.token)).status).toBe(403);
    const elsewhere = (await api.post('/api/myquestions', undefined, teacher.token)).body._id;
    expect((await api.post('/api/dashboards', { ...answer, question: elsewhere }, student.token)).status).toBe(404);
    expect((await api.get('/api/dashboards/globalstudentanswercount', student.token)).body).toEqual({ answerCount: 0 });
    expect((await api.get('/api/dashboards/globalstudentanswercount', outsider.token)).body).toEqual({
      answerCount: 0,
    });
  });
});
