import { beforeAll, expect, it } from '@jest/globals';
import { eventually, screenshot, signInAs, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

const words = ['maison', 'soleil', 'fromage', 'voiture', 'fenêtre', 'jardin', 'livre', 'école', 'chaise', 'table'];

describeInBrowser('the notebook in the browser', { apps: ['web'] }, (suite) => {
  let ids: string[];
  beforeAll(async () => {
    // 23 questions: more than one page of 20.
    ids = await seedQuestions(
      suite.server,
      Array.from({ length: 23 }, (_, i) =>
        multipleChoice(`Traduisez ${words[i % 10]} numéro${i}`, `answer${i}`, ['wrong a', 'wrong b'], {
          targetLanguage: 'french',
          level: i < 20 ? 1 : 2,
        }),
      ),
    );
  });

  it('lists, searches, pages, edits a note, bulk-deletes, and practises the saved questions', async () => {
    const api = client(suite.server.url);
    const email = `note${Date.now()}@example.com`;
    const me = (await api.post('/api/users', { name: 'Nora Notes', email, password: 'secret-pass' })).body;
    const { context, page } = await suite.newPage();
    try {
      await page.goto('/notebook/page/2');
      await page.waitForURL(/\/login\?redirect=%2Fnotebook%2Fpage%2F2$/);

      await signInAs(page, suite.server.url, email, 'secret-pass', '/notebook');
      await page.locator('.empty-state svg').waitFor();
      expect(await page.getByRole('link', { name: "Let's go" }).getAttribute('href')).toBe('/');
      await screenshot(page, 'notebook-empty');

      for (const [i, id] of ids.entries()) {
        const saved = await api.post('/api/notebooks', { questionId: id, note: i === 0 ? 'first note' : '' }, me.token);
        expect(saved.status).toBe(201);
      }
      await page.reload();
      const rows = page.locator('.notebook-table tbody tr');
      await eventually(async () => expect(await rows.count()).toBe(20));
      await screenshot(page, 'notebook-list');
      await page.getByRole('link', { name: '2', exact: true }).click();
      await page.waitForURL('**/notebook/page/2');
      await eventually(async () => expect(await rows.count()).toBe(3));

      await page.getByLabel('Search notebook').fill('fromage');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL('**/notebook/search/fromage');
      await eventually(async () => expect(await rows.count()).toBe(3)); // numéro 2, 12, 22
      await page.getByLabel('Search notebook').fill('numéro12');
      await page.getByRole('button', { name: 'Search' }).click();
      await eventually(async () => expect(await rows.count()).toBe(1));

      await page.getByRole('link', { name: 'Traduisez fromage numéro12' }).click();
      await page.waitForURL(/\/notebook\/[0-9a-f]+\/edit$/);
      await page.getByText('answer12 (correct)').waitFor();
      expect(await textOf(page.locator('.entry-facts'))).toContain('Lëbe');
      await page.getByLabel('Note').fill('cheese, of course');
      await page.getByLabel('Hint').fill('think of Brie');
      await screenshot(page, 'notebook-edit');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.waitForURL(/\/notebook$/);
      await page.getByText('cheese, of course').waitFor();

      // Bulk delete: disabled until a row is selected, confirmed, and only then deleting.
      const deleteButton = page.getByRole('button', { name: /Delete selected/ });
      expect(await deleteButton.isDisabled()).toBe(true);
      await page.getByLabel('Select All').check();
      await eventually(async () => expect(await textOf(deleteButton)).toBe('Delete selected (20)'));
      await page.getByLabel('Select All').uncheck();
      expect(await deleteButton.isDisabled()).toBe(true);
      await page.getByLabel('Select Traduisez fromage numéro12').check();
      await page.getByLabel('Select Traduisez fromage numéro22').check();
      let asked = '';
      page.once('dialog', (d) => {
        asked = d.message();
        void d.dismiss();
      });
      await deleteButton.click();
      await eventually(() => expect(asked).toBe('Are you sure'));
      expect((await api.get('/api/notebooks/mynotes/', me.token)).body.notebooks).toHaveLength(20);
      page.once('dialog', (d) => void d.accept());
      await deleteButton.click();
      await page.getByText('Notebooks removed').waitFor();
      await eventually(async () => expect(await page.getByText('cheese, of course').count()).toBe(0));
      const left = await api.get('/api/notebooks/mynotes/?pageNumber=2', me.token);
      expect(left.body.pages).toBe(2);
      expect(left.body.notebooks).toHaveLength(1);

      // One entry: its own delete button, confirmed with the spec's question.
      const first = await textOf(rows.first().locator('td a'));
      const deleteOne = page.getByRole('button', { name: `Delete ${first}` });
      page.once('dialog', (d) => {
        asked = d.message();
        void d.dismiss();
      });
      await deleteOne.click();
      await eventually(() => expect(asked).toBe('Are you sure you want to delete this notebook'));
      expect((await api.get('/api/notebooks/mynotes/?pageNumber=2', me.token)).body.notebooks).toHaveLength(1);
      page.once('dialog', (d) => void d.accept());
      await deleteOne.click();
      await eventually(async () => expect(await page.getByRole('link', { name: first, exact: true }).count()).toBe(0));
      const afterOne = await api.get('/api/notebooks/mynotes/', me.token);
      expect(afterOne.body.pages).toBe(1);
      expect(afterOne.body.notebooks.map((e: { question: string }) => e.question)).not.toContain(first);

      // Practice: the saved questions of the lowest level, answered through the dashboards.
      await page.getByRole('button', { name: 'Practice' }).click();
      await page.waitForURL('**/notebook/module/');
      const question = await textOf(page.locator('.question-text'));
      const n = Number(/numéro(\d+)/.exec(question)![1]);
      expect(n).toBeLessThan(20); // level 1 first
      expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: `answer${n}` }).click();
      await eventually(async () => expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true));
      await screenshot(page, 'notebook-practice');
      await eventually(async () =>
        expect((await api.get('/api/dashboards/globalstudentanswercount', me.token)).body).toEqual({
          answerCount: 1,
        }),
      );
      await page.getByRole('button', { name: 'Next' }).click();
      await eventually(async () => expect(await textOf(page.locator('.question-text'))).not.toBe(question));
      await page.getByRole('button', { name: 'Skip' }).click();
      await eventually(async () =>
        expect((await api.get('/api/dashboards/globalstudentanswercount', me.token)).body).toEqual({
          answerCount: 2,
        }),
      );
      await page.getByRole('button', { name: 'Exit' }).click();
      await page.waitForURL(/\/$/);
    } finally {
      await context.close();
    }
  });
});
