import { beforeAll, expect, it } from '@jest/globals';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { eventually } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { keepScreenshot, seriousViolations, settled } from '@lebe/testing/page-checks';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

const shots = join(tmpdir(), 'lebe-console');
/** An element's computed colour, read in the page (the tests compile without the DOM's types). */
const colour = (el: unknown) =>
  (globalThis as unknown as { getComputedStyle(e: unknown): { color: string } }).getComputedStyle(el).color;

async function checked(page: Page, name: string) {
  await settled(page);
  expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
  await keepScreenshot(page, shots, name);
}

describeInBrowser('the console (issue 30 item 7)', { apps: ['web', 'admin'] }, (suite) => {
  let api: ReturnType<typeof client>;
  let admin: string;
  beforeAll(async () => {
    api = client(suite.server.url);
    admin = (
      await api.post('/api/users/login', { email: suite.server.adminEmail, password: suite.server.adminPassword })
    ).body.token;
  });

  const count = async (path: string) =>
    Number((await api.call('GET', path, { token: admin })).headers.get('content-range')?.split('/')[1]);

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    it(`Create Question opens an empty form and stores nothing until saved, at ${viewport.width} px`, async () => {
      const before = await count('/api/admin/questions?range=[0,0]');
      const { context, page } = await suite.newPage(viewport);
      try {
        await suite.signInAsAdmin(page, '/admin/questionfilter');
        await page.getByRole('button', { name: 'Create New Question' }).click();
        await page.waitForURL('**/admin/questionfilter/create');
        expect(await page.locator('textarea[name="question"]').first().inputValue()).toBe('');
        await checked(page, 'question-create');
        expect(await count('/api/admin/questions?range=[0,0]')).toBe(before);
        // Nothing typed yet: nothing to save. An answer without the question's text is refused about the text.
        expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
        await page.locator('input[name="answers.0.text"]').fill('chat');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Question text is required').first().waitFor();
        expect(await count('/api/admin/questions?range=[0,0]')).toBe(before);
        await page.locator('textarea[name="question"]').first().fill(`Cat in French? (${viewport.width})`);
        // On a phone the form's "not valid" notice covers the bottom toolbar for a moment: Save from the keyboard.
        await page.getByRole('button', { name: 'Save' }).press('Enter');
        await page.waitForURL(/\/admin\/questionfilter\/[^/]+\/edit$/);
        await eventually(async () => expect(await count('/api/admin/questions?range=[0,0]')).toBe(before + 1));
      } finally {
        await context.close();
      }
    });

    it(`Create Team Member opens an empty form and stores nothing until saved, at ${viewport.width} px`, async () => {
      const before = await count('/api/admin/team?range=[0,0]');
      const { context, page } = await suite.newPage(viewport);
      try {
        await suite.signInAsAdmin(page, '/admin/teamlist');
        await page.getByRole('button', { name: 'Create Team Member' }).click();
        await page.waitForURL('**/admin/teamlist/create');
        expect(await page.locator('input[name="name"]').inputValue()).toBe('');
        await checked(page, 'team-create');
        await page.getByRole('button', { name: 'Go Back' }).click();
        await page.waitForURL('**/admin/teamlist**');
        expect(await count('/api/admin/team?range=[0,0]')).toBe(before);
      } finally {
        await context.close();
      }
    });
  }

  it('the flag screen shows the question with its answers, green ✓ right and red ✗ wrong; the header fits at 1280 px', async () => {
    const [question] = await seedQuestions(suite.server, [
      multipleChoice('Horse in French?', 'cheval', ['chat'], { targetLanguage: 'french', level: 2 }),
    ]);
    const learner = (await api.post('/api/users', { name: 'Lena', email: 'lena@example.com', password: 'lena-pass' }))
      .body.token;
    const flag = (await api.post('/api/flags', { question, incorrect: true, comment: 'odd' }, learner)).body._id;
    const { context, page } = await suite.newPage();
    try {
      await suite.signInAsAdmin(page, `/admin/flags/${flag}/edit`);
      const answers = page.getByRole('region', { name: 'Answers' });
      await answers.getByText('cheval').waitFor();
      const mark = async (label: string) => {
        const el = answers.getByLabel(label).first();
        return [await el.textContent(), await el.evaluate(colour)];
      };
      expect(await mark('correct')).toEqual(['✓', 'rgb(30, 122, 70)']);
      expect(await mark('wrong')).toEqual(['✗', 'rgb(198, 40, 40)']);
      const ticked = page.getByLabel('yes').first();
      expect(await ticked.evaluate(colour)).toBe('rgb(30, 122, 70)');
      await checked(page, 'flag-edit');
      // One row of navigation: the bar is no taller than one line of its links.
      const bar = await page.locator('header').first().boundingBox();
      expect(bar!.height).toBeLessThanOrEqual(72);
    } finally {
      await context.close();
    }
  });
});
