import { describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { createClassroom } from '@lebe/testing/classrooms';

const { api } = useTestServer({ env: { REGISTRATIONS_PER_HOUR: '2' } });

let n = 0;
const account = (name: string) => ({
  name,
  email: `${name.toLowerCase()}${Date.now()}${++n}@example.com`,
  password: 'a long class pass 26',
});

describe('a class signs up in one lesson (issue 26 item 7)', () => {
  it('does not count a registration carrying a classroom login’s ticket against the per-address limit', async () => {
    const teacher = (await api.post('/api/users', account('Teacher'))).body;
    const room = await createClassroom(api, teacher.token);
    expect((await api.post('/api/users', account('Second'))).status).toBe(201);
    expect((await api.post('/api/users', account('Third'))).status).toBe(429);
    expect((await api.post('/api/users', { ...account('Forged'), classroomTicket: 'made-up' })).status).toBe(429);

    // Ten students behind the same address, each with their own classroom login.
    for (let i = 0; i < 10; i++) {
      const login = await api.post('/api/classrooms/classlogin', {
        classroomCode: room.classroomCode,
        password: room.keycode,
      });
      expect(login.status).toBe(200);
      const res = await api.post('/api/users', { ...account(`Student${i}`), classroomTicket: login.body.ticket });
      expect(res.status).toBe(201);
      // One ticket admits one registration, and still lets its holder join.
      expect(
        (await api.post('/api/users', { ...account(`Again${i}`), classroomTicket: login.body.ticket })).status,
      ).toBe(429);
      const join = { classroom: room.id, studentName: `S${i}`, ticket: login.body.ticket };
      expect((await api.post('/api/followers', join, res.body.token)).status).toBe(201);
    }
    const students = await api.get(`/api/followers/mystudents?classroom=${room.id}`, teacher.token);
    expect(students.body).toHaveLength(10);
  });
});
