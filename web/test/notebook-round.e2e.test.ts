import { expect, it } from '@jest/globals';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { newPage, signInAs, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { keepScreenshot, seriousViolations, settled } from '@lebe/testing/page-checks';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

const shots = join(tmpdir(), 'lebe-notebook-round');

describeInBrowser('a notebook round', { apps: ['web'] }, (suite) => {
  const checked = async (page: Page, name: string) => {
    await settled(page);
    expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
    await keepScreenshot(page, shots, name);
  };

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    it(`goes once through the saved questions in FSRS due order, then sums the round up, at ${viewport.width} px`, async () => {
      const api = client(suite.server.url);
      const email = `round${viewport.width}@example.com`;
      const me = (await api.post('/api/users', { name: 'Rona', email, password: 'secret-pass' })).body;
      const words = ['alpha', 'beta', 'gamma'].map((w) => `${w}${viewport.width}`);
      const ids = await seedQuestions(
        suite.server,
        words.map((w) => multipleChoice(`Say ${w}`, `right ${w}`, ['wrong a', 'wrong b'], { level: 1 })),
      );
      // A higher priority brings an entry's due date forward: gamma (3) is due first, then beta (2), alpha (1).
      for (const [i, questionId] of ids.entries())
        expect((await api.post('/api/notebooks', { questionId, priority: String(i + 1) }, me.token)).status).toBe(201);

      const { context, page } = await newPage(suite.browser, suite.server.url, viewport);
      try {
        await signInAs(page, suite.server.url, email, 'secret-pass', '/notebook/module');
        await page.locator('.question-text').waitFor({ timeout: 30_000 });
        expect(await textOf(page.locator('.practice-header'))).toMatch(/Notebook review/);
        expect(await textOf(page.locator('.practice-header'))).not.toMatch(/highest level/);
        await checked(page, 'notebook-round-question');
        const seen: string[] = [];
        for (let i = 0; i < 3; i++) {
          const text = await textOf(page.locator('.question-text'));
          seen.push(text);
          const word = /Say (\S+)/.exec(text)![1];
          await page.locator('.choices button', { hasText: `right ${word}` }).click();
          await page.getByRole('button', { name: 'Next', exact: true }).click();
          if (i < 2) await page.locator('.question-text', { hasNotText: text }).waitFor();
        }
        expect(seen).toEqual([...words].reverse().map((w) => `Say ${w}`));
        await page.getByRole('heading', { name: 'Round complete' }).waitFor();
        expect(await textOf(page.getByRole('status').filter({ hasText: 'Round complete' }))).toMatch(
          /You reviewed 3 saved questions: 3 right/,
        );
        await checked(page, 'notebook-round-summary');
        await page.getByRole('button', { name: 'Practise again' }).click();
        await page.locator('.question-text').waitFor();
      } finally {
        await context.close();
      }
    });
  }
});
