import { beforeAll, expect, it } from '@jest/globals';
import { eventually, screenshot } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

describeInBrowser('the admin console: flags', { apps: ['web', 'admin'] }, (suite) => {
  let api: ReturnType<typeof client>;
  let learner: string;
  let ids: string[];
  beforeAll(async () => {
    api = client(suite.server.url);
    learner = (await api.post('/api/users', { name: 'Lena', email: 'lena@example.com', password: 'lena-pass' })).body
      .token;
    ids = await seedQuestions(suite.server, [
      multipleChoice('Horse in Frnech?', 'cheval', ['chat', 'chien'], { targetLanguage: 'french', level: 2 }),
      multipleChoice('Dog in German?', 'Hund', ['Katze'], { targetLanguage: 'german', level: 1 }),
    ]);
  });

  /**
   * A learner's report, and the question taken out of practice for everyone (a learner's report alone
   * hides it only from them: an admin's toggle, or a quorum of reporters, flags it for all).
   */
  async function raise(question: string, reasons: object) {
    const flag = await api.post('/api/flags', { question, ...reasons }, learner);
    expect(flag.status).toBe(201);
    const admin = await api.post('/api/users/login', {
      email: suite.server.adminEmail,
      password: suite.server.adminPassword,
    });
    const current = await api.get(`/api/questions/${question}`);
    if (!current.body.isFlagged) await api.put(`/api/questions/flag/${question}`, {}, admin.body.token);
    return flag.body._id as string;
  }

  it('an admin resolves a learner flag, fixing and unflagging its question, and sees it in its history', async () => {
    const flag = await raise(ids[0], { incorrect: true, weird: true, comment: 'typo in French' });
    const { context, page } = await suite.newPage();
    try {
      const admin = await suite.signInAsAdmin(page, '/admin/flags');
      const row = page.locator('tr', { hasText: 'typo in French' });
      await row.waitFor();
      expect(await row.innerText()).toContain('FLAGGED');
      expect(await row.innerText()).toContain('lena@example.com');
      expect(await row.getByLabel('yes').count()).toBe(2);
      expect(await row.getByLabel('no').count()).toBe(3);
      await screenshot(page, 'admin-flags');

      await row.getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL(`**/admin/flags/${flag}/edit`);
      const question = page.getByRole('textbox', { name: /^Question/ });
      await eventually(async () => expect(await question.inputValue()).toBe('Horse in Frnech?'));
      await question.fill('Horse in French?');
      await page.getByRole('combobox', { name: /^Red Flags/ }).click();
      await page.getByRole('option', { name: 'Unflagged' }).click();
      await page.getByRole('combobox', { name: /^Status/ }).click();
      await page.getByRole('option', { name: 'resolved!' }).click();
      await screenshot(page, 'admin-flag-edit');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.waitForURL(/\/admin\/flags(\?.*)?$/);
      await eventually(async () => expect(await row.innerText()).toContain('resolved!'));
      expect(await row.innerText()).toContain('Horse in French?');

      const fixed = await api.get(`/api/admin/questions/${ids[0]}`, admin.token);
      expect(fixed.body).toMatchObject({ question: 'Horse in French?', isFlagged: false });

      await page.goto(`/admin/flags/${flag}/edit`);
      await page.getByRole('link', { name: 'Edit the full question' }).click();
      await page.waitForURL(`**/admin/questionfilter/${ids[0]}/edit`);
      const history = page.getByRole('table', { name: 'History' });
      await history.locator('tr', { hasText: 'Horse in French?' }).waitFor();
      await history.locator('tr', { hasText: 'QuestionFlagToggled' }).waitFor();
      await screenshot(page, 'admin-flag-question-history');
    } finally {
      await context.close();
    }
  });

  it('lists the flags of one question at /admin/flags/module/{id}, and deletes one after confirmation', async () => {
    await raise(ids[1], { offensive: true, comment: 'rude dog' });
    await raise(ids[1], { inappropriate: true, comment: 'too easy dog' });
    const { context, page } = await suite.newPage();
    try {
      await suite.signInAsAdmin(page, `/admin/flags/module/${ids[1]}`);
      await page.locator('tr', { hasText: 'rude dog' }).waitFor();
      await page.locator('tr', { hasText: 'too easy dog' }).waitFor();
      expect(await page.locator('tr', { hasText: 'typo in French' }).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(`/admin/flags/module/${ids[1]}`);

      const rude = page.locator('tr', { hasText: 'rude dog' });
      await rude.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Are you sure').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await eventually(async () => expect(await rude.count()).toBe(0));

      // The list's page paths show all flags again, as does the list itself.
      await page.goto('/admin/flags/page/1');
      await page.locator('tr', { hasText: 'typo in French' }).waitFor();
      await page.goto(`/admin/flags/module/${ids[1]}`);
      await page.locator('tr', { hasText: 'too easy dog' }).waitFor();
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Flags' }).click();
      await page.locator('tr', { hasText: 'typo in French' }).waitFor();
      const left = await api.get(
        `/api/admin/flags?filter=${encodeURIComponent(JSON.stringify({ question: ids[1] }))}`,
        (await api.post('/api/users/login', { email: suite.server.adminEmail, password: suite.server.adminPassword }))
          .body.token,
      );
      expect(left.body.map((f: { comment: string }) => f.comment)).toEqual(['too easy dog']);
    } finally {
      await context.close();
    }
  });
});
