import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { eventually, openPractice, signInAs, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { keepScreenshot, sidewaysOverflow } from '@lebe/testing/page-checks';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const shots = join(tmpdir(), 'lebe-resilience');
const longWord = 'Donaudampfschifffahrtsgesellschaft'.repeat(9).slice(0, 300);

function bank() {
  const sentence = {
    question: 'Translate: The girls have not washed the car.',
    answers: [{ text: 'Les filles n’ont pas lavé la voiture', isCorrect: true }],
    questionType: 'fill_in_the_blank' as const,
    targetLanguage: 'french' as const,
    level: 1,
    knowledgeType: 'translation' as const,
  };
  const spanish = Array.from({ length: 12 }, (_, i) =>
    multipleChoice(`La palabra ${i}`, `right ${i}`, ['wrong a', 'wrong b', 'wrong c'], {
      targetLanguage: 'spanish',
      level: 1,
      knowledgeType: 'vocabulary',
    }),
  );
  const german = Array.from({ length: 3 }, (_, i) => ({
    question: `Ich ___ müde (${i})`,
    answers: [{ text: 'bin', isCorrect: true }],
    questionType: 'fill_in_the_blank' as const,
    targetLanguage: 'german' as const,
    level: 1,
    knowledgeType: 'conjugation' as const,
  }));
  const long = multipleChoice(`What does ${longWord} mean?`, `right ${longWord}`, ['wrong a', 'wrong b'], {
    targetLanguage: 'portuguese',
    level: 1,
    knowledgeType: 'vocabulary',
  });
  return [sentence, ...spanish, ...german, long];
}

/** Opens main practice in a language at level 1 (the shared set-up of @lebe/testing). */
const practise = (page: Page, language: string) => openPractice(page, language, 1);

async function pickRight(page: Page) {
  await page.locator('.choice:not([disabled])').first().waitFor();
  await page.locator('.choice', { hasText: 'right' }).click();
}

describeInBrowser('practice that holds, in the browser', { apps: ['web'] }, (suite) => {
  const learner = { name: 'Noa', email: 'noa@example.com', password: 'noa-secret-1' };
  beforeAll(async () => {
    await seedQuestions(suite.server, bank());
    await client(suite.server.url).post('/api/users', learner);
  });

  it('a plain keyboard apostrophe is right; an accent slip is named; the screen shows the grade recorded', async () => {
    const { context, page } = await suite.newPage();
    try {
      await signInAs(page, suite.server.url, learner.email, learner.password, '/');
      await practise(page, 'french');
      const input = page.getByLabel('Your answer');
      await input.pressSequentially("Les filles n'ont pas lave");
      await eventually(async () =>
        expect(await textOf(page.locator('.typed-feedback'))).toBe('Not quite: check the accent: é.'),
      );
      await input.press('Backspace');
      const recorded = page.waitForResponse((r) => r.url().endsWith('/api/dashboards'));
      await input.pressSequentially('é la voiture');
      const body = await (await recorded).json();
      expect([body.score, body.pointscore]).toEqual(['partial', 0.9]);
      expect(await textOf(page.locator('.partial-value'))).toBe('Score for this question: 0.9');
      expect(await textOf(page.locator('.typed-feedback'))).toBe(
        'Right, scoring 0.9: each keystroke off the answer cost 0.1: check the accent: é.',
      );
      await keepScreenshot(page, shots, 'accent-slip');

      // The next time, typed right at once with the keyboard's apostrophe: correct, and recorded so.
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Your answer').waitFor();
      const again = page.waitForResponse((r) => r.url().endsWith('/api/dashboards'));
      await page.getByLabel('Your answer').pressSequentially("  les filles n'ont pas lavé la voiture");
      expect((await (await again).json()).pointscore).toBe(1);
      expect(await textOf(page.locator('.typed-feedback'))).toBe('Correct!');
      expect(await textOf(page.locator('.partial-value'))).toBe('Score for this question: 1.0');
    } finally {
      await context.close();
    }
  });

  it('an answer given offline is kept, then sent once when the connection returns; the streak survives a reload', async () => {
    const { context, page } = await suite.newPage();
    try {
      const user = await signInAs(page, suite.server.url, learner.email, learner.password, '/');
      const count = async () =>
        (await client(suite.server.url).get('/api/dashboards/globalstudentanswercount', user.token)).body;
      const before = JSON.stringify(await count());
      const sent: string[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('/api/dashboards') && r.request().method() === 'POST')
          sent.push(r.request().headers()['x-request-id'] ?? '');
      });
      await practise(page, 'spanish');
      await page.locator('.choice:not([disabled])').first().waitFor();
      await context.setOffline(true);
      await pickRight(page);
      await page.getByText('your answer is kept on this device').waitFor();
      expect(await page.evaluate(`JSON.parse(localStorage.getItem('pendingAnswers')).length`)).toBe(1);
      await keepScreenshot(page, shots, 'offline-kept');
      await context.setOffline(false);
      await eventually(async () => expect(await page.evaluate(`localStorage.getItem('pendingAnswers')`)).toBeNull());
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(/^[\w-]{16,64}$/);
      await eventually(async () => expect(JSON.stringify(await count())).not.toBe(before));
      // Nothing counted twice: one more Next, and still one POST for that answer.
      await page.waitForTimeout(500);
      expect(sent).toHaveLength(1);

      // A second right answer, then a reload: the two right in a row are still there.
      await page.getByRole('button', { name: 'Next' }).click();
      await pickRight(page);
      await eventually(async () => expect(sent).toHaveLength(2));
      await page.reload();
      await page.locator('.choice').first().waitFor();
      expect(await textOf(page.locator('.score-text'))).toMatch(/^2\/5/);
    } finally {
      await context.close();
    }
  });

  it('a failed load shows Retry, and is tried again by itself when the server answers again', async () => {
    const { context, page } = await suite.newPage();
    try {
      let failing = true;
      await page.route('**/api/questions?**', (route) => (failing ? route.abort() : route.continue()));
      await practise(page, 'spanish');
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor();
      expect(await textOf(page.getByRole('alert'))).toContain('Network error');
      expect(await page.locator('.loader').count()).toBe(0);
      await keepScreenshot(page, shots, 'retry');
      await retry.click(); // still failing: the panel stays, with a longer pause
      await retry.waitFor();
      failing = false;
      // Not clicked: the session tries again by itself.
      await page.locator('.choice').first().waitFor({ timeout: 8000 });
      expect(await retry.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('on a phone a 300-letter word wraps, Next comes into view, and a space after a typed answer presses nothing', async () => {
    const { context, page } = await suite.newPage({ width: 375, height: 812 });
    try {
      await practise(page, 'portuguese');
      await page.locator('.choice').first().waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await keepScreenshot(page, shots, 'long-word');
      await pickRight(page);
      const next = page.getByRole('button', { name: 'Next' });
      await eventually(async () => expect(await next.isEnabled()).toBe(true));
      const box = (await next.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(812.5);
      expect(box.y).toBeGreaterThanOrEqual(0);

      await practise(page, 'german');
      const input = page.getByLabel('Your answer');
      await input.pressSequentially('bin');
      await eventually(async () => expect(await next.isEnabled()).toBe(true));
      const question = await textOf(page.locator('.question-text'));
      await page.keyboard.press(' ');
      await page.waitForTimeout(300);
      expect(await textOf(page.locator('.question-text'))).toBe(question);
      expect(await input.inputValue()).toBe('bin');
      const nextBox = (await next.boundingBox())!;
      expect(nextBox.y + nextBox.height).toBeLessThanOrEqual(812.5);
      await keepScreenshot(page, shots, 'typed-next-in-view');
      await page.keyboard.press('Enter');
      // A visitor's next question may be any of the three, this one too: a fresh question has an empty answer.
      await eventually(async () => expect(await page.getByLabel('Your answer').inputValue()).toBe(''));
    } finally {
      await context.close();
    }
  });

  it('every public page is linked from the footer', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto('/');
      const footer = page.getByRole('navigation', { name: 'Site' });
      for (const path of ['/languages', '/levels', '/mission', '/future', '/careers', '/team', '/about'])
        expect(await footer.locator(`a[href="${path}"]`).count()).toBe(1);
      await page.goto('/research');
      expect(await textOf(page.locator('.lead'))).toBe('Lëbe has not published research of its own yet.');
      expect(await page.locator('body').innerText()).not.toMatch(/\bAI\b/);
    } finally {
      await context.close();
    }
  });
});
