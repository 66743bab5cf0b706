import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { eventually } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

/** The rows' question texts, once the list shows rows. */
async function questions(page: Page) {
  await page.locator('tbody tr').first().waitFor();
  return page.locator('tbody td.column-question').allInnerTexts();
}

describeInBrowser('the admin console: where actions lead', { apps: ['web', 'admin'] }, (suite) => {
  beforeAll(async () => {
    // 25 horses (two pages of 20 when searched) among 30 cats: 55 questions, three pages unsearched.
    await seedQuestions(suite.server, [
      ...Array.from({ length: 30 }, (_, i) => multipleChoice(`Cat number ${i}?`, 'a', ['b'], { level: 1 })),
      ...Array.from({ length: 25 }, (_, i) =>
        multipleChoice(`Horse number ${i}?`, 'a', ['b'], { targetLanguage: 'french', level: 2 }),
      ),
    ]);
  });

  it('deleting from a search result stays on that search and page', async () => {
    const { context, page } = await suite.newPage();
    try {
      const path = '/admin/questionfilter/search/Horse/page/2';
      await suite.signInAsAdmin(page, path);
      const before = await questions(page);
      expect(before).toHaveLength(5);
      const row = page.locator('tbody tr', { hasText: before[0] });
      await row.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByText('Are you sure').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await eventually(async () => expect(await row.count()).toBe(0));
      expect(new URL(page.url()).pathname).toBe(path);
      const after = await questions(page);
      expect(after).toHaveLength(4);
      expect(after.every((q) => q.startsWith('Horse'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('saving, or going back, from a search result returns to that search and page', async () => {
    const { context, page } = await suite.newPage();
    try {
      const path = '/admin/questionfilter/search/Horse/page/2';
      const admin = await suite.signInAsAdmin(page, path);
      const shown = await questions(page);
      const [first] = shown;
      await page.locator('tbody tr', { hasText: first }).getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL(/\/admin\/questionfilter\/[0-9a-f]{24}\/edit$/);
      const id = new URL(page.url()).pathname.split('/').at(-2);
      const text = page.getByRole('textbox', { name: /^Question/ });
      await eventually(async () => expect(await text.inputValue()).toBe(first));
      await page.getByRole('button', { name: 'Go Back' }).click();
      await page.waitForURL(`**${path}`);
      expect(await questions(page)).toContain(first);

      await page.locator('tbody tr', { hasText: first }).getByRole('link', { name: 'Edit' }).click();
      await eventually(async () => expect(await text.inputValue()).toBe(first));
      await text.fill(`${first} (edited)`);
      await page.getByRole('button', { name: 'Update' }).click();
      await page.waitForURL(`**${path}`);
      await page.getByText('Your changes were saved.').waitFor();
      // The same search's second page (the horses after the first twenty), with the change saved.
      await eventually(async () => expect(await questions(page)).toHaveLength(shown.length));
      expect((await questions(page)).every((q) => q.startsWith('Horse'))).toBe(true);
      const saved = await client(suite.server.url).get(`/api/admin/questions/${id}`, admin.token);
      expect(saved.body.question).toBe(`${first} (edited)`);
    } finally {
      await context.close();
    }
  });

  it('paging from /admin/questionfilter stays on /admin/questionfilter/page/{n}', async () => {
    const { context, page } = await suite.newPage();
    try {
      await suite.signInAsAdmin(page, '/admin/questionfilter');
      const first = await questions(page);
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await pages.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/questionfilter/page/2' && url.search === '');
      await eventually(async () => expect(await questions(page)).not.toEqual(first));
      await pages.getByRole('button', { name: '3', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/questionfilter/page/3' && url.search === '');
      await eventually(async () => expect(await pages.locator('[aria-current=page]').innerText()).toBe('3'));
    } finally {
      await context.close();
    }
  });

  it('the first filter change keeps the filter panel open, and the next ones too', async () => {
    const { context, page } = await suite.newPage();
    try {
      await suite.signInAsAdmin(page, '/admin/questionfilter/search/number');
      await questions(page);
      await page.getByRole('button', { name: 'Show Filters' }).click();
      await page.getByRole('combobox', { name: 'Target Language' }).click();
      await page.getByRole('option', { name: 'French' }).click();
      // The filters leave the spec's search path for the list's query URL; the panel stays.
      await page.waitForURL(/\/admin\/questionfilter\?/);
      await eventually(async () => expect((await questions(page)).every((q) => q.startsWith('Horse'))).toBe(true));
      expect(await page.getByRole('button', { name: 'Hide Filters' }).isVisible()).toBe(true);
      expect(await page.getByRole('combobox', { name: 'Target Language' }).innerText()).toBe('French');
      await page.getByRole('combobox', { name: 'Level' }).click();
      await page.getByRole('option', { name: '1', exact: true }).click();
      await eventually(async () => expect(await page.locator('tbody tr').count()).toBe(0));
      expect(await page.getByRole('combobox', { name: 'Level' }).innerText()).toBe('1');
      expect(await page.getByRole('button', { name: 'Hide Filters' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
