import { join } from 'node:path';
import { expect, it } from '@jest/globals';
import { eventually, signInAs, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { joinClassroom } from '@lebe/testing/classrooms';
import { client } from '@lebe/testing/http';
import { openScreen, problemsAtBothWidths } from '@lebe/testing/page-checks';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { repoRoot } from '@lebe/testing/test-server';

const shots = join(repoRoot(), 'web', 'test', 'screenshots');
const colours: [string, string][] = [
  ['rojo', 'red'],
  ['azul', 'blue'],
  ['verde', 'green'],
  ['negro', 'black'],
];
const others = (right: string) => colours.map(([, en]) => en).filter((en) => en !== right);

describeInBrowser('assigning to a learner group in the browser', { apps: ['web'] }, (suite) => {
  it('a teacher gives a quiz and bank questions to one group: its student takes them, another student sees neither', async () => {
    const api = client(suite.server.url);
    const register = async (name: string, email: string) =>
      (await api.post('/api/users', { name, email, password: 'secret-pass' })).body;
    const teacher = await register('Teo Teacher', 'teo.g@example.com');
    const lia = await register('Lia Student', 'lia.g@example.com');
    const max = await register('Max Student', 'max.g@example.com');
    const bank = await seedQuestions(
      suite.server,
      colours.map(([q, right]) => multipleChoice(q, right, others(right), { targetLanguage: 'spanish', level: 1 })),
    );
    const body = {
      classroomCode: 'ES-G',
      name: 'Español 1',
      teacher: 'Sr Gil',
      description: 'Colores',
      password: 'hola',
      target_language: 'spanish',
    };
    const room = (await api.post('/api/classrooms', body, teacher.token)).body;
    for (const [who, name] of [
      [lia, 'Lia'],
      [max, 'Max'],
    ] as const)
      expect((await joinClassroom(api, who.token, { classroomCode: 'ES-G', keycode: 'hola' }, name)).status).toBe(201);
    const group = await api.post(
      `/api/classrooms/${room._id}/groups`,
      { name: 'Table 1', members: [lia._id] },
      teacher.token,
    );
    expect(group.status).toBe(201);

    const t = await suite.newPage();
    const s = await suite.newPage();
    try {
      // A quiz for Table 1 only.
      await signInAs(
        t.page,
        suite.server.url,
        'teo.g@example.com',
        'secret-pass',
        `/quizgenerator?classroom=${room._id}`,
      );
      await t.page.getByLabel('Title').fill('Mesa');
      await t.page.getByLabel('Number of questions').fill('2');
      await t.page.getByLabel('Assign to').selectOption({ label: 'Table 1 (1)' });
      await t.page.getByRole('button', { name: 'Draw questions and assign' }).click();
      await t.page.locator('.quiz-preview').getByText('Assigned to Table 1 of Español 1').waitFor();
      const row = t.page.getByRole('row').filter({ hasText: 'Mesa' });
      expect(await textOf(row.locator('td[data-label="For"]'))).toBe('Table 1');
      expect(await problemsAtBothWidths(t.page, shots, 'quiz-for-group')).toEqual([]);

      // Bank questions for Table 1, at random.
      await openScreen(t.page, `/myclassrooms/${room._id}`);
      await t.page.getByLabel('For', { exact: true }).selectOption({ label: 'Table 1 (1)' });
      await t.page.getByLabel('How many').fill('1');
      await t.page.getByRole('button', { name: 'Add at random' }).click();
      await t.page.getByText('1 question from the bank added for Table 1 at random.').waitFor();
      await eventually(async () =>
        expect(await textOf(t.page.locator('td[data-label="For"]').first())).toBe('Table 1'),
      );
      expect(await problemsAtBothWidths(t.page, shots, 'bank-for-group')).toEqual([]);

      // The students table of one group, chosen on the page.
      const studentsTable = t.page.locator('.classroom-profile table').first();
      await eventually(async () => expect(await textOf(studentsTable)).toContain('Max'));
      await t.page.getByLabel('Group', { exact: true }).selectOption({ label: 'Table 1 (1)' });
      await eventually(async () => {
        const text = await textOf(studentsTable);
        expect(text).toContain('Lia');
        expect(text).not.toContain('Max');
      });
      const forGroup = (await api.get(`/api/myquestions/classroomquestions/${room._id}`, teacher.token)).body
        .questions[0]._id as string;
      expect(bank).toContain(forGroup);

      // Lia (in the group) sees the quiz; Max does not, and the API refuses him the quiz and the question.
      await signInAs(s.page, suite.server.url, 'lia.g@example.com', 'secret-pass', `/studentclassrooms/${room._id}`);
      await s.page.getByRole('link', { name: 'Start Mesa' }).waitFor();
      await signInAs(s.page, suite.server.url, 'max.g@example.com', 'secret-pass', `/studentclassrooms/${room._id}`);
      await s.page.getByText('No quiz for you right now.').waitFor();
      expect(await problemsAtBothWidths(s.page, shots, 'no-quiz-for-other-group')).toEqual([]);
      const quizzes = (await api.get(`/api/quizzes?classroom=${room._id}`, teacher.token)).body.quizzes;
      expect((await api.get(`/api/quizzes/${quizzes[0]._id}`, max.token)).status).toBe(403);
      const answer = { question: forGroup, answer: 'red', classroom: room._id };
      expect((await api.post('/api/mydashboards', answer, max.token)).status).toBe(403);
      expect((await api.post('/api/mydashboards', answer, lia.token)).status).toBe(201);

      // The quiz report, whole class or one group, by its select (the address keeps it).
      const whole = await api.post(
        '/api/quizzes',
        {
          classroom: room._id,
          title: 'Todos',
          targetLanguage: 'spanish',
          levels: [1],
          count: 2,
          questions: bank.slice(0, 2),
        },
        teacher.token,
      );
      await openScreen(t.page, `/quizgenerator/${whole.body._id}/report`);
      const grid = t.page.locator('.quiz-grid');
      await eventually(async () => expect(await textOf(grid)).toMatch(/max/i));
      await t.page.getByLabel('Group', { exact: true }).selectOption({ label: 'Table 1 (1)' });
      await eventually(async () => {
        expect(t.page.url()).toContain('group=');
        const text = await textOf(grid);
        expect(text).toMatch(/lia/i);
        expect(text).not.toMatch(/max/i);
      });
      expect(await problemsAtBothWidths(t.page, shots, 'quiz-report-group')).toEqual([]);
    } finally {
      await t.context.close();
      await s.context.close();
    }
  }, 180_000);
});
