import { beforeAll, expect, it } from '@jest/globals';
import { newPage, screenshot, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

const pages: Array<[path: string, heading: string, title: string]> = [
  ['/about', 'About', 'About | Lëbe'],
  ['/mission', 'Mission', 'Mission | Lëbe'],
  ['/future', 'Future plans', 'Future plans | Lëbe'],
  ['/careers', 'Work with us', 'Work with us | Lëbe'],
  ['/personalpage', 'From the founder', 'From the founder | Lëbe'],
  ['/levels', 'Levels', 'Levels | Lëbe'],
  ['/research', 'Research', 'Research | Lëbe'],
  ['/dashboardsample', 'Dashboard', 'Dashboard | Lëbe'],
  ['/languages', 'Languages', 'Languages | Lëbe'],
];

describeInBrowser(
  'the public site in the browser',
  { apps: ['web'], env: { CONTACT_EMAIL: 'hello@lebe.example' } },
  (suite) => {
    beforeAll(async () => {
      await seedQuestions(suite.server, [
        multipleChoice('q1', 'a', ['b', 'c', 'd'], { targetLanguage: 'sango', level: 3, knowledgeType: 'vocabulary' }),
        multipleChoice('q2', 'a', ['b', 'c', 'd'], { targetLanguage: 'sango', level: 3, knowledgeType: 'translation' }),
      ]);
    });

    it('serves every static page with its heading and title; the landing page has the defaults', async () => {
      const { context, page } = await newPage(suite.browser, suite.server.url);
      try {
        await page.goto('/');
        expect(await page.title()).toBe('Lëbe');
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
          'AI-Powered Language Learning',
        );
        for (const [path, heading, title] of pages) {
          await page.goto(path);
          expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(heading);
          expect(await page.title()).toBe(title);
        }
      } finally {
        await context.close();
      }
    });

    it('about has its three cards; levels lists the ten names; the contact e-mail is the setting', async () => {
      const { context, page } = await newPage(suite.browser, suite.server.url);
      try {
        await page.goto('/about');
        await page.locator('.card-grid .card').first().waitFor();
        expect(await page.locator('.card-grid .card').count()).toBe(3);
        await page.goto('/levels');
        await page.locator('.levels-list h2').first().waitFor();
        const names = await page.locator('.levels-list h2').allInnerTexts();
        expect(names).toHaveLength(10);
        expect(names[0]).toBe('Beginner');
        expect(names[9]).toBe('God of Language');
        await page.goto('/mission');
        expect(await page.getByRole('link', { name: 'hello@lebe.example' }).getAttribute('href')).toBe(
          'mailto:hello@lebe.example',
        );
      } finally {
        await context.close();
      }
    });

    it('languages shows the live figures of the bank for the eight languages', async () => {
      const { context, page } = await newPage(suite.browser, suite.server.url);
      try {
        await page.goto('/languages');
        await page.locator('.language-card').first().waitFor();
        expect(await page.locator('.language-card').count()).toBe(8);
        const sango = page.locator('.language-card', { hasText: 'Sango' });
        expect(await textOf(sango.locator('.language-total'))).toBe('2 questions');
        await screenshot(page, 'languages');
      } finally {
        await context.close();
      }
    });

    it('answers an unknown route with the not-found page', async () => {
      const { context, page } = await newPage(suite.browser, suite.server.url);
      try {
        await page.goto('/no/such/page');
        expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Page not found');
      } finally {
        await context.close();
      }
    });
  },
);
