import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { QuestionFields } from '@lebe/domain';
import { eventually, openPractice, signInAs, spokenCalls, stubSpeech, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { keepScreenshot, seriousViolations, sidewaysOverflow } from '@lebe/testing/page-checks';
import { seedQuestions } from '@lebe/testing/questions';

const shots = join(import.meta.dirname ?? '.', 'screenshots', 'teach');
const voices = ['fr-FR', 'de-DE', 'es-ES', 'nl-NL', 'pt-BR', 'en-US'];

/** French “which is the French for” questions as the bank makes them: the sentence, its English, the others. */
const french = [
  {
    fr: 'Ils trouvent leurs clés sous la table.',
    en: 'They find their keys under the table.',
    wrong: [
      ['Ils trouvent leurs clés sur la table.', 'They find their keys on the table.'],
      ['Elles cherchent leurs clés sous la table.', 'They look for their keys under the table.'],
      ['Ils trouvent les chevals sous la table.', 'not a word: the plural of cheval is chevaux'],
    ],
  },
  {
    fr: 'Je mange des pommes vertes.',
    en: 'I eat green apples.',
    wrong: [
      ['Je mange des pommes rouges.', 'I eat red apples.'],
      ['Tu manges des pommes vertes.', 'You eat green apples.'],
      ['Je mange une pomme verte.', 'I eat a green apple.'],
    ],
  },
];
/** German “type the German for” questions: the answer is the whole sentence, so it can be heard instead. */
const german = [
  { de: 'Ich esse grüne Äpfel.', en: 'I eat green apples.' },
  { de: 'Wir trinken kalten Tee.', en: 'We drink cold tea.' },
];
const dzongkha = { dz: 'ང་ཆུ་འཐུང་།', en: 'I drink water.' };

function bank(): Partial<QuestionFields>[] {
  const choices = french.map((s) => ({
    question: `Which is the French for “${s.en}”?`,
    answers: [
      { text: s.fr, isCorrect: true },
      ...s.wrong.map(([text, meaning]) => ({ text, isCorrect: false, meaning })),
    ],
    fullQuestion: `${s.fr} — ${s.en}`,
    questionType: 'translation' as const,
    knowledgeType: 'translation' as const,
    targetLanguage: 'french' as const,
    level: 1,
  }));
  const typed = [
    ...german.map((s) => ({ ...s, text: s.de, language: 'german' as const })),
    { ...dzongkha, text: dzongkha.dz, language: 'dzongkha' as const },
  ].map((s) => ({
    question: `Type the ${s.language === 'german' ? 'German' : 'Dzongkha'} for “${s.en}”: ___`,
    answers: [{ text: s.text, isCorrect: true, variants: [s.text.replace(/[.།]$/u, '')] }],
    fullQuestion: `${s.text} — ${s.en}`,
    questionType: 'translation' as const,
    knowledgeType: 'translation' as const,
    targetLanguage: s.language,
    level: 1,
  }));
  return [...choices, ...typed];
}

const widths = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

/** A context at a width (a phone at 375: touch), its speechSynthesis stubbed with voices for `tags`. */
async function open(browser: Browser, url: string, viewport: { width: number; height: number }, tags = voices) {
  const phone = viewport.width < 500;
  const context = await browser.newContext({ baseURL: url, viewport, hasTouch: phone, isMobile: phone });
  await stubSpeech(context, tags);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** The French question on screen. */
async function frenchAsked(page: Page) {
  await page.locator('.choice:not([disabled])').first().waitFor();
  const text = await textOf(page.locator('.question-text'));
  const asked = french.find((s) => text.includes(s.en));
  if (!asked) throw new Error(`not a seeded question: ${text}`);
  return asked;
}

/** The instruction above the question as written (the screen shows it in capitals). */
const instructionOf = (page: Page) => page.locator('.instruction').textContent();
const meaning = (page: Page) => textOf(page.locator('.meaning'));

async function checkPage(page: Page, name: string) {
  expect({ axe: await seriousViolations(page), overflow: await sidewaysOverflow(page) }).toEqual({
    axe: [],
    overflow: 0,
  });
  await keepScreenshot(page, shots, name);
}

/** Next is on screen, not pushed below the fold by the meaning. */
async function nextInView(page: Page) {
  const next = page.getByRole('button', { name: 'Next' });
  const height = page.viewportSize()!.height;
  await eventually(async () => {
    const box = (await next.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(height + 1); // a fraction of a pixel of rounding
  });
}

const answerPosted = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/dashboards') && r.request().method() === 'POST');

describeInBrowser('teaching while testing, in the browser', { apps: ['web'] }, (suite) => {
  let adminToken: string;
  const learner = { name: 'Lou', email: 'lou@example.com', password: 'lou-secret-1' };
  beforeAll(async () => {
    await seedQuestions(suite.server, bank());
    const api = client(suite.server.url);
    await api.post('/api/users', learner);
    adminToken = (
      await api.post('/api/users/login', { email: suite.server.adminEmail, password: suite.server.adminPassword })
    ).body.token;
  });

  for (const viewport of widths) {
    describe(`at ${viewport.width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => ({ context, page } = await open(suite.browser, suite.server.url, viewport)));
      afterAll(() => context.close());

      it('a right answer: the sentence, its English and the answer marked, in a live region; Next in view', async () => {
        await openPractice(page, 'french');
        const asked = await frenchAsked(page);
        expect(await page.locator('.meaning').count()).toBe(0);
        // No blank band between the visitor's note and the card.
        const gap = await page.evaluate<number>(`document.querySelector('.practice-card').getBoundingClientRect().top -
            [...document.querySelectorAll('.alert')].find((n) => n.textContent.includes('visitor')).getBoundingClientRect().bottom`);
        expect(gap).toBeLessThan(32);
        await page.locator('.choice', { hasText: asked.fr }).click();
        const told = await meaning(page);
        expect(told).toContain(asked.fr);
        expect(told).toContain(asked.en);
        expect(told).toContain(`Right answer: ${asked.fr}`);
        expect(await page.locator('[aria-live] .meaning').count()).toBe(1);
        await nextInView(page);
        await checkPage(page, 'meaning-right');
        // Listen reads the French sentence with a French voice; Slower at a learner's pace.
        await page.getByRole('button', { name: 'Listen', exact: true }).click();
        await page.getByRole('button', { name: 'Slower' }).click();
        const calls = await spokenCalls(page);
        expect(calls.map((c) => [c.text, c.lang, c.voice])).toEqual([
          [asked.fr, 'fr-FR', 'fr-FR'],
          [asked.fr, 'fr-FR', 'fr-FR'],
        ]);
        expect(calls[1].rate).toBeLessThan(calls[0].rate);
        // It stays until Next.
        await page.getByRole('button', { name: 'Next' }).click();
        await frenchAsked(page);
        expect(await page.locator('.meaning').count()).toBe(0);
      });

      it('a wrong choice: the meaning at once, with what the chosen sentence means', async () => {
        await openPractice(page, 'french');
        const asked = await frenchAsked(page);
        const [text, means] = asked.wrong[2];
        await page.locator('.choice', { hasText: text }).click();
        const told = await meaning(page);
        expect(told).toContain(`${asked.fr}`);
        expect(told).toContain(asked.en);
        expect(told).toContain(`You chose ${text} — ${means}`);
        await page.locator('.choice', { hasText: asked.fr }).click();
        await nextInView(page);
        expect(await meaning(page)).toContain(`You chose ${text} — ${means}`);
        await checkPage(page, 'meaning-wrong');
      });

      it('Show Answer and Skip: the meaning is shown too (a skipped one above the next question)', async () => {
        await openPractice(page, 'french');
        let asked = await frenchAsked(page);
        await page.getByRole('button', { name: 'Show Answer' }).click();
        expect(await meaning(page)).toContain(`${asked.fr}`);
        expect(await meaning(page)).toContain(asked.en);
        await nextInView(page);
        await page.getByRole('button', { name: 'Next' }).click();
        asked = await frenchAsked(page);
        await page.getByRole('button', { name: 'Skip' }).click();
        await eventually(async () => expect(await page.locator('.meaning-heading').count()).toBe(1));
        const told = await meaning(page);
        expect(told).toContain('The question you skipped');
        expect(told).toContain(asked.fr);
        expect(told).toContain(asked.en);
        await checkPage(page, 'meaning-skipped');
      });
    });
  }

  for (const viewport of widths)
    it(`type what you hear at ${viewport.width} px: heard not shown, graded and recorded as listening`, async () => {
      const { context, page } = await open(suite.browser, suite.server.url, viewport);
      try {
        const me = await signInAs(page, suite.server.url, learner.email, learner.password, '/');
        await openPractice(page, 'german');
        await eventually(async () => expect(await instructionOf(page)).toBe('Type what you hear'));
        // The sentence is not on the card; Listen says it in German.
        const card = await textOf(page.locator('.practice-card'));
        expect(german.some((s) => card.includes(s.de) || card.includes(s.en))).toBe(false);
        await page.getByRole('button', { name: 'Listen', exact: true }).click();
        const [call] = await spokenCalls(page);
        expect(call.lang).toBe('de-DE');
        const asked = german.find((s) => s.de === call.text)!;
        expect(asked).toBeDefined();
        await checkPage(page, 'listening');

        // Nothing scored before the first keystroke.
        expect(await page.locator('.partial-value').count()).toBe(0);
        const posted = answerPosted(page);
        // A variant: without the full stop.
        await page.getByLabel('Your answer').pressSequentially(asked.de.slice(0, -1));
        const body = await (await posted).json();
        expect([body.score, body.pointscore, body.mode]).toEqual(['correct', 1, 'listening']);
        await eventually(async () => expect(await textOf(page.locator('.typed-feedback'))).toBe('Correct!'));
        expect(await meaning(page)).toContain(asked.en);
        await nextInView(page);

        // Read back as recorded: the learner's AnswerRecorded event holds the mode.
        const api = client(suite.server.url);
        const filter = encodeURIComponent(JSON.stringify({ stream: `learner-${me._id}` }));
        const events = (await api.get(`/api/admin/events?filter=${filter}&range=[0,99]`, adminToken)).body as Array<{
          type: string;
          data: { question: string; answer: string; pointscore: number; mode?: string };
        }>;
        const answer = events.filter((e) => e.type === 'AnswerRecorded').at(-1)!;
        expect([answer.data.answer, answer.data.pointscore, answer.data.mode]).toEqual([
          asked.de.slice(0, -1),
          1,
          'listening',
        ]);

        // The next German question is read, not heard: every other one is a listening exercise.
        await page.getByRole('button', { name: 'Next' }).click();
        await eventually(async () => expect(await instructionOf(page)).toBe('Translation'));
      } finally {
        await context.close();
      }
    });

  it('I can’t listen now: the listening exercise is put back as written, and none comes for an hour', async () => {
    const { context, page } = await open(suite.browser, suite.server.url, widths[0]);
    try {
      await openPractice(page, 'german');
      await eventually(async () => expect(await instructionOf(page)).toBe('Type what you hear'));
      await page.getByRole('button', { name: 'I can’t listen now' }).click();
      expect(await instructionOf(page)).toBe('Translation');
      expect(await textOf(page.locator('.question-text'))).toMatch(/^Type the German for/);
      await page.reload();
      await eventually(async () => expect(await instructionOf(page)).toBe('Translation'));
    } finally {
      await context.close();
    }
  });

  it('/future plans only what is still to come, not what is here already (phones, the teacher dashboard, the quiz generator)', async () => {
    const { context, page } = await open(suite.browser, suite.server.url, widths[1]);
    try {
      await page.goto('/future');
      const text = await textOf(page.locator('main'));
      expect(text).not.toMatch(/desktop only/i);
      expect(text).not.toContain('A teacher dashboard and a quiz generator for classrooms.');
      expect(text).not.toContain('are being built now');
    } finally {
      await context.close();
    }
  });

  it('Dzongkha has no voice: no listening is offered, and the card says why once', async () => {
    const { context, page } = await open(suite.browser, suite.server.url, widths[1]);
    try {
      await openPractice(page, 'dzongkha');
      await eventually(async () => expect(await instructionOf(page)).toBe('Translation'));
      expect(await page.getByRole('button', { name: 'Listen', exact: true }).count()).toBe(0);
      expect(await textOf(page.locator('.listen-none'))).toBe(
        'This browser has no voice for Dzongkha, so listening exercises are not offered in it.',
      );
      await page.getByRole('button', { name: 'Show Answer' }).click();
      expect(await meaning(page)).toContain(dzongkha.en);
      expect(await page.getByRole('button', { name: 'Listen', exact: true }).count()).toBe(0);
      await checkPage(page, 'dzongkha');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.locator('.typed-input').waitFor();
      expect(await page.locator('.listen-none').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
