import { beforeAll, expect, it } from '@jest/globals';
import { eventually, newPage, screenshot, signInAs } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

describeInBrowser('the admin console: navigation bar', { apps: ['web', 'admin'] }, (suite) => {
  beforeAll(async () => {
    await seedQuestions(suite.server, [
      multipleChoice('Owl in French?', 'hibou', ['chat'], { targetLanguage: 'french' }),
      multipleChoice('Fox in French?', 'renard', ['chat'], { targetLanguage: 'french' }),
    ]);
  });

  it("keeps the product's navigation bar on console pages: links, menus and the question search", async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    try {
      const admin = await signInAs(
        page,
        suite.server.url,
        suite.server.adminEmail,
        suite.server.adminPassword,
        '/admin/userlist',
      );
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.waitFor();
      // At 1280 px the bar holds everything on one line: every item's middle at the same height.
      const middles = await nav
        .locator('a, button, input')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => r.top + r.height / 2));
      expect(middles.length).toBeGreaterThanOrEqual(8);
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);
      expect(await nav.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
      expect(await nav.getByRole('link', { name: 'Notebook' }).getAttribute('href')).toBe('/notebook');
      expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');

      await nav.getByRole('button', { name: 'Teacher Tools' }).click();
      expect(await page.getByRole('menuitem', { name: 'Teacher Classrooms' }).getAttribute('href')).toBe(
        '/myclassrooms',
      );
      await page.keyboard.press('Escape');
      await nav.getByRole('button', { name: admin.name }).click();
      expect(await page.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
      await page.keyboard.press('Escape');
      await screenshot(page, 'admin-nav');

      // The Admin menu moves inside the console.
      await nav.getByRole('button', { name: 'Admin', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Questions' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/questionfilter');
      await page.locator('tr', { hasText: 'Owl in French?' }).waitFor();

      // The search box goes to the spec's search path; a blank one shows every question again.
      await nav.getByPlaceholder('Search questions...').fill(' Fox ');
      await nav.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/questionfilter/search/Fox');
      // The list stays on screen and shows the search's result once it arrives.
      await eventually(async () => expect(await page.locator('tr', { hasText: 'Owl in French?' }).count()).toBe(0));
      await page.locator('tr', { hasText: 'Fox in French?' }).waitFor();
      await nav.getByPlaceholder('Search questions...').fill('   ');
      await nav.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/questionfilter');
      await page.locator('tr', { hasText: 'Owl in French?' }).waitFor();
      await page.locator('tr', { hasText: 'Fox in French?' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
