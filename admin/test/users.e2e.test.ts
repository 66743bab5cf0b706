import { beforeAll, expect, it } from '@jest/globals';
import { eventually, newPage, screenshot, signInAs } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';

describeInBrowser('the admin console: users', { apps: ['web', 'admin'] }, (suite) => {
  beforeAll(async () => {
    await client(suite.server.url).post('/api/users', {
      name: 'Nora',
      email: 'nora@example.com',
      password: 'nora-pass',
    });
  });

  it('an admin opens /admin/userlist, edits a user name and admin flag, and sees it in the list', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    try {
      const admin = await signInAs(
        page,
        suite.server.url,
        suite.server.adminEmail,
        suite.server.adminPassword,
        '/admin/userlist',
      );
      await page.waitForURL('**/admin/userlist');
      const row = page.locator('tr', { hasText: 'nora@example.com' });
      await row.waitFor();
      await screenshot(page, 'admin-users');
      await row.getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL('**/admin/user/*/edit');
      // The edit form, once it holds the user (typing before the record arrives would be overwritten).
      const name = page.getByRole('textbox', { name: 'Name' });
      await eventually(async () => expect(await name.inputValue()).toBe('Nora'));
      await name.fill('Nora Admin');
      await page.getByLabel('Is Admin').check();
      await page.getByRole('button', { name: 'Update' }).click();
      await page.waitForURL(/\/admin\/userlist(\?.*)?$/);
      await page.locator('tr', { hasText: 'Nora Admin' }).waitFor();
      const users = await client(suite.server.url).get('/api/users', admin.token);
      expect(users.body.users).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'Nora Admin', isAdmin: true })]),
      );
      const nora = users.body.users.find((u: { name: string }) => u.name === 'Nora Admin');
      // A click on the row opens the same edit screen.
      await page.locator('tr', { hasText: 'Nora Admin' }).locator('td.column-name').click();
      await page.waitForURL(`**/admin/user/${nora._id}/edit`);
      await page.goto(`/admin/user/${nora._id}/edit`);
      await eventually(async () =>
        expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Nora Admin'),
      );
    } finally {
      await context.close();
    }
  });

  it('sends visitors and non-admins to the sign-in page', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    try {
      await page.goto('/admin/userlist');
      await page.waitForURL('**/login?redirect=**');
      await client(suite.server.url).post('/api/users', {
        name: 'Olga',
        email: 'olga@example.com',
        password: 'olga-pass',
      });
      await signInAs(page, suite.server.url, 'olga@example.com', 'olga-pass', '/admin/userlist').catch(() => undefined);
      // The console sends her away while the page is still loading: wait for where she lands.
      await page.getByText('Not authorized as an admin. Sign in with an admin account.').waitFor();
      expect(page.url()).toContain('/login?redirect=');
    } finally {
      await context.close();
    }
  });
});
