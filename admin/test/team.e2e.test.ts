import { beforeAll, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually, screenshot, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';

/** A 4×4 red PNG, written to a file the browser's file chooser can pick. */
const redPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP8z4AATEhsPBwAM9EBBzDn4UwAAAAASUVORK5CYII=',
  'base64',
);

describeInBrowser('the admin console: team', { apps: ['web', 'admin'] }, (suite) => {
  let files: string;
  beforeAll(async () => {
    files = mkdtempSync(join(tmpdir(), 'lebe-team-'));
    writeFileSync(join(files, 'portrait.png'), redPng);
    writeFileSync(join(files, 'notes.png'), 'these are not pixels');
  });

  it('an admin creates a member with an uploaded image in the console, and it shows on /team', async () => {
    const { context, page } = await suite.newPage();
    try {
      await suite.signInAsAdmin(page, '/admin/teamlist');
      await page.waitForURL('**/admin/teamlist');
      await page.getByRole('button', { name: 'Create Team Member' }).click();
      await page.waitForURL('**/admin/teamlist/create');
      expect(await page.getByLabel('Name').inputValue()).toBe('');
      await page.getByLabel('Name').fill('Sample name');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/team\/[0-9a-f]{24}\/edit$/);
      const id = page.url().split('/').at(-2)!;
      await eventually(async () => expect(await page.getByLabel('Name').inputValue()).toBe('Sample name'));

      await page.getByLabel('Name').fill('Marie Curie');
      await page.getByLabel('Role').fill('Head of research');
      // A file that only pretends to be a png is refused with the server's message.
      await page.locator('input[type=file]').setInputFiles(join(files, 'notes.png'));
      await page.getByText('Only images can be uploaded (png, jpeg, gif or webp)').waitFor();
      await page.locator('input[type=file]').setInputFiles(join(files, 'portrait.png'));
      await eventually(async () =>
        expect(await page.locator('#team-image').inputValue()).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/),
      );
      const image = await page.locator('#team-image').inputValue();
      await page.getByLabel('Salary').fill('4200');
      await page.getByLabel('Category').fill('research');
      await page.getByLabel('Description').fill('Measures how fast learners level up.');
      await screenshot(page, 'admin-team-edit');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.waitForURL(/\/admin\/teamlist(\?.*)?$/);
      await page.locator('tr', { hasText: 'Marie Curie' }).waitFor();
      await screenshot(page, 'admin-team-list');

      const saved = await client(suite.server.url).get(`/api/team/${id}`);
      expect(saved.body).toMatchObject({
        name: 'Marie Curie',
        role: 'Head of research',
        image,
        category: 'research',
      });

      // The row's Edit link opens the spec's edit path.
      await page.locator('tr', { hasText: 'Marie Curie' }).getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL(`**/admin/team/${id}/edit`);
      await eventually(async () => expect(await page.getByLabel('Name').inputValue()).toBe('Marie Curie'));

      // A visitor finds the member on /team with the uploaded image, and opens the member's page.
      const visitor = await suite.newPage();
      try {
        await visitor.page.goto('/team/search/curie');
        const card = visitor.page.locator('.team-card', { hasText: 'Marie Curie' });
        await card.waitFor();
        expect(await card.locator('img').getAttribute('src')).toBe(image);
        await eventually(async () =>
          expect(
            await card.locator('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
          ).toBe(4),
        );
        await screenshot(visitor.page, 'team-uploaded-member');
        await card.getByRole('link', { name: 'Marie Curie' }).click();
        await visitor.page.waitForURL(`**/team/${id}`);
        expect(await textOf(visitor.page.locator('.team-member .team-role'))).toBe('Head of research');
      } finally {
        await visitor.context.close();
      }

      // Deleting asks first (SPEC §5: Are you sure).
      await page.goto('/admin/teamlist');
      const row = page.locator('tr', { hasText: 'Marie Curie' });
      await row.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Are you sure').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await eventually(async () => expect((await client(suite.server.url).get(`/api/team/${id}`)).status).toBe(404));
    } finally {
      await context.close();
    }
  });
});
