import { beforeAll, expect, it } from '@jest/globals';
import { eventually, screenshot, signInAs, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { grantLevels } from '@lebe/testing/levels';
import { measuredLevel, measuredLevelText, type QuestionFields } from '@lebe/domain';

describeInBrowser('the dashboard in the browser', { apps: ['web'] }, (suite) => {
  let ids: string[];
  let seeded: Partial<QuestionFields>[];
  /** The right answer of the i-th seeded question: the server grades what is sent. */
  const right = (i: number) => seeded[i].answers!.find((a) => a.isCorrect)!.text;
  beforeAll(async () => {
    ids = await seedQuestions(
      suite.server,
      (seeded = [
        multipleChoice('un', 'one', ['two', 'three'], { targetLanguage: 'french', level: 1 }),
        multipleChoice('deux', 'two', ['one', 'three'], { targetLanguage: 'french', level: 1 }),
        multipleChoice('trois', 'three', ['one', 'two'], { targetLanguage: 'french', level: 1 }),
        multipleChoice('quatre', 'four', ['one', 'two'], { targetLanguage: 'french', level: 2 }),
        multipleChoice('cinq', 'five', ['one', 'two'], { targetLanguage: 'french', level: 2 }),
        multipleChoice('eins', 'one', ['two', 'three'], {
          targetLanguage: 'german',
          level: 1,
          knowledgeType: 'translation',
        }),
      ]),
    );
  });

  it('is enabled by five answered questions, changes with new answers, and deletes all data', async () => {
    const api = client(suite.server.url);
    const email = `dash${Date.now()}@example.com`;
    const me = (await api.post('/api/users', { name: 'Dana Dash', email, password: 'secret-pass' })).body;
    const answer = (i: number, correct: boolean) =>
      api.post(
        '/api/dashboards',
        {
          question: ids[i],
          answer: correct ? right(i) : 'nope',
          score: correct ? 'correct' : 'incorrect',
          pointscore: correct ? 1 : 0,
        },
        me.token,
      );
    const { context, page } = await suite.newPage();
    try {
      await page.goto('/dashboard');
      await page.waitForURL(/\/login\?redirect=%2Fdashboard$/);

      // A level in French, answers in French and German: the menu offers both (German has figures, no level yet),
      // and no other language.
      await grantLevels(suite.server, me._id, { french: 2 });
      await signInAs(page, suite.server.url, email, 'secret-pass', '/dashboard');
      await page.getByText('Answer at least 5 questions to enable your dashboard').waitFor();
      await page.getByRole('link', { name: "Let's go!" }).waitFor();
      await screenshot(page, 'dashboard-empty');

      for (let i = 0; i < 5; i++) expect((await answer(i, i !== 1)).status).toBe(201);
      await answer(5, false);
      await answer(1, false);
      await page.reload();
      const stat = (label: string) => page.locator('.stat-card', { hasText: label }).locator('.stat-value');
      await eventually(async () => expect(await textOf(stat('Total Unique Questions Answered'))).toBe('6'));
      const languageOptions = () => page.getByLabel('Language', { exact: true }).locator('option').allTextContents();
      expect(await languageOptions()).toEqual(['Global', 'French', 'German']);
      expect(await textOf(stat('Total Answers'))).toBe('7');
      expect(await page.locator('.donut-value').textContent()).toBe('57.14%');
      await page.getByRole('figure', { name: 'Correct and incorrect answers by level' }).waitFor();
      await page.getByRole('figure', { name: 'Answers by language and level' }).waitFor();
      // The text alternative of the stacked bar chart: a table with the same figures.
      const table = page.getByRole('table', { name: 'Correct and incorrect answers by level' });
      expect(await table.locator('tbody tr').allTextContents()).toEqual(['123', '220']);
      expect(
        await page
          .getByRole('group', { name: /Correct and incorrect answers by level\. level 1: 2 correct, 3 incorrect/ })
          .count(),
      ).toBe(1);
      await page.locator('.chart-svg rect[aria-label="Level 1, correct: 2"]').hover();
      await eventually(async () => expect(await textOf(page.locator('.chart-tooltip'))).toContain('correct: 2'));
      // Keyboard users get the same tooltip by focusing a mark.
      await page.locator('.chart-svg rect[aria-label="Level 2, correct: 2"]').focus();
      await eventually(async () => expect(await textOf(page.locator('.chart-tooltip'))).toContain('Level 2'));
      await screenshot(page, 'dashboard-global');

      // A new answer shows after the next load.
      await answer(0, true);
      await page.reload();
      await eventually(async () => expect(await textOf(stat('Total Answers'))).toBe('8'));

      await page.getByLabel('Language', { exact: true }).selectOption('french');
      await page.getByText('French Fluency Score').waitFor();
      await eventually(async () => expect(await textOf(stat('Total Answers'))).toBe('7'));
      await page.getByRole('figure', { name: 'Accuracy by level' }).waitFor();
      await page.getByRole('figure', { name: 'Accuracy by knowledge type and level' }).waitFor();
      expect(await textOf(page.locator('.tricky-words'))).toContain('two');
      expect(await textOf(page.locator('.fluency-card .stat-note'))).toBe('Beginner');
      // Issue 35: the measured level in plain words, from the server's estimate of the answers; no θ or SE.
      const { french } = (await api.get('/api/users/profile', me.token)).body.ability;
      expect(french.se).toBeLessThan(1.2);
      const measured = measuredLevel(french, 10);
      expect(await textOf(page.getByTestId('measured-level'))).toBe(measuredLevelText(french, 10));
      expect(await textOf(page.getByTestId('measured-level'))).toMatch(/^Measured level \d+(, likely \d+–\d+)?$/);
      expect(await page.getByText(/θ|± /).count()).toBe(0);
      expect(await page.locator('.measured-gap').count()).toBe(0);
      await screenshot(page, 'dashboard-french');
      // A practice level two or more above the measured one: said kindly, with questions at the measured level.
      await grantLevels(suite.server, me._id, { french: measured.level + 2 });
      await page.reload();
      await page.getByLabel('Language', { exact: true }).selectOption('french');
      await page.locator('.measured-gap').waitFor();
      expect(await textOf(page.locator('.measured-gap'))).toContain(
        `You practise at level ${measured.level + 2}, a good way above where your answers place you.`,
      );
      await page.getByRole('link', { name: `Practise at level ${measured.level}` }).click();
      await page.getByRole('heading', { name: new RegExp(`French\\s+Level ${measured.level}`) }).waitFor();
      expect((await api.get('/api/users/profile', me.token)).body.userLevels.french).toBe(measured.level + 2);
      // The profile says both levels.
      await page.goto('/profile');
      expect(await textOf(page.locator('.profile-levels li', { hasText: 'French' }))).toBe(
        `French: practice level ${measured.level + 2} · ${measuredLevelText(french, 10)}`,
      );
      await page.goto('/dashboard');
      await page.getByLabel('Language', { exact: true }).selectOption('french');
      await page.getByText('French Fluency Score').waitFor();

      let asked = '';
      page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await page.getByRole('button', { name: 'Delete All My Data' }).click();
      await eventually(() =>
        expect(asked).toBe(
          'Are you sure you want to delete ALL your data permanently? This will also lock your levels.',
        ),
      );
      expect((await api.get('/api/dashboards/globalstudentanswercount', me.token)).body).toEqual({ answerCount: 8 });

      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Delete All My Data' }).click();
      await page.getByText('All your dashboard data was deleted.').waitFor();
      await page.getByText('Answer at least 5 questions to enable your dashboard').waitFor();
      expect(await page.getByLabel('Language', { exact: true }).inputValue()).toBe('global');
      // The levels are cleared with the data: Global alone is left.
      expect(await languageOptions()).toEqual(['Global']);
      expect((await api.get('/api/dashboards/globalstudentanswercount', me.token)).body).toEqual({ answerCount: 0 });
      await screenshot(page, 'dashboard-deleted');
    } finally {
      await context.close();
    }
  }, 120_000);
});
