import { beforeAll, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { tilePrompt, type QuestionFields } from '@lebe/domain';
import { eventually, openPractice, signInAs, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { keepScreenshot, seriousViolations, sidewaysOverflow } from '@lebe/testing/page-checks';
import { seedQuestions } from '@lebe/testing/questions';

const shots = join(import.meta.dirname ?? '.', 'screenshots', 'build-sentence');

/** French tile questions as the bank makes them: the cue, the tiles (the key's words and distractors), the key. */
const sentences = [
  {
    cue: 'Put the words in order to say “You eat yellow bananas.” (to a friend) in French',
    tiles: ['des', 'tu', 'bananes', 'mangeons', 'mangent', 'jaunes', 'manges'],
    words: ['tu', 'manges', 'des', 'bananes', 'jaunes'],
    wrong: ['tu', 'mangent', 'des', 'bananes', 'jaunes'],
    key: 'Tu manges des bananes jaunes.',
  },
  {
    cue: 'Put the words in order to say “I do not eat apples.” in French',
    tiles: ['pas', 'pommes', 'ne', 'manges', 'de', 'je', 'mange'],
    words: ['je', 'ne', 'mange', 'pas', 'de', 'pommes'],
    wrong: ['je', 'ne', 'manges', 'pas', 'de', 'pommes'],
    key: 'Je ne mange pas de pommes.',
  },
  {
    cue: 'Put the words in order to say “She buys eggs.” in French',
    tiles: ['œufs', 'achète', 'achètes', 'elle', 'des'],
    words: ['elle', 'achète', 'des', 'œufs'],
    wrong: ['elle', 'des', 'achète', 'œufs'],
    key: 'Elle achète des œufs.',
  },
];
const bank = (): Partial<QuestionFields>[] =>
  sentences.map((s) => ({
    question: tilePrompt(s.cue, s.tiles),
    answers: [{ text: s.key, isCorrect: true, variants: [s.key.slice(0, -1)] }],
    questionType: 'fill_in_the_blank',
    knowledgeType: 'vocabulary',
    targetLanguage: 'french',
    level: 1,
  }));

/** French practice at level 1, for a learner signed in (so each answer is recorded). */
async function practise(page: Page) {
  await openPractice(page, 'french', 1);
  await page.locator('.tile-bank').waitFor();
  const cue = await textOf(page.locator('.question-text'));
  const asked = sentences.find((s) => s.cue === cue);
  if (!asked) throw new Error(`not a seeded tile question: ${cue}`);
  return asked;
}

/** Where the focus is: a bank tile's index, a word on the sentence line, Check, or somewhere else. */
const focused = (page: Page) =>
  page.evaluate<{ tile: number | null; check: boolean }>(`(() => {
    const el = document.activeElement;
    return {
      tile: el?.dataset?.tile === undefined ? null : Number(el.dataset.tile),
      check: !!el?.classList?.contains('tile-check'),
    };
  })()`);

/** The bank's tiles as the page shows them: their word and whether they are in the sentence already. */
const bankTiles = (page: Page) =>
  page.evaluate<{ word: string; used: boolean }[]>(
    `[...document.querySelectorAll('[data-tile]')].map((b) => ({ word: b.querySelector('[lang]').textContent, used: b.classList.contains('tile-used') }))`,
  );

/** Tab or Shift+Tab until the focus is on bank tile `index`, as a keyboard user moves. */
async function focusTile(page: Page, index: number) {
  for (let n = 0; n < 40; n++) {
    const at = await focused(page);
    if (at.tile === index) return;
    const forward = at.tile === null ? !at.check : at.tile < index;
    await page.keyboard.press(forward ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(`tile ${index} never took the focus`);
}

/** Lays the words with the keyboard alone: Tab to each word's tile, Enter or Space on it. */
async function layByKeyboard(page: Page, words: string[]) {
  for (const [n, word] of words.entries()) {
    const tiles = await bankTiles(page);
    const index = tiles.findIndex((t) => !t.used && t.word === word);
    await focusTile(page, index);
    await page.keyboard.press(n % 2 ? 'Space' : 'Enter');
  }
}

async function checkByKeyboard(page: Page) {
  for (let n = 0; n < 20 && !(await focused(page)).check; n++) await page.keyboard.press('Tab');
  expect((await focused(page)).check).toBe(true);
  await page.keyboard.press('Enter');
}

const recordedAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/dashboards') && r.request().method() === 'POST');
const said = (page: Page) => page.locator('.tile-answer p[aria-live]').first().textContent();

describeInBrowser('build the sentence in the browser', { apps: ['web'] }, (suite) => {
  const learner = { name: 'Tia', email: 'tia@example.com', password: 'tia-secret-1' };
  beforeAll(async () => {
    await seedQuestions(suite.server, bank());
    await client(suite.server.url).post('/api/users', learner);
  });

  it('built with the keyboard alone, the sentence is told Correct with the score recorded; Backspace takes a word back', async () => {
    const { context, page } = await suite.newPage();
    try {
      await signInAs(page, suite.server.url, learner.email, learner.password, '/');
      const asked = await practise(page);
      expect(await page.locator('.instruction').textContent()).toBe('Build the sentence');
      expect(await page.locator('.keyboard-tip').textContent()).toContain('Backspace takes the last one back');
      expect(await page.getByRole('group', { name: 'Words to choose' }).getByRole('button').count()).toBe(
        asked.tiles.length,
      );
      // A wrong word first, taken back with Backspace: nothing is counted until Check.
      const distractor = asked.tiles.find((t) => !asked.words.includes(t))!;
      await layByKeyboard(page, [distractor]);
      expect((await said(page))?.toLowerCase()).toContain(distractor);
      await page.keyboard.press('Backspace');
      expect(await said(page)).toBe('Your sentence is empty.');

      await layByKeyboard(page, asked.words.slice(0, 2));
      expect(await said(page)).toBe(
        `Your sentence: ${asked.words
          .slice(0, 2)
          .join(' ')
          .replace(/^./, (c) => c.toUpperCase())}${asked.key.slice(-1)}`,
      );
      expect({ axe: await seriousViolations(page), overflow: await sidewaysOverflow(page) }).toEqual({
        axe: [],
        overflow: 0,
      });
      await keepScreenshot(page, shots, 'building');
      await layByKeyboard(page, asked.words.slice(2));
      expect(await said(page)).toBe(`Your sentence: ${asked.key}`);

      const recorded = recordedAnswer(page);
      await checkByKeyboard(page);
      const body = await (await recorded).json();
      expect([body.answer, body.score, body.pointscore]).toEqual([asked.key, 'correct', 1]);
      await eventually(async () => expect(await textOf(page.locator('.tile-status'))).toContain('Correct!'));
      expect(await textOf(page.locator('.tile-status .partial-value'))).toBe('Score for this question: 1.0');
      // Next has the focus: Enter goes on.
      await eventually(async () => expect(await page.evaluate('document.activeElement?.textContent')).toBe('Next'));
      expect({ axe: await seriousViolations(page), overflow: await sidewaysOverflow(page) }).toEqual({
        axe: [],
        overflow: 0,
      });
      await keepScreenshot(page, shots, 'correct');
      await page.keyboard.press('Enter');
      await page.locator('.tile-bank [data-tile]:not(.tile-used)').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('may be typed instead of built, before anything is counted, and is graded as typed', async () => {
    const { context, page } = await suite.newPage();
    try {
      await signInAs(page, suite.server.url, learner.email, learner.password, '/');
      const asked = await practise(page);
      await page.getByRole('button', { name: 'Type the sentence instead' }).click();
      // The prompt with its words is shown in full, and the tiles give way to the answer field.
      expect(await textOf(page.locator('.question-text'))).toBe(
        tilePrompt(asked.cue, asked.tiles).replace(/\s+/g, ' ').trim(),
      );
      expect(await page.locator('.tile-bank').count()).toBe(0);
      const recorded = recordedAnswer(page);
      await page.getByLabel('Your answer').pressSequentially(asked.key);
      const body = await (await recorded).json();
      expect([body.score, body.pointscore]).toEqual(['correct', 1]);
      expect(await textOf(page.locator('.partial-value'))).toBe('Score for this question: 1.0');
      // Counted: no switching back.
      expect(await page.getByRole('button', { name: 'Use the word tiles' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a sentence built wrong is told so and recorded 0; put right, it stays 0 (the first check counts)', async () => {
    const { context, page } = await suite.newPage();
    try {
      await signInAs(page, suite.server.url, learner.email, learner.password, '/');
      const asked = await practise(page);
      await layByKeyboard(page, asked.wrong);
      const recorded = recordedAnswer(page);
      await checkByKeyboard(page);
      const body = await (await recorded).json();
      const built = asked.wrong.join(' ').replace(/^./, (c) => c.toUpperCase()) + asked.key.slice(-1);
      expect([body.answer, body.score, body.pointscore]).toEqual([built, 'incorrect', 0]);
      await eventually(async () =>
        expect(await textOf(page.locator('.tile-status .typed-feedback'))).toBe(
          `Not right: “${built}”. Move the words and check again, or show the answer.`,
        ),
      );
      expect(await textOf(page.locator('.tile-status .partial-value'))).toBe('Score for this question: 0.0');
      expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

      // Backspace from the Check button takes the words back one by one; then the right sentence.
      for (let n = 0; n < asked.wrong.length; n++) await page.keyboard.press('Backspace');
      expect(await said(page)).toBe('Your sentence is empty.');
      await layByKeyboard(page, asked.words);
      await checkByKeyboard(page);
      await eventually(async () =>
        expect(await textOf(page.locator('.tile-status .typed-feedback'))).toBe(
          'Right this time. The first check is the one that counts: this question scores 0.',
        ),
      );
      expect(await textOf(page.locator('.tile-status .partial-value'))).toBe('Score for this question: 0.0');
      expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('on a 375 px phone the tiles are tapped, Next is in view after the answer, axe finds nothing serious', async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    try {
      await signInAs(page, suite.server.url, learner.email, learner.password, '/');
      const asked = await practise(page);
      for (const word of asked.words.slice(0, 2)) {
        const index = (await bankTiles(page)).findIndex((t) => !t.used && t.word === word);
        await page.locator(`[data-tile="${index}"]`).tap();
      }
      // A word on the line tapped goes back to its place.
      await page.locator('[data-placed="1"]').tap();
      expect(await said(page)).toBe(`Your sentence: ${asked.key[0]}${asked.words[0].slice(1)}${asked.key.slice(-1)}`);
      await page.locator(`[data-tile="${asked.tiles.indexOf(asked.words[1])}"]`).tap();
      expect({ axe: await seriousViolations(page), overflow: await sidewaysOverflow(page) }).toEqual({
        axe: [],
        overflow: 0,
      });
      await keepScreenshot(page, shots, 'building');
      for (const word of asked.words.slice(2)) {
        const index = (await bankTiles(page)).findIndex((t) => !t.used && t.word === word);
        await page.locator(`[data-tile="${index}"]`).tap();
      }
      const recorded = recordedAnswer(page);
      await page.getByRole('button', { name: 'Check' }).tap();
      expect((await (await recorded).json()).pointscore).toBe(1);
      await eventually(async () => expect(await textOf(page.locator('.tile-status'))).toContain('Correct!'));
      const next = page.getByRole('button', { name: 'Next' });
      await eventually(async () => {
        const box = (await next.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(812);
      });
      expect({ axe: await seriousViolations(page), overflow: await sidewaysOverflow(page) }).toEqual({
        axe: [],
        overflow: 0,
      });
      await keepScreenshot(page, shots, 'correct');
    } finally {
      await context.close();
    }
  });
});
