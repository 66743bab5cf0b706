import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { eventually, openPractice, signInAs, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

/** One fill-in-the-blank question per language at level 1, with the accepted spellings of its answer. */
const typed = (language: string, answer: string, variants?: string[]) => ({
  question: `Type the ${language} word: ___`,
  answers: [{ text: answer, isCorrect: true, ...(variants ? { variants } : {}) }],
  questionType: 'fill_in_the_blank' as const,
  targetLanguage: language as 'french',
  level: 1,
  knowledgeType: 'vocabulary' as const,
});

async function practise(page: Page, language: string) {
  await openPractice(page, language);
  await page.getByLabel('Your answer').waitFor();
}

describeInBrowser('what learners feel, in the browser', { apps: ['web'] }, (suite) => {
  beforeAll(async () => {
    await seedQuestions(suite.server, [
      typed('french', 'La Maison'),
      typed('spanish', 'soñé', ['soñaba']),
      typed('german', 'Straße'),
      typed('dzongkha', 'གཟའ་ལྷག་པ་'),
      typed('sango', 'sängö'),
      ...Array.from({ length: 6 }, (_, i) =>
        multipleChoice(`Le mot ${i}`, `right ${i}`, ['wrong a', 'wrong b', 'wrong c'], {
          targetLanguage: 'portuguese',
          level: 1,
        }),
      ),
    ]);
  });

  it.each([
    // language, what the learner types, accepted?
    ['french', '  la   MAISON ', true],
    ['french', 'la maisons', false],
    ['spanish', 'SOÑABA', true],
    ['spanish', 'sone', false],
    ['german', 'STRASSE', false],
    ['german', 'straße', true],
    ['dzongkha', 'གཟའ་ལྷག་པ', true],
    ['sango', 'SÄNGÖ', true],
    ['sango', 'sango', false],
  ])('a typed %s answer "%s" is accepted: %s', async (language, text, accepted) => {
    const { context, page } = await suite.newPage();
    try {
      await practise(page, language);
      const input = page.getByLabel('Your answer');
      await input.fill(text);
      await eventually(async () => expect((await input.getAttribute('class'))?.includes('fib-correct')).toBe(accepted));
      expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(accepted);
    } finally {
      await context.close();
    }
  });

  it('a typo is pointed at its first wrong letter, and correcting it with Backspace costs once', async () => {
    const { context, page } = await suite.newPage();
    try {
      await practise(page, 'german');
      const input = page.getByLabel('Your answer');
      await input.pressSequentially('Strax');
      expect(await textOf(page.locator('.typed-feedback'))).toBe('Not quite: letter 5, “x”, is where it goes wrong.');
      expect(await textOf(page.locator('.partial-value'))).toBe('Score for this question: 0.9');
      await input.press('Backspace');
      expect(await textOf(page.locator('.partial-value'))).toBe('Score for this question: 0.9');
      await page.getByRole('group', { name: 'Special characters' }).getByRole('button', { name: 'ß' }).click();
      await input.press('End');
      await input.pressSequentially('e');
      expect(await input.getAttribute('class')).toContain('fib-correct');
      expect(await textOf(page.locator('.partial-value'))).toBe('Score for this question: 0.9');
    } finally {
      await context.close();
    }
  });

  it('Dzongkha is drawn with the Tibetan web font, fetched only where Dzongkha appears', async () => {
    const { context, page } = await suite.newPage();
    try {
      const fontFiles: string[] = [];
      page.on('request', (r) => r.url().includes('jomolhari') && fontFiles.push(r.url()));
      await page.goto('/about');
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      expect(fontFiles).toEqual([]);
      await page.goto('/start');
      const endonym = page.locator('.language-endonym[lang="dz"]');
      await endonym.waitFor();
      await eventually(async () =>
        expect(await page.evaluate(`document.fonts.check('16px Jomolhari', 'རྫོང་ཁ')`)).toBe(true),
      );
      const loaded = await page.evaluate<string[]>(
        `[...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''))`,
      );
      expect(loaded).toContain('Jomolhari');
      // What the page really drew the endonym with, as Chromium reports it.
      const cdp = await context.newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: '.language-endonym[lang="dz"]',
      });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      expect(fonts.map((f) => f.familyName)).toEqual(['Jomolhari']);
      expect(fontFiles.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('practice shows progress to the next level as a meter with its text, and confirmations shift nothing', async () => {
    const api = client(suite.server.url);
    const me = { name: 'Shift', email: 'shift@example.com', password: 'shift-secret' };
    await api.post('/api/users', me);
    const { context, page } = await suite.newPage();
    try {
      await signInAs(page, suite.server.url, me.email, me.password, '/');
      await practise(page, 'portuguese').catch(() => undefined);
      await page.locator('.choice').first().waitFor();
      const meter = page.getByRole('meter', { name: 'Progress to level 2' });
      expect(await meter.getAttribute('aria-valuenow')).toBe('0');
      await page.locator('.choice', { hasText: 'right' }).click();
      await eventually(async () => expect(await meter.getAttribute('aria-valuenow')).toBe('1'));
      expect(await meter.getAttribute('aria-valuetext')).toBe('1 of 5 right in a row toward level 2');
      expect(await textOf(page.locator('.score-text'))).toContain('1/5 to level 2');

      const choices = page.locator('.choices');
      const before = await choices.boundingBox();
      await page.getByRole('button', { name: 'Add to Notebook' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Successfully added to notebook!').waitFor();
      expect(await choices.boundingBox()).toEqual(before);
      await page.getByRole('button', { name: 'Flag' }).click();
      await page.getByRole('switch', { name: 'Just Too Darn Weird' }).check();
      await page.getByRole('button', { name: 'Submit Flag' }).click();
      await page.getByText('Thank you for your input! Our staff will review the question.').waitFor();
      expect(await choices.boundingBox()).toEqual(before);
      await page.getByText('Successfully added to notebook!').waitFor({ state: 'hidden', timeout: 4000 });
      expect(await choices.boundingBox()).toEqual(before);
    } finally {
      await context.close();
    }
  });

  it('the dashboard shows the daily streak the server derives, and hides the panel where there is none', async () => {
    const api = client(suite.server.url);
    const me = { name: 'Streaky', email: 'streak@example.com', password: 'streak-secret' };
    await api.post('/api/users', me);
    const { context, page } = await suite.newPage();
    try {
      await signInAs(page, suite.server.url, me.email, me.password, '/');
      // This branch's server may not have the route yet: the panel hides itself on its 404.
      const served = (await api.get('/api/dashboards/streak', (await api.post('/api/users/login', me)).body.token))
        .status;
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.waitForLoadState('networkidle');
      if (served === 404) expect(await page.getByText('Daily streak').count()).toBe(0);
      // The panel against the contract (streakResponse): { streak, longest, today }.
      await page.route('**/api/dashboards/streak', (route) =>
        route.fulfill({ json: { streak: 3, longest: 5, today: false } }),
      );
      await page.reload();
      const panel = page.getByRole('region', { name: 'Daily streak' });
      await eventually(async () => expect(await textOf(panel.locator('.streak-value'))).toContain('3 days in a row'));
      expect(await textOf(panel.locator('.streak-note'))).toBe(
        'Answer a question today to keep your streak. Longest: 5 days.',
      );
      // The panel stands apart from the card under it, as the dashboard's cards do, rather than touching it.
      await page.getByText('Answer at least 5 questions to enable your dashboard').waitFor();
      const gap = await panel.evaluate(
        (el) => el.nextElementSibling!.getBoundingClientRect().top - el.getBoundingClientRect().bottom,
      );
      expect(gap).toBeGreaterThanOrEqual(12);
    } finally {
      await context.close();
    }
  });

  it('a bad token signs the learner out and /login says why', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto('/');
      const stale = { _id: 'x', name: 'Gone', email: 'gone@example.com', isAdmin: false, token: 'not-a-token' };
      await page.evaluate(
        `localStorage.setItem('userInfo', ${JSON.stringify(JSON.stringify({ ...stale, userLevels: {}, customLevels: {} }))})`,
      );
      await page.goto('/profile');
      await page.waitForURL('**/login');
      await eventually(async () =>
        expect(await textOf(page.getByRole('alert'))).toContain('Not authorized, token failed'),
      );
      expect(await page.evaluate('localStorage.getItem("userInfo")')).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('a signed-out visit to /myclassrooms/register is told to sign in', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto('/myclassrooms/register');
      await page.waitForURL(suite.server.url + '/');
      await page.getByText('Sign in to create a classroom.').waitFor();
      expect(await page.getByRole('link', { name: 'Sign in here' }).getAttribute('href')).toBe(
        '/login?redirect=%2Fmyclassrooms%2Fregister',
      );
    } finally {
      await context.close();
    }
  });

  it('a section whose screen fails shows what happened and a way back; the rest of the app keeps working', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.route(/\/assets\/pages-[^/]+\.js$/, (route) => route.abort());
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      await page.getByRole('heading', { name: 'This page could not be shown' }).waitFor();
      expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      await page.getByRole('link', { name: 'Sign In' }).click();
      await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('serves /favicon.ico', async () => {
    const response = await fetch(`${suite.server.url}/favicon.ico`);
    expect(response.status).toBe(200);
    expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});
