import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { browserUnavailableReason, launchBrowser, newPage, signInAs } from '@lebe/testing/browser';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { startTestServer, type TestServer } from '@lebe/testing/test-server';
import { openScreen, seriousViolations } from '@lebe/testing/page-checks';
import { stubTeamApi } from './team-stub';

const unavailable = browserUnavailableReason(['web']);

/**
 * Every page a visitor can open (SPEC §2 Public routes), and the not-found page. /start and the practice
 * screens are checked by the practice suite.
 */
const visitorPages = [
  '/',
  '/languages',
  '/about',
  '/mission',
  '/future',
  '/careers',
  '/personalpage',
  '/levels',
  '/research',
  '/dashboardsample',
  '/login',
  '/register',
  '/team',
  '/team/m1',
  '/no/such/page',
];

if (unavailable) {
  describe('accessibility (axe-core) in the browser', () => it.skip(`skipped: ${unavailable}`, () => undefined));
} else {
  describe('accessibility (axe-core) in the browser', () => {
    let server: TestServer;
    let browser: Browser;
    beforeAll(async () => {
      [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
      await seedQuestions(server, [multipleChoice('q1', 'a', ['b', 'c', 'd'], { targetLanguage: 'french', level: 1 })]);
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    // About a second a page (the network settles first), so one test per screen size, each with time to spare.
    it.each([
      ['a desktop', undefined],
      ['a phone', { width: 390, height: 800 }],
    ])(
      'no public page has a serious or critical violation, on %s',
      async (_name, viewport) => {
        const { context, page } = await newPage(browser, server.url, viewport);
        try {
          await stubTeamApi(page);
          for (const path of visitorPages) {
            await openScreen(page, path);
            expect({ path, viewport, violations: await seriousViolations(page) }).toEqual({
              path,
              viewport,
              violations: [],
            });
          }
        } finally {
          await context.close();
        }
      },
      90_000,
    );

    it('the signed-in and admin navigation, with its menus open, and the profile have none', async () => {
      const api = client(server.url);
      await api.post('/api/users', { name: 'Axe Tester', email: 'axe@example.com', password: 'axe-tester-1' });
      for (const [email, password, menus] of [
        ['axe@example.com', 'axe-tester-1', ['username', 'teachertools']],
        [server.adminEmail, server.adminPassword, ['adminmenu']],
      ] as const) {
        const { context, page } = await newPage(browser, server.url);
        try {
          await signInAs(page, server.url, email, password, '/profile');
          await page.locator('main h1').waitFor();
          for (const menu of menus) {
            // The menus by their ids: the seeded admin is called Admin, like the Admin menu.
            await page.locator(`#${menu} > button`).click();
            expect({ menu, violations: await seriousViolations(page) }).toEqual({ menu, violations: [] });
          }
        } finally {
          await context.close();
        }
      }
    });
  });
}
