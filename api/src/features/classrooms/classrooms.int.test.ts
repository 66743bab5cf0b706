import { describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { createClassroom, joinClassroom, registerUser } from '@lebe/testing/classrooms';

const { api } = useTestServer({ env: { LOGIN_LIMIT_PER_EMAIL: '3' } });

describe('classrooms', () => {
  it('creates a classroom, lists it for its teacher, and never shows the keycode', async () => {
    const teacher = await registerUser(api, 'Tara');
    const res = await api.post(
      '/api/classrooms',
      { classroomCode: 'FR-A1', name: 'French A1', teacher: 'Mme Roux', description: 'Start here', password: 'k1' },
      teacher.token,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      classroomCode: 'FR-A1',
      name: 'French A1',
      title: 'French A1',
      base_language: 'english',
      target_language: 'english',
      message: 'Classroom Successfully Created!',
    });
    expect(JSON.stringify(res.body)).not.toContain('k1');
    const mine = await api.get('/api/classrooms/myclassrooms', teacher.token);
    expect(mine.body).toMatchObject({
      page: 1,
      pages: 1,
      classrooms: [expect.objectContaining({ _id: res.body._id })],
    });
    const other = await registerUser(api, 'Otto');
    expect((await api.get('/api/classrooms/myclassrooms', other.token)).body.classrooms).toEqual([]);
    expect((await api.get(`/api/classrooms/${res.body._id}`, other.token)).status).toBe(403);
    expect((await api.get(`/api/classrooms/${res.body._id}`, teacher.token)).body.teacher).toBe('Mme Roux');
  });

  it('gives a code to exactly one of two concurrent creations', async () => {
    const [a, b] = [await registerUser(api, 'Ada'), await registerUser(api, 'Bob')];
    const body = { classroomCode: 'SAME-CODE', name: 'x', teacher: 't', description: '', password: 'k' };
    const replies = await Promise.all([
      api.post('/api/classrooms', body, a.token),
      api.post('/api/classrooms', { ...body, classroomCode: 'same-code ' }, b.token),
      api.post('/api/classrooms', body, a.token),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(replies.find((r) => r.status === 409)!.body.message).toBe(
      'This classroom code is already taken, please choose another one',
    );
  });

  it('lets only its teacher update or delete it; the code cannot change; a deleted code is free again', async () => {
    const teacher = await registerUser(api, 'Tom');
    const stranger = await registerUser(api, 'Sid');
    const room = await createClassroom(api, teacher.token);
    const put = (body: object, token: string) => api.put(`/api/classrooms/${room.id}`, body, token);
    expect((await put({ name: 'Hijacked' }, stranger.token)).status).toBe(403);
    expect((await api.del(`/api/classrooms/${room.id}`, stranger.token)).status).toBe(403);
    expect((await put({ classroomCode: 'OTHER' }, teacher.token)).status).toBe(400);
    const updated = await put(
      {
        _id: room.id,
        classroomCode: room.classroomCode,
        name: 'Renamed',
        description: 'New',
        teacher: 'M. Roux',
        password: 'new-key',
      },
      teacher.token,
    );
    expect(updated.body).toMatchObject({
      name: 'Renamed',
      title: 'Renamed',
      teacher: 'M. Roux',
      message: 'Classroom Updated',
    });
    const oldKey = await api.post('/api/classrooms/classlogin', {
      classroomCode: room.classroomCode,
      password: room.keycode,
    });
    expect(oldKey.status).toBe(401);
    const newKey = await api.post('/api/classrooms/classlogin', {
      classroomCode: room.classroomCode,
      password: 'new-key',
    });
    expect(newKey.status).toBe(200);
    expect((await api.del(`/api/classrooms/${room.id}`, teacher.token)).status).toBe(200);
    expect((await api.get(`/api/classrooms/${room.id}`, teacher.token)).status).toBe(404);
    const again = await api.post(
      '/api/classrooms',
      { classroomCode: room.classroomCode, name: 'Again', teacher: 't', description: '', password: 'k' },
      stranger.token,
    );
    expect(again.status).toBe(201);
  });
});

describe('classroom login and followers', () => {
  it('answers the classroom info for the right code and keycode, and refuses a wrong keycode', async () => {
    const teacher = await registerUser(api, 'Tia');
    const room = await createClassroom(api, teacher.token, 'right-key');
    const ok = await api.post('/api/classrooms/classlogin', {
      classroomCode: room.classroomCode.toLowerCase(),
      password: 'right-key',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      _id: room.id,
      title: expect.any(String),
      teacher: 'Mme Roux',
      description: 'Beginners',
    });
    const wrong = await api.post('/api/classrooms/classlogin', { classroomCode: room.classroomCode, password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid classroom code or keycode');
    expect((await api.post('/api/classrooms/classlogin', { classroomCode: 'NO-SUCH', password: 'x' })).status).toBe(
      401,
    );
  });

  it('rate-limits classroom login attempts per code', async () => {
    const teacher = await registerUser(api, 'Rita');
    const room = await createClassroom(api, teacher.token, 'the-key');
    const attempt = (password: string) =>
      api.post('/api/classrooms/classlogin', { classroomCode: room.classroomCode, password });
    for (let i = 0; i < 3; i++) expect((await attempt('bad')).status).toBe(401);
    expect((await attempt('the-key')).status).toBe(429);
  });

  it('never lets a classroom login from an address open the classroom to whoever else is there', async () => {
    const teacher = await registerUser(api, 'Tom');
    const student = await registerUser(api, 'Sue');
    const room = await createClassroom(api, teacher.token, 'open-sesame');
    const login = await api.post('/api/classrooms/classlogin', {
      classroomCode: room.classroomCode,
      password: 'open-sesame',
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ _id: room.id, title: expect.any(String), teacher: expect.any(String) });
    // A school shares one address: the spec body alone, without the login's ticket or the keycode, is refused.
    const bare = await api.post('/api/followers', { classroom: room.id, studentName: 'Susan' }, student.token);
    expect(bare.status).toBe(403);
    const withTicket = { classroom: room.id, studentName: 'Susan', ticket: login.body.ticket };
    expect((await api.post('/api/followers', withTicket, student.token)).status).toBe(201);
    const other = await registerUser(api, 'Sid');
    const reused = { classroom: room.id, studentName: 'Sid', ticket: login.body.ticket };
    expect((await api.post('/api/followers', reused, other.token)).status).toBe(403);
    const wrongKeycode = { classroom: room.id, studentName: 'Sid', password: 'guess' };
    expect((await api.post('/api/followers', wrongKeycode, other.token)).status).toBe(401);
    const keycode = { classroom: room.id, studentName: 'Sid', password: 'open-sesame' };
    expect((await api.post('/api/followers', keycode, other.token)).status).toBe(201);
  });

  it('joins with a fresh classroom login only, lists followed classrooms and students, and leaves', async () => {
    const teacher = await registerUser(api, 'Tess');
    const student = await registerUser(api, 'Stan');
    const room = await createClassroom(api, teacher.token);
    const noProof = await api.post('/api/followers', { classroom: room.id, studentName: 'Stan' }, student.token);
    expect(noProof.status).toBe(403);
    const joined = await joinClassroom(api, student.token, room, 'Stanley');
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({
      studentName: 'Stanley',
      classroom: { _id: room.id },
      student: { name: 'Stan' },
    });
    expect((await joinClassroom(api, student.token, room)).status).toBe(409);
    const followed = await api.get('/api/followers/myfollowedclassrooms', student.token);
    expect(followed.body).toEqual([
      expect.objectContaining({
        _id: joined.body._id,
        studentName: 'Stanley',
        classroom: expect.objectContaining({ title: expect.any(String) }),
      }),
    ]);
    expect((await api.get(`/api/classrooms/${room.id}`, student.token)).status).toBe(200);
    const students = await api.get(`/api/followers/mystudents?classroom=${room.id}`, teacher.token);
    expect(students.body).toEqual([
      expect.objectContaining({
        _id: joined.body._id,
        studentName: 'Stanley',
        student: { _id: student._id, name: 'Stan' },
      }),
    ]);
    expect((await api.get(`/api/followers/mystudents?classroom=${room.id}`, student.token)).status).toBe(403);
    expect((await api.del(`/api/followers/${joined.body._id}`, student.token)).status).toBe(200);
    expect((await api.get('/api/followers/myfollowedclassrooms', student.token)).body).toEqual([]);
    expect((await api.get(`/api/classrooms/${room.id}`, student.token)).status).toBe(403);
  });

  it("lets the teacher remove a student, but not another classroom's teacher; a deleted classroom loses its students", async () => {
    const teacher = await registerUser(api, 'Tina');
    const otherTeacher = await registerUser(api, 'Oleg');
    const student = await registerUser(api, 'Sue');
    const room = await createClassroom(api, teacher.token);
    const joined = (await joinClassroom(api, student.token, room)).body;
    expect((await api.del(`/api/followers/${joined._id}`, otherTeacher.token)).status).toBe(403);
    expect((await api.del(`/api/followers/${joined._id}`, teacher.token)).status).toBe(200);
    expect((await api.get(`/api/followers/mystudents?classroom=${room.id}`, teacher.token)).body).toEqual([]);
    // Issue 26 item 7: a removed student comes back only when the teacher re-admits them.
    const refused = await joinClassroom(api, student.token, room);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your teacher removed you from this classroom: ask them to re-admit you');
    // The teacher's list of removed students, by the name they shared: theirs alone.
    const removed = (token: string) => api.get(`/api/followers/removed?classroom=${room.id}`, token);
    expect((await removed(teacher.token)).body).toEqual([
      { _id: joined._id, studentName: joined.studentName, removedAt: expect.any(String) },
    ]);
    expect((await removed(otherTeacher.token)).status).toBe(403);
    expect((await removed(student.token)).status).toBe(403);
    expect((await api.post(`/api/followers/${joined._id}/readmit`, {}, otherTeacher.token)).status).toBe(403);
    expect((await api.post(`/api/followers/${joined._id}/readmit`, {}, student.token)).status).toBe(403);
    const readmitted = await api.post(`/api/followers/${joined._id}/readmit`, {}, teacher.token);
    expect(readmitted.status).toBe(200);
    expect(readmitted.body).toMatchObject({ _id: joined._id, message: 'Student re-admitted' });
    expect((await api.post(`/api/followers/${joined._id}/readmit`, {}, teacher.token)).status).toBe(409);
    const students = (await api.get(`/api/followers/mystudents?classroom=${room.id}`, teacher.token)).body;
    expect(students.map((f: { _id: string }) => f._id)).toEqual([joined._id]);
    expect((await removed(teacher.token)).body).toEqual([]);
    // A student who leaves by themselves is not the teacher's to re-admit.
    expect((await api.del(`/api/followers/classroom/${room.id}`, student.token)).status).toBe(200);
    expect((await removed(teacher.token)).body).toEqual([]);
    expect((await joinClassroom(api, student.token, room)).status).toBe(201);
    await api.del(`/api/classrooms/${room.id}`, teacher.token);
    expect((await api.get('/api/followers/myfollowedclassrooms', student.token)).body).toEqual([]);
  });
});
