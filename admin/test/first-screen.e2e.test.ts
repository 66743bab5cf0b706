import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { describe as describeReceived, firstScreen, kB } from '@lebe/testing/first-screen';
import { screenshotDir } from './page-checks';

/** The performance issue's budget: what the browser receives before the console's first list shows (gzip). */
const budgetKb = 250;

const firstRow = (page: Page) => page.locator('tbody tr');
const lists = ['/admin/questionfilter', '/admin/userlist', '/admin/teamlist', '/admin/flags', '/admin/events'];

describeInBrowser('the admin console: first screen', { apps: ['web', 'admin'] }, (suite) => {
  let userInfo: string;
  const figures: Record<string, string> = {};
  beforeAll(async () => {
    const [question] = await seedQuestions(
      suite.server,
      Array.from({ length: 25 }, (_, i) => multipleChoice(`Horse number ${i}?`, 'a', ['b'])),
    );
    const api = client(suite.server.url);
    const login = await api.post('/api/users/login', {
      email: suite.server.adminEmail,
      password: suite.server.adminPassword,
    });
    userInfo = JSON.stringify(login.body);
    await api.post('/api/flags', { question, weird: true, comment: 'odd' }, login.body.token);
    await api.post('/api/admin/team', { name: 'Marie Curie' }, login.body.token);
  });
  afterAll(async () => {
    // The figures, for a person to read: admin/test/screenshots/first-screen.txt (not committed).
    mkdirSync(screenshotDir, { recursive: true });
    writeFileSync(join(screenshotDir, 'first-screen.txt'), Object.values(figures).join('\n\n') + '\n');
  });

  it.each(lists)(
    `%s: at most ${budgetKb} kB (gzip) arrive before its first row shows, with an empty cache`,
    async (path) => {
      // A first visit: a new browser context (empty cache), signed in by the stored session alone, so nothing
      // but the console itself is loaded.
      const context = await suite.browser.newContext({
        baseURL: suite.server.url,
        viewport: { width: 1280, height: 900 },
      });
      await context.addInitScript(`localStorage.setItem('userInfo', ${JSON.stringify(userInfo)})`);
      try {
        const page = await context.newPage();
        const received = await firstScreen(page, path, firstRow);
        const total = received.reduce((sum, r) => sum + r.gzip, 0);
        figures[path] = `${path}: ${describeReceived(received)}`;
        expect(received.some((r) => r.kind === 'script')).toBe(true);
        expect(kB(total)).toBeLessThanOrEqual(budgetKb);
      } finally {
        await context.close();
      }
    },
  );
});
