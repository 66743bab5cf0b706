import { expect, it } from '@jest/globals';
import { eventually, screenshot, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';

describeInBrowser('accounts in the browser', { apps: ['web'] }, (suite) => {
  it('register, logout, login with a redirect, update the profile, and get logged out when the account is deleted', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto('/register');
      await page.getByLabel('Name').fill('Grace Hopper');
      await page.getByLabel('Email Address').fill('grace@example.com');
      await page.getByLabel('Password', { exact: true }).fill('cobol-1959');
      await page.getByLabel('Confirm Password').fill('cobol-1958');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await eventually(async () =>
        expect(await textOf(page.locator('#confirmPassword-error'))).toBe('Passwords do not match'),
      );

      await page.getByLabel('Confirm Password').fill('cobol-1959');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('button', { name: 'Grace Hopper' }).waitFor();
      await screenshot(page, 'registered');

      await page.getByRole('button', { name: 'Grace Hopper' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('link', { name: 'Sign In' }).waitFor();

      await page.goto('/profile');
      await page.waitForURL(/\/login\?redirect=%2Fprofile$/);
      await page.getByLabel('Email Address').fill('grace@example.com');
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await eventually(async () => expect(await textOf(page.getByRole('alert'))).toBe('Invalid email or password'));
      await page.getByLabel('Password').fill('cobol-1959');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/profile');

      await eventually(async () => expect(await page.getByLabel('Name').inputValue()).toBe('Grace Hopper'));
      await page.getByLabel('Name').fill('Rear Admiral Hopper');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Profile Updated').waitFor();
      await page.getByRole('button', { name: 'Rear Admiral Hopper' }).waitFor();
      await screenshot(page, 'profile');

      const api = client(suite.server.url);
      const admin = await api.post('/api/users/login', {
        email: suite.server.adminEmail,
        password: suite.server.adminPassword,
      });
      const userInfo = JSON.parse((await page.evaluate('localStorage.getItem("userInfo")')) as string);
      expect((await api.del(`/api/users/${userInfo._id}`, admin.body.token)).status).toBe(200);

      await page.reload();
      await page.waitForURL('**/login');
      expect(await page.evaluate('localStorage.getItem("userInfo")')).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('shows each visitor the navigation of their role', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
      expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboardsample');
      expect(await nav.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
      await page.getByText('Beta', { exact: true }).waitFor();

      await suite.signInAsAdmin(page);
      // The menus work from the keyboard: Enter opens, Escape closes.
      const teacherTools = nav.getByRole('button', { name: 'Teacher Tools' });
      await teacherTools.focus();
      await page.keyboard.press('Enter');
      await eventually(async () => expect(await teacherTools.getAttribute('aria-expanded')).toBe('true'));
      await page.keyboard.press('Escape');
      await eventually(async () => expect(await teacherTools.getAttribute('aria-expanded')).toBe('false'));
      await teacherTools.click();
      expect(await nav.getByRole('link', { name: 'Teacher Classrooms' }).getAttribute('href')).toBe('/myclassrooms');
      expect(await nav.getByRole('link', { name: 'My Questions' }).getAttribute('href')).toBe('/myquestions');
      await page.locator('#adminmenu > button').click();
      for (const [name, href] of [
        ['Users', '/admin/userlist'],
        ['Questions', '/admin/questionfilter'],
        ['Team', '/admin/teamlist'],
        ['Flags', '/admin/flags'],
      ]) {
        expect(await nav.getByRole('link', { name }).getAttribute('href')).toBe(href);
      }
      expect(await nav.getByRole('link', { name: 'Notebook' }).getAttribute('href')).toBe('/notebook');
      expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
      await page.getByPlaceholder('Search questions...').fill('  bonjour  ');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL('**/admin/questionfilter/search/bonjour**');
    } finally {
      await context.close();
    }
  });

  it('folds the navigation behind a toggle at 760 px and below, and Escape folds it again', async () => {
    const { context, page } = await suite.newPage({ width: 700, height: 900 });
    try {
      await page.goto('/');
      const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
      await about.waitFor({ state: 'hidden' });
      const toggle = page.getByRole('button', { name: 'Toggle navigation' });
      await toggle.click();
      await about.waitFor({ state: 'visible' });
      await screenshot(page, 'mobile-nav');

      // Escape from inside the open navigation folds it and puts focus back on the toggle.
      await about.focus();
      await page.keyboard.press('Escape');
      await eventually(async () => expect(await toggle.getAttribute('aria-expanded')).toBe('false'));
      expect(await about.isVisible()).toBe(false);
      expect(await page.evaluate('document.activeElement?.getAttribute("aria-label")')).toBe('Toggle navigation');
    } finally {
      await context.close();
    }
  });
});
