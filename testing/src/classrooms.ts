import type { client } from './http';

type Api = ReturnType<typeof client>;

let counter = 0;
/** A fresh user: its _id, name and token. */
export async function registerUser(api: Api, name: string): Promise<{ _id: string; name: string; token: string }> {
  const email = `${name.toLowerCase()}${Date.now()}${++counter}@example.com`;
  return (await api.post('/api/users', { name, email, password: 'secret-pass' })).body;
}

/** A teacher's classroom with a unique code; returns its id and the code. */
export async function createClassroom(api: Api, token: string, keycode = 'open-sesame') {
  const classroomCode = `C${Date.now()}${++counter}`;
  const res = await api.post(
    '/api/classrooms',
    { classroomCode, name: `Class ${counter}`, teacher: 'Mme Roux', description: 'Beginners', password: keycode },
    token,
  );
  if (res.status !== 201) throw new Error(`create classroom: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body._id as string, classroomCode, keycode };
}

/** Classroom login then join, as the student screens do. */
export async function joinClassroom(
  api: Api,
  token: string,
  room: { classroomCode: string; keycode: string },
  studentName = 'Student',
) {
  const login = await api.post('/api/classrooms/classlogin', {
    classroomCode: room.classroomCode,
    password: room.keycode,
  });
  return api.post('/api/followers', { classroom: login.body._id, studentName, ticket: login.body.ticket }, token);
}

/** A POST /api/quizzes body for `classroom`: two Spanish level-1 questions in a fixed order, unless `fields` say otherwise. */
export const quizBody = (classroom: string, fields: object = {}) => ({
  classroom,
  title: 'Colores',
  targetLanguage: 'spanish',
  levels: [1],
  count: 2,
  order: 'fixed',
  ...fields,
});
