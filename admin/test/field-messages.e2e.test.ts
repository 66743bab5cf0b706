import { beforeAll, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { eventually, newPage, signInAs } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';

/** The message shown with a field: the field marked invalid and described by the element holding the message. */
async function messageOf(page: Page, field: Locator): Promise<string> {
  await eventually(async () => expect(await field.getAttribute('aria-invalid')).toBe('true'));
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).allTextContents()));
  return texts.flat().join(' ').trim();
}

describeInBrowser('console field messages (issue 30 item 4)', { apps: ['admin'] }, (suite) => {
  let user: string;
  beforeAll(async () => {
    user = (
      await client(suite.server.url).post('/api/users', {
        name: 'Nell',
        email: 'nell@example.com',
        password: 'secret-pass',
      })
    ).body._id;
  });

  it("the server's refusal of a user's name or e-mail is said next to that field, and nothing is stored", async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    try {
      await signInAs(
        page,
        suite.server.url,
        suite.server.adminEmail,
        suite.server.adminPassword,
        `/admin/user/${user}/edit`,
      );
      const name = page.getByRole('textbox', { name: /^Name/ });
      await eventually(async () => expect(await name.inputValue()).toBe('Nell'));
      await name.fill('N'.repeat(101));
      await page.getByRole('button', { name: 'Update' }).click();
      expect(await messageOf(page, name)).toBe('Name must be at most 100 characters');
      expect(page.url()).toContain(`/admin/user/${user}/edit`); // the form stays, with what was typed

      await name.fill('Nell');
      const email = page.getByRole('textbox', { name: /^Email Address/ });
      await email.fill('nell@localhost'); // the browser takes it as an address, the contract does not
      await page.getByRole('button', { name: 'Update' }).click();
      expect(await messageOf(page, email)).toBe('Please enter a valid email');
      const admin = (
        await client(suite.server.url).post('/api/users/login', {
          email: suite.server.adminEmail,
          password: suite.server.adminPassword,
        })
      ).body.token;
      const stored = await client(suite.server.url).get(`/api/admin/users/${user}`, admin);
      expect([stored.body.name, stored.body.email]).toEqual(['Nell', 'nell@example.com']);
    } finally {
      await context.close();
    }
  });
});
