import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { eventually, screenshot, signInAs, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';

const words = ['chat', 'chien', 'maison', 'pomme', 'livre', 'soleil'];

describeInBrowser('classrooms in the browser', { apps: ['web'] }, (suite) => {
  const register = async (name: string, email: string) => {
    const api = client(suite.server.url);
    return (await api.post('/api/users', { name, email, password: 'secret-pass' })).body;
  };

  /** Answers the classroom question on screen correctly (its answer is the word in upper case). */
  const answerCorrectly = async (page: Page) => {
    const text = await textOf(page.locator('.question-text'));
    await page.getByRole('button', { name: text.toUpperCase(), exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
  };

  it('a signed-out visitor of the create form goes to the path in the query string, or /', async () => {
    const { context, page } = await suite.newPage();
    try {
      for (const [query, path] of [
        ['?redirect=/about', '/about'],
        ['?redirect=mission', '/mission'],
        ['', '/'],
      ]) {
        await page.goto(`/myclassrooms/register${query}`);
        await page.waitForURL(suite.server.url + path);
      }
    } finally {
      await context.close();
    }
  });

  it('a teacher creates a classroom and adds questions, a student joins and practises, both see the figures, the teacher removes the student', async () => {
    const teacher = await register('Tara Teacher', 'tara@example.com');
    await register('Sam Student', 'sam@example.com');
    const api = client(suite.server.url);
    for (const word of words) {
      const created = (await api.post('/api/myquestions', undefined, teacher.token)).body;
      await api.put(
        `/api/myquestions/details/${created._id}`,
        {
          question: word,
          level: 1,
          answers: [
            { text: word.toUpperCase(), isCorrect: true },
            { text: 'NOPE', isCorrect: false },
          ],
        },
        teacher.token,
      );
    }

    const t = await suite.newPage();
    const s = await suite.newPage();
    t.page.on('dialog', (d) => d.accept());
    s.page.on('dialog', (d) => d.accept());
    try {
      // The teacher creates the classroom.
      await signInAs(t.page, suite.server.url, 'tara@example.com', 'secret-pass', '/myclassrooms/register');
      await t.page.getByLabel('Classroom Code').fill('FR-101');
      await t.page.getByLabel('Classroom Title').fill('French for beginners');
      await t.page.getByLabel('Teacher').fill('Mme Roux');
      await t.page.getByLabel('Description').fill('Animals and things');
      await t.page.getByLabel('Password', { exact: true }).fill('bonjour');
      const create = t.page.getByRole('button', { name: 'Create Classroom' });
      expect(await create.isDisabled()).toBe(true);
      await t.page.getByLabel('Confirm Password').fill('bonjou');
      await t.page.getByText('Passwords do not match').waitFor();
      expect(await create.isDisabled()).toBe(true);
      await t.page.getByLabel('Confirm Password').fill('bonjour');
      expect(await t.page.getByText('Passwords do not match').count()).toBe(0);
      await create.click();
      await eventually(async () =>
        expect(await textOf(t.page.getByRole('status'))).toBe('Classroom Successfully Created!'),
      );
      await t.page.waitForURL('**/myclassrooms');
      await t.page.getByRole('link', { name: /French for beginners/ }).waitFor();

      // ... and adds all their questions to it.
      await t.page.goto('/myquestions');
      await t.page.getByRole('cell', { name: 'chat', exact: true }).waitFor();
      const add = t.page.getByRole('button', { name: 'Add selected to classroom' });
      expect(await add.isDisabled()).toBe(true);
      await t.page.getByLabel('Select All').check();
      // The only classroom is already chosen: a selection is enough.
      await eventually(async () => expect(await add.isEnabled()).toBe(true));
      expect(await t.page.getByLabel('Classroom').inputValue()).not.toBe('');
      await add.click();
      await t.page.getByText('Questions Successfully Added to Classroom!').waitFor();
      await screenshot(t.page, 'classrooms-my-questions');

      // The student joins with the code and keycode.
      await signInAs(s.page, suite.server.url, 'sam@example.com', 'secret-pass', '/joinclassroom');
      await s.page.getByLabel('Classroom Code').fill('fr-101');
      await s.page.getByLabel('Enter secret keycode').fill('wrong');
      await s.page.getByRole('button', { name: 'Sign In' }).click();
      await eventually(async () =>
        expect(await textOf(s.page.getByRole('alert'))).toBe('Invalid classroom code or keycode'),
      );
      await s.page.getByLabel('Enter secret keycode').fill('bonjour');
      await s.page.getByRole('button', { name: 'Sign In' }).click();
      const modal = s.page.getByRole('dialog');
      await modal.getByText('JOIN CLASSROOM').waitFor();
      expect(await modal.innerText()).toContain('French for beginners');
      await modal.getByLabel('What name would you like to share with your teacher?').fill('Sammy');
      await screenshot(s.page, 'classrooms-join');
      await modal.getByRole('button', { name: 'Join Class' }).click();
      await s.page.waitForURL('**/studentclassrooms');

      // The student practises five questions.
      await s.page.getByRole('link', { name: 'French for beginners' }).click();
      await s.page.getByText('Answer at least 5 questions to enable your dashboard').waitFor();
      await s.page.getByRole('link', { name: /Let's study!/ }).click();
      for (let i = 0; i < 5; i++) await answerCorrectly(s.page);
      await s.page.locator('.question-text').waitFor();
      await screenshot(s.page, 'classrooms-practice');
      await s.page.getByRole('button', { name: 'Exit' }).click();
      await eventually(async () => expect(await textOf(s.page.locator('.stat-value').nth(1))).toBe('5'));
      expect(await s.page.locator('.stat-value').nth(2).innerText()).toBe('100.00%');
      await screenshot(s.page, 'classrooms-student-figures');

      // The teacher sees the student and their figures, then removes them.
      await t.page.goto('/myclassrooms');
      await t.page.getByRole('link', { name: /French for beginners/ }).click();
      await t.page.getByRole('heading', { name: 'Classroom Profile' }).waitFor();
      const row = t.page.getByRole('row', { name: /Sammy/ });
      expect(await textOf(row)).toContain('100.00%');
      await screenshot(t.page, 'classrooms-profile');
      await row.getByRole('button', { name: 'Delete Sammy' }).click();
      await t.page.getByText('No students have joined yet.').waitFor();

      await s.page.goto('/studentclassrooms');
      await s.page.getByText('You have not joined a classroom yet.').waitFor();

      // Finally the teacher deletes the classroom (confirmed) and is back on the list without it.
      await t.page.getByRole('button', { name: 'Delete Classroom' }).click();
      await t.page.waitForURL(/\/myclassrooms$/);
      await t.page.getByText('You have no classrooms yet.').waitFor();
    } finally {
      await t.context.close();
      await s.context.close();
    }
  }, 60_000);
});
