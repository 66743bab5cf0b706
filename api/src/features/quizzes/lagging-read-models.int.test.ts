import { describe, expect, it } from '@jest/globals';
import { useTestServer } from '@lebe/testing/use-test-server';
import { createClassroom, joinClassroom, quizBody, registerUser } from '@lebe/testing/classrooms';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

const { server, api } = useTestServer();

const ids = (quiz: { questions: { _id: string }[] }) => quiz.questions.map((q) => q._id);

describe('a quiz while the read models lag (issue 39)', () => {
  it("takes, hands in and shows a student's answers the read models have not applied", async () => {
    const bank = await seedQuestions(
      server,
      ['rojo', 'azul', 'verde'].map((w) =>
        multipleChoice(w, w.toUpperCase(), ['falso'], { targetLanguage: 'spanish', level: 1 }),
      ),
    );
    const teacher = await registerUser(api, 'Teacher');
    const room = await createClassroom(api, teacher.token);
    const ana = await registerUser(api, 'Ana');
    expect((await joinClassroom(api, ana.token, room, 'Ana')).status).toBe(201);
    const created = await api.post('/api/quizzes', quizBody(room.id, { questions: bank.slice(0, 2) }), teacher.token);
    expect(created.status).toBe(201);
    const quiz = created.body._id as string;
    const [first, second] = ids(created.body);
    const answer = (question: string, given: string) =>
      api.post('/api/mydashboards', { question, answer: given, classroom: room.id, quiz }, ana.token);

    // The projections stop: the quiz results read model stays empty while Ana answers and hands in.
    await server.runtime.inProcess!.stop();
    try {
      expect((await answer(first, 'ROJO')).status).toBe(201);
      // The teacher swaps Ana's second question: her first answer pinned version 1, which still holds it.
      const swapped = await api.put(`/api/quizzes/${quiz}/questions/${second}`, { question: bank[2] }, teacher.token);
      expect(swapped.body.version).toBe(2);
      expect((await answer(second, 'falso')).status).toBe(201);

      const view = await api.get(`/api/quizzes/${quiz}`, ana.token);
      expect(view.body).toMatchObject({ version: 1, answered: 2, progress: 'completed', submitted: false });
      expect(view.body.answeredQuestions).toEqual(expect.arrayContaining([first, second]));
      expect(view.body.stale).toBeUndefined();
      const listed = await api.get(`/api/quizzes?classroom=${room.id}`, ana.token);
      expect(listed.body.quizzes).toEqual([expect.objectContaining({ _id: quiz, answered: 2, progress: 'completed' })]);

      const handedIn = await api.post(`/api/quizzes/${quiz}/submit`, {}, ana.token);
      expect(handedIn.status).toBe(200);
      expect(handedIn.body).toMatchObject({ version: 1, submitted: true, score: 50 });
      expect(ids(handedIn.body).sort()).toEqual([first, second].sort());
      expect((await api.get(`/api/quizzes/${quiz}`, ana.token)).body).toMatchObject({ submitted: true, score: 50 });
    } finally {
      await server.runtime.inProcess!.start();
    }
  }, 120_000);

  it('draws into a hand-picked draft no question its teacher has just deleted', async () => {
    const teacher = await registerUser(api, 'Teacher');
    const room = await createClassroom(api, teacher.token);
    const own = async (question: string) => {
      const created = await api.post('/api/myquestions', undefined, teacher.token);
      const body = { question, level: 1, questionType: 'translation', answers: [{ text: 'sí', isCorrect: true }] };
      expect((await api.put(`/api/myquestions/details/${created.body._id}`, body, teacher.token)).status).toBe(200);
      return created.body._id as string;
    };
    const [kept, deleted] = [await own('yes'), await own('no')];
    const draft = await api.post('/api/quizzes', quizBody(room.id, { questions: [kept], draft: true }), teacher.token);
    expect(draft.status).toBe(201);
    // Read once the questions read model holds both: then the projections stop, and it keeps the deleted one.
    expect((await api.get('/api/myquestions', teacher.token)).body.questions).toHaveLength(2);
    await server.runtime.inProcess!.stop();
    try {
      expect((await api.del(`/api/myquestions/details/${deleted}`, teacher.token)).status).toBe(200);
      const drawn = await api.post(`/api/quizzes/${draft.body._id}/questions`, {}, teacher.token);
      expect([drawn.status, drawn.body.message]).toEqual([
        400,
        'No other question of yours or of this classroom is left to use',
      ]);
      expect(ids((await api.get(`/api/quizzes/${draft.body._id}`, teacher.token)).body)).toEqual([kept]);
    } finally {
      await server.runtime.inProcess!.start();
    }
  }, 120_000);
});
