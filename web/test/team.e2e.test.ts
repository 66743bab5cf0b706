import { expect, it } from '@jest/globals';
import { eventually, screenshot, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { seriousViolations } from '@lebe/testing/page-checks';
import { stubTeamApi } from './team-stub';

// The test tsconfig has no DOM types: the page runs these as strings.
const gridColumns = `getComputedStyle(document.querySelector('.team-grid')).gridTemplateColumns`;

describeInBrowser('the team pages in the browser', { apps: ['web'] }, (suite) => {
  it('lists members in pages, searches by keyword, and opens a member with Go Back to /team', async () => {
    const { context, page } = await suite.newPage();
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
      // The new page's members arrive after the address changes.
      await eventually(async () =>
        expect(await page.locator('.team-card h2').allInnerTexts()).toEqual(['Member 9', 'Member 10']),
      );

      await page.getByRole('searchbox', { name: 'Search the team' }).fill('  ada ');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL('**/team/search/ada');
      await page.locator('.team-card h2', { hasText: 'Ada Lovelace' }).waitFor();
      await eventually(async () => expect(await page.locator('.team-card').count()).toBe(1));

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
    const { context, page } = await suite.newPage({ width: 400, height: 800 });
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

  it('shows the members an admin added through the team API', async () => {
    const api = client(suite.server.url);
    const admin = await api.post('/api/users/login', {
      email: suite.server.adminEmail,
      password: suite.server.adminPassword,
    });
    const token = admin.body.token as string;
    const created = await api.post('/api/team', {}, token);
    expect(created.status).toBeLessThan(300);
    const id = created.body._id as string;
    const updated = await api.put(
      `/api/team/${id}`,
      {
        _id: id,
        name: 'Grace Hopper',
        role: 'Compiler whisperer',
        image: '',
        salary: 1,
        category: 'engineering',
        description: 'Writes the question generators.',
      },
      token,
    );
    expect(updated.status).toBeLessThan(300);

    const { context, page } = await suite.newPage();
    try {
      await page.goto('/team/search/grace');
      await page.getByRole('link', { name: 'Grace Hopper' }).click();
      await page.waitForURL(`**/team/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
      expect(await textOf(page.locator('.team-member .team-role'))).toBe('Compiler whisperer');
      expect(await textOf(page.locator('.team-description'))).toBe('Writes the question generators.');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
