import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
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

/** What the student sees of their own answers: Total Answers on the classroom page, then on the dashboard. */
async function ownTotals(page: Page, classroom: string) {
  const total = () => textOf(page.locator('.stat-card').filter({ hasText: 'Total Answers' }).locator('.stat-value'));
  await openScreen(page, `/studentclassrooms/${classroom}`);
  const inClass = await total();
  await openScreen(page, '/dashboard');
  await page.locator('.stat-card').filter({ hasText: 'Total Answers' }).waitFor();
  return [inClass, await total()];
}

describeInBrowser('quizzes as assessments in the browser', { apps: ['web'] }, (suite) => {
  it('a teacher drafts a test, removes and adds a question, assigns it; a student takes it blind, hands it in, sees the marks', async () => {
    const api = client(suite.server.url);
    const register = async (name: string, email: string) =>
      (await api.post('/api/users', { name, email, password: 'secret-pass' })).body;
    const teacher = await register('Teo Teacher', 'teo.t@example.com');
    const lia = await register('Lia Student', 'lia@example.com');
    const ids = await seedQuestions(
      suite.server,
      colours.map(([q, right]) => multipleChoice(q, right, others(right), { targetLanguage: 'spanish', level: 1 })),
    );
    const room = (
      await api.post(
        '/api/classrooms',
        {
          classroomCode: 'ES-1',
          name: 'Español 1',
          teacher: 'Sr Gil',
          description: 'Colores',
          password: 'hola',
          target_language: 'spanish',
        },
        teacher.token,
      )
    ).body;
    expect((await joinClassroom(api, lia.token, { classroomCode: 'ES-1', keycode: 'hola' }, 'Lia')).status).toBe(201);
    // Lia has practised: five answers in the class, one in French; her dashboards are enabled (five questions).
    const [chat] = await seedQuestions(suite.server, [
      multipleChoice('chat', 'cat', ['dog', 'cow'], { targetLanguage: 'french', level: 1 }),
    ]);
    await api.put('/api/myquestions/addclassroom', { classroom: room._id, questions: ids }, teacher.token);
    for (const id of [...ids, ids[0]]) {
      const body = { question: id, answer: 'red', classroom: room._id };
      expect((await api.post('/api/mydashboards', body, lia.token)).status).toBe(201);
    }
    expect((await api.post('/api/dashboards', { question: chat, answer: 'cat' }, lia.token)).status).toBe(201);

    const t = await suite.newPage();
    const s = await suite.newPage();
    try {
      // The teacher saves a three-question test as a draft.
      await signInAs(
        t.page,
        suite.server.url,
        'teo.t@example.com',
        'secret-pass',
        `/quizgenerator?classroom=${room._id}`,
      );
      await t.page.getByLabel('Title').fill('Colores');
      await t.page.getByLabel('Number of questions').fill('3');
      await t.page.getByRole('radio', { name: /^Test/ }).check();
      await t.page.getByRole('button', { name: 'Save as draft' }).click();
      const preview = t.page.locator('.quiz-preview');
      await preview.getByText('Draft test for Español 1').waitFor();
      expect(await preview.locator('.quiz-questions > li').count()).toBe(3);
      await t.page.getByRole('cell', { name: /Draft/ }).waitFor();

      // Not on the student's page while a draft.
      await signInAs(s.page, suite.server.url, 'lia@example.com', 'secret-pass', `/studentclassrooms/${room._id}`);
      await s.page.getByText('No quiz for you right now.').waitFor();

      // Removed (after a confirm), one added from the bank, then assigned.
      const firstText = await textOf(preview.locator('.quiz-questions > li strong').first());
      t.page.once('dialog', (d) => d.accept());
      await preview.getByRole('button', { name: 'Remove question 1' }).click();
      await eventually(async () => expect(await preview.locator('.quiz-questions > li').count()).toBe(2));
      expect(await textOf(preview.locator('.quiz-questions'))).not.toContain(firstText);
      await preview.getByRole('button', { name: 'Add a question' }).click();
      await eventually(async () => expect(await preview.locator('.quiz-questions > li').count()).toBe(3));
      expect(await problemsAtBothWidths(t.page, shots, 'quiz-draft')).toEqual([]);
      await preview.getByRole('button', { name: 'Assign to students' }).click();
      await preview.getByText('Test assigned to Español 1').waitFor();

      // The student answers without feedback: the first right, the others wrong.
      await openScreen(s.page, `/studentclassrooms/${room._id}`);
      await s.page.getByRole('link', { name: 'Start Colores' }).click();
      const cards = s.page.locator('.test-questions > li');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      const chosen: string[] = [];
      for (let i = 0; i < 3; i++) {
        const card = cards.nth(i);
        const question = (await textOf(card.locator('legend'))).replace(/^\d+\.\s*/, '');
        const right = colours.find(([q]) => q === question)![1];
        const answer = i === 0 ? right : others(right)[0];
        chosen.push(answer);
        await card.getByRole('radio', { name: answer, exact: true }).check();
        await card.getByText(`Saved: ${answer}`).waitFor();
      }
      const page = await textOf(s.page.locator('.take-test'));
      expect(page).not.toMatch(/Right|Wrong|Correct answer|Score:/);
      expect(await problemsAtBothWidths(s.page, shots, 'take-test')).toEqual([]);
      // Not a hint anywhere else either: her own figures still count her five practice answers only.
      const peek = await s.context.newPage();
      expect(await ownTotals(peek, room._id)).toEqual(['5', '6']);

      // Handed in after a confirm: the score and each question's key.
      s.page.once('dialog', (d) => d.accept());
      await s.page.getByRole('button', { name: 'Submit test' }).click();
      await s.page.getByText('Test handed in.').waitFor();
      expect(await textOf(s.page.locator('.quiz-score'))).toContain('33%');
      const rows = s.page.locator('.quiz-results tbody tr');
      expect(await rows.count()).toBe(3);
      expect(await textOf(rows.nth(0))).toContain('Right');
      expect(await textOf(rows.nth(1))).toContain(`Wrong`);
      expect(await problemsAtBothWidths(s.page, shots, 'test-results')).toEqual([]);
      await openScreen(s.page, `/studentclassrooms/${room._id}`);
      await s.page.locator('.quiz-items li').filter({ hasText: 'Handed in: 33%' }).waitFor();
      // Handed in, a test stays the quiz's: her practice figures are as they were.
      expect(await ownTotals(peek, room._id)).toEqual(['5', '6']);

      // The teacher's grid: right, and wrong with the answer given.
      await openScreen(t.page, `/quizgenerator?classroom=${room._id}`);
      await t.page.getByRole('link', { name: 'Report of Colores' }).click();
      // The link navigates in the page: read the report's address once it is there, not the generator's before.
      await t.page.waitForURL(/\/quizgenerator\/[^/?]+\/report/);
      const report = new URL(t.page.url()).pathname;
      const grid = t.page.locator('.quiz-grid');
      await eventually(async () => {
        await openScreen(t.page, report);
        // Let a slow report arrive (its Questions heading shows once it has) before looking, or a reload cancels it.
        await t.page.getByRole('heading', { name: 'Questions', exact: true }).waitFor({ timeout: 20_000 });
        const row = await textOf(grid.locator('tbody tr').first(), 2_000);
        expect(row).toMatch(/Lia \(handed in\)/i);
        expect(row).toContain('Right');
        expect(row).toContain(`Wrong: ${chosen[1]}`);
      }, 90_000);
      expect(await problemsAtBothWidths(t.page, shots, 'quiz-grid')).toEqual([]);

      // Export CSV downloads the same grid: Lia's row, handed in, her score and each cell as on the screen.
      const [download] = await Promise.all([
        t.page.waitForEvent('download'),
        t.page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const lines = readFileSync((await download.path())!, 'utf8').split('\r\n');
      expect(lines[0]).toMatch(/^\uFEFFstudent,handed in,answered,questions,score,progress,1\. /);
      const lia = lines.find((l) => l.startsWith('Lia,'))!;
      expect(lia).toMatch(/^Lia,yes,3,3,33\.33,completed,/);
      expect(lia).toContain(`wrong: ${chosen[1]}`);
      expect(lia.split(',').filter((c) => c === 'right')).toHaveLength(1);
    } finally {
      await t.context.close();
      await s.context.close();
    }
  }, 180_000);
});
