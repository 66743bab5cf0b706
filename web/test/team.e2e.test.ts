import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { browserUnavailableReason, launchBrowser, newPage, screenshot, textOf } from '@lebe/api/testing/browser';
import { startTestServer, type TestServer } from '@lebe/api/testing/test-server';

const unavailable = browserUnavailableReason(['web']);

const members = Array.from({ length: 10 }, (_, i) => ({
  _id: `m${i + 1}`,
  name: i === 0 ? 'Ada Lovelace' : `Member ${i + 1}`,
  role: i === 0 ? 'Founder' : 'Linguist',
  image: '',
  category: 'team',
  description: i === 0 ? 'Started Lëbe to make practice free.' : `Works on level ${i + 1}.`,
}));

/**
 * The screens against the team API contract (GET /api/team?keyword=&pageNumber= → {teamMembers,
 * page, pages}, GET /api/team/{id}), answered here four to a page, and records whether a token was sent.
 */
async function stubTeamApi(page: Page, seen: { authorization: boolean }) {
  await page.route(/\/api\/team(\/[^/?]+)?(\?.*)?$/, async (route) => {
    const url = new URL(route.request().url());
    if (route.request().headers().authorization) seen.authorization = true;
    const id = url.pathname.split('/')[3];
    if (id) {
      const member = members.find((m) => m._id === id);
      return route.fulfill({ status: member ? 200 : 404, json: member ?? { message: 'Team member not found' } });
    }
    const keyword = (url.searchParams.get('keyword') ?? '').toLowerCase();
    const pageNumber = Number(url.searchParams.get('pageNumber') ?? 1);
    const found = members.filter((m) => m.name.toLowerCase().includes(keyword));
    const pages = Math.max(1, Math.ceil(found.length / 4));
    return route.fulfill({
      json: { teamMembers: found.slice((pageNumber - 1) * 4, pageNumber * 4), page: pageNumber, pages },
    });
  });
}

// The test tsconfig has no DOM types: the page runs these as strings.
const gridColumns = `getComputedStyle(document.querySelector('.team-grid')).gridTemplateColumns`;

if (unavailable) {
  describe('the team pages in the browser', () => it.skip(`skipped: ${unavailable}`, () => undefined));
} else {
  describe('the team pages in the browser', () => {
    let server: TestServer;
    let browser: Browser;
    beforeAll(async () => {
      [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('lists members in pages, searches by keyword, and opens a member with Go Back to /team', async () => {
      const { context, page } = await newPage(browser, server.url);
      const seen = { authorization: false };
      try {
        await stubTeamApi(page, seen);
        await page.goto('/team');
        expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Our team');
        expect(await page.title()).toBe('Our team | Lëbe');
        await page.locator('.team-card').first().waitFor();
        expect(await page.locator('.team-card h2').allInnerTexts()).toEqual([
          'Ada Lovelace',
          'Member 2',
          'Member 3',
          'Member 4',
        ]);
        // 4 columns on an extra-large screen (SPEC §9).
        const columns = await page.evaluate<string>(gridColumns);
        expect(columns.split(' ')).toHaveLength(4);
        await screenshot(page, 'team');

        await page.getByRole('link', { name: 'Last (3)' }).click();
        await page.waitForURL('**/team/page/3');
        expect(await page.locator('.team-card h2').allInnerTexts()).toEqual(['Member 9', 'Member 10']);

        await page.getByRole('searchbox', { name: 'Search the team' }).fill('  ada ');
        await page.getByRole('button', { name: 'Search' }).click();
        await page.waitForURL('**/team/search/ada');
        await page.locator('.team-card h2', { hasText: 'Ada Lovelace' }).waitFor();
        expect(await page.locator('.team-card').count()).toBe(1);

        await page.getByRole('link', { name: 'Ada Lovelace' }).click();
        await page.waitForURL('**/team/m1');
        await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
        expect(await textOf(page.locator('.team-member .team-role'))).toBe('Founder');
        expect(await textOf(page.locator('.team-description'))).toBe('Started Lëbe to make practice free.');
        await screenshot(page, 'team-member');

        // Another id in the route loads that member.
        await page.evaluate(`history.pushState({}, '', '/team/m2'); dispatchEvent(new PopStateEvent('popstate'))`);
        await page.getByRole('heading', { level: 1, name: 'Member 2' }).waitFor();

        await page.getByRole('link', { name: 'Go Back' }).click();
        await page.waitForURL(/\/team$/);
        expect(seen.authorization).toBe(false);
      } finally {
        await context.close();
      }
    });

    it('shows one column on a small screen and a red alert for an unknown member', async () => {
      const { context, page } = await newPage(browser, server.url, { width: 400, height: 800 });
      try {
        await stubTeamApi(page, { authorization: false });
        await page.goto('/team');
        await page.locator('.team-card').first().waitFor();
        const columns = await page.evaluate<string>(gridColumns);
        expect(columns.split(' ')).toHaveLength(1);
        await page.goto('/team/nobody');
        expect(await textOf(page.locator('.alert-danger'))).toBe('Team member not found');
      } finally {
        await context.close();
      }
    });
  });
}
