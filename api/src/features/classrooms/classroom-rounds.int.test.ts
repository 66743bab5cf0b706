import { describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { createClassroom, joinClassroom, registerUser } from '@lebe/testing/classrooms';

const { api } = useTestServer();

describe('classroom practice rounds (issue 26 item 2)', () => {
  it('serves every question of the level once, shuffled, before any repeats, and sums the round up', async () => {
    const teacher = await registerUser(api, 'Tara');
    const room = await createClassroom(api, teacher.token);
    const words = ['rouge', 'vert', 'bleu', 'noir'];
    const ids: string[] = [];
    for (const word of words) {
      const id = (await api.post('/api/myquestions', undefined, teacher.token)).body._id;
      const answers = [{ text: word.toUpperCase(), isCorrect: true }];
      await api.put(`/api/myquestions/details/${id}`, { question: word, level: 1, answers }, teacher.token);
      ids.push(id);
    }
    await api.put('/api/myquestions/addclassroom', { classroom: room.id, questions: ids }, teacher.token);
    const student = await registerUser(api, 'Sam');
    expect((await joinClassroom(api, student.token, room, 'Sam')).status).toBe(201);

    const served: string[] = [];
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < words.length; i++) {
        const q = await api.get(`/api/myquestions/module/${room.id}?level=1`, student.token);
        expect(q.status).toBe(200);
        served.push(q.body._id);
        const word = words[ids.indexOf(q.body._id)];
        // The first question of the first round is answered wrong.
        const text = round === 0 && i === 0 ? 'x' : word.toUpperCase();
        const res = await api.post(
          '/api/mydashboards',
          { question: q.body._id, answer: text, classroom: room.id },
          student.token,
        );
        expect(res.status).toBe(201);
        if (round === 0 && i === words.length - 1) {
          const summary = await api.get(`/api/classrooms/${room.id}/round?level=1`, student.token);
          expect(summary.body).toMatchObject({
            level: 1,
            round: 2,
            answered: 0,
            size: 4,
            last: {
              round: 1,
              right: 3,
              wrong: 1,
              toReview: [{ _id: served[0], question: words[ids.indexOf(served[0])] }],
            },
          });
        }
      }
    expect(new Set(served.slice(0, 4)).size).toBe(4);
    expect(new Set(served.slice(4)).size).toBe(4);
    // Not the question just answered first in the next round.
    expect(served[4]).not.toBe(served[3]);
    const outsider = await registerUser(api, 'Olga');
    expect((await api.get(`/api/classrooms/${room.id}/round`, outsider.token)).status).toBe(403);
  });
});
