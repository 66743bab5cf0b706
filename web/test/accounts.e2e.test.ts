import { beforeAll, expect, it } from '@jest/globals';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { eventually, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { keepScreenshot, seriousViolations, settled } from '@lebe/testing/page-checks';
import { passwordRule } from '@lebe/domain';

const shots = join(tmpdir(), 'lebe-accounts');

/** Axe finds nothing serious or critical, and the screen is kept for looking at, at this width. */
async function checked(page: Page, name: string) {
  await settled(page);
  expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
  await keepScreenshot(page, shots, name);
}

describeInBrowser('accounts people trust', { apps: ['web'] }, (suite) => {
  const mail: { to: string; text: string }[] = [];
  beforeAll(async () => {
    suite.server.runtime.deps.mailer = { transport: 'log', send: async (m) => void mail.push(m) };
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    it(`refuses a 1-character password with the rule shown, then a common one, at ${viewport.width} px`, async () => {
      const { context, page } = await suite.newPage(viewport);
      try {
        await page.goto('/register');
        expect(await textOf(page.locator('#password-hint'))).toBe(passwordRule);
        await page.getByLabel('Name').fill('Ada');
        await page.getByLabel('Email Address').fill(`ada${viewport.width}@example.com`);
        await page.getByLabel('Password', { exact: true }).fill('a');
        await page.getByLabel('Confirm Password').fill('a');
        await page.getByRole('button', { name: 'Create Account' }).click();
        await eventually(async () =>
          expect(await textOf(page.locator('#password-error'))).toBe('Password must be at least 8 characters'),
        );
        expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
        await checked(page, 'register-short-password');

        await page.getByLabel('Password', { exact: true }).fill('password123');
        await page.getByLabel('Confirm Password').fill('password123');
        await page.getByRole('button', { name: 'Create Account' }).click();
        await eventually(async () =>
          expect(await textOf(page.locator('#password-error'))).toMatch(/one of the most common ones/),
        );
        expect(page.url()).toMatch(/\/register$/);

        await page.getByLabel('Password', { exact: true }).fill('analytical engine');
        await page.getByLabel('Confirm Password').fill('analytical engine');
        await page.getByRole('button', { name: 'Create Account' }).click();
        await page.waitForURL((url) => url.pathname === '/');
      } finally {
        await context.close();
      }
    });
  }

  it('asks for the current password to change the password, then keeps the new one', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto('/register');
      await page.getByLabel('Name').fill('Grace');
      await page.getByLabel('Email Address').fill('grace.profile@example.com');
      await page.getByLabel('Password', { exact: true }).fill('cobol-1959');
      await page.getByLabel('Confirm Password').fill('cobol-1959');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/profile');
      await eventually(async () => expect(await page.getByLabel('Name').inputValue()).toBe('Grace'));
      await page.getByLabel('Password', { exact: true }).fill('flow-matic-1955');
      await page.getByLabel('Confirm Password').fill('flow-matic-1955');
      await page.getByRole('button', { name: 'Update' }).click();
      await eventually(async () =>
        expect(await textOf(page.locator('#currentPassword-error'))).toBe(
          'Enter your current password to change your password or email',
        ),
      );
      await page.getByLabel('Current Password').fill('not-the-one');
      await page.getByRole('button', { name: 'Update' }).click();
      await eventually(async () =>
        expect(await textOf(page.locator('#currentPassword-error'))).toBe('Your current password is not right'),
      );
      await checked(page, 'profile-current-password');
      await page.getByLabel('Current Password').fill('cobol-1959');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Profile Updated').waitFor();
      const login = await fetch(`${suite.server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'grace.profile@example.com', password: 'flow-matic-1955' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('gets back in after a forgotten password: Forgot password? on sign-in, the mailed link, a new password', async () => {
    const { context, page } = await suite.newPage({ width: 375, height: 812 });
    try {
      await fetch(`${suite.server.url}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Lin', email: 'lin@example.com', password: 'forgotten-one' }),
      });
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/forgotpassword');
      await page.getByLabel('Email Address').fill('lin@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText(/a link to choose a new password is on its way/).waitFor();
      await checked(page, 'forgot-password');
      await eventually(() => expect(mail.map((m) => m.to)).toContain('lin@example.com'));
      const link = /https?:\/\/\S+\/resetpassword#\S+/.exec(mail.at(-1)!.text)![0];
      await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      expect(await textOf(page.locator('#password-hint'))).toBe(passwordRule);
      await page.getByLabel('New Password').fill('x');
      await page.getByLabel('Confirm Password').fill('x');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await eventually(async () =>
        expect(await textOf(page.locator('#password-error'))).toBe('Password must be at least 8 characters'),
      );
      await checked(page, 'reset-password');
      await page.getByLabel('New Password').fill('remembered-now');
      await page.getByLabel('Confirm Password').fill('remembered-now');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('Your password is changed. Sign in with it now.').waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
      await page.getByLabel('Email Address').fill('lin@example.com');
      await page.getByLabel('Password').fill('remembered-now');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const stored = JSON.parse((await page.evaluate('localStorage.getItem("userInfo")')) as string);
      expect(stored.email).toBe('lin@example.com');
    } finally {
      await context.close();
    }
  });
});
