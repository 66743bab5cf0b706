import { beforeAll, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Glossary } from '@lebe/domain';
import { eventually, openPractice, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { keepScreenshot, seriousViolations, sidewaysOverflow } from '@lebe/testing/page-checks';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

const shots = join(import.meta.dirname ?? '.', 'screenshots', 'tap-words');

/** A sentence question as the bank makes it, with the glossary the generator wrote for its sentence. */
const glossary: Glossary = {
  je: { lemma: 'je', meaning: 'I' },
  mange: { lemma: 'manger', meaning: 'to eat', infinitive: 'manger', form: 'present, 1st person singular' },
  des: { lemma: 'des', meaning: 'some (before a plural)' },
  bananes: { lemma: 'banane', meaning: 'banana', gender: 'f', form: 'plural' },
};
const sentence = multipleChoice(
  'What does the French “Je mange des bananes.” mean?',
  'I eat bananas.',
  ['I eat apples.', 'I sell bananas.', 'You eat bananas.'],
  { targetLanguage: 'french', level: 1, fullQuestion: 'Je mange des bananes. — I eat bananas.', glossary },
);

async function practise(page: Page) {
  await openPractice(page, 'french');
  await page.locator('.question-text .gloss-word').first().waitFor();
}

const word = (page: Page, text: string) =>
  page.locator('.question-text').getByRole('button', { name: text, exact: true });
const popover = (page: Page) => page.getByRole('dialog');
const focusedText = (page: Page) => page.evaluate<string | undefined>('document.activeElement?.textContent');

/** The page at rest with a word's meaning open: axe clean, nothing past the right edge, the popover inside the window. */
async function checkOpen(page: Page, name: string) {
  const box = (await popover(page).boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect({ axe: await seriousViolations(page), overflow: await sidewaysOverflow(page) }).toEqual({
    axe: [],
    overflow: 0,
  });
  await keepScreenshot(page, shots, name);
}

describeInBrowser('words you can tap', { apps: ['web'] }, (suite) => {
  beforeAll(async () => {
    await seedQuestions(suite.server, [sentence]);
  });

  it('at 1280 px, a click on a word opens its meaning, form and infinitive; Escape closes it and the focus goes back', async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    try {
      await practise(page);
      // Only the French sentence's words open a meaning, not the English around it.
      const words = await page.locator('.question-text .gloss-word').allTextContents();
      expect(words).toEqual(['Je', 'mange', 'des', 'bananes']);
      expect(await textOf(page.locator('.question-text'))).toBe('What does the French “Je mange des bananes.” mean?');

      await word(page, 'mange').click();
      await expect(popover(page).textContent()).resolves.toContain('to eat');
      const said = await textOf(popover(page));
      expect(said).toContain('mange from manger');
      expect(said).toContain('present, 1st person singular · infinitive manger');
      expect(await word(page, 'mange').getAttribute('aria-expanded')).toBe('true');
      await checkOpen(page, 'mouse');

      await page.keyboard.press('Escape');
      await eventually(async () => expect(await popover(page).count()).toBe(0));
      expect(await focusedText(page)).toBe('mange');
      // The question is still to be answered: closing a word's meaning answered nothing.
      expect(await page.locator('.choices button:enabled').count()).toBe(4);
    } finally {
      await context.close();
    }
  });

  it('by keyboard: Tab to a word, Enter or Space opens it, Escape closes it back onto the word', async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    try {
      await practise(page);
      await page.locator('#question-text').focus();
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Je');
      await page.keyboard.press('Enter');
      await eventually(async () => expect(await textOf(popover(page))).toContain('I'));
      expect(await page.evaluate('document.activeElement?.getAttribute("role")')).toBe('dialog');
      await page.keyboard.press('Escape');
      await eventually(async () => expect(await popover(page).count()).toBe(0));
      expect(await focusedText(page)).toBe('Je');

      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('bananes');
      await page.keyboard.press('Space');
      await eventually(async () => expect(await textOf(popover(page))).toContain('feminine noun'));
      await page.keyboard.press('Escape');
      expect(await focusedText(page)).toBe('bananes');
    } finally {
      await context.close();
    }
  });

  it('at 375 px by touch, a tapped word opens its meaning within the screen; a tap elsewhere closes it', async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    try {
      await practise(page);
      await word(page, 'bananes').tap();
      await eventually(async () => expect(await popover(page).count()).toBe(1));
      const said = await textOf(popover(page));
      expect(said).toContain('bananes from banane');
      expect(said).toContain('banana');
      expect(said).toContain('feminine noun · plural');
      await checkOpen(page, 'touch');

      await page.locator('.instruction').tap();
      await eventually(async () => expect(await popover(page).count()).toBe(0));
      await word(page, 'des').tap();
      await eventually(async () => expect(await textOf(popover(page))).toContain('some (before a plural)'));
      await popover(page).getByRole('button', { name: 'Close' }).tap();
      await eventually(async () => expect(await popover(page).count()).toBe(0));
    } finally {
      await context.close();
    }
  });
});
