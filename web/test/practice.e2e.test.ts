import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { eventually, openPractice, screenshot, signInAs, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { grantLevels } from '@lebe/testing/levels';

/** French multiple-choice questions at levels 1, 2, 5 and 6, and German fill-in-the-blank ones. */
function bank() {
  const french = [1, 2, 5, 6].flatMap((level) =>
    Array.from({ length: level > 2 ? 6 : 10 }, (_, i) =>
      multipleChoice(`Le mot ${level}-${i}`, `right ${level}-${i}`, ['wrong a', 'wrong b', 'wrong c'], {
        targetLanguage: 'french',
        level,
        knowledgeType: 'vocabulary',
      }),
    ),
  );
  const german = Array.from({ length: 3 }, (_, i) => ({
    question: `Ich ___ müde (${i})`,
    answers: [{ text: 'bin', isCorrect: true }],
    questionType: 'fill_in_the_blank' as const,
    targetLanguage: 'german' as const,
    level: 1,
    knowledgeType: 'conjugation' as const,
  }));
  const dzongkha = {
    question: 'Type the Dzongkha for the day of the week “Tuesday”: ___',
    answers: [{ text: 'གཟའ་ལྷག་པ་', isCorrect: true }],
    questionType: 'fill_in_the_blank' as const,
    targetLanguage: 'dzongkha' as const,
    level: 1,
    knowledgeType: 'vocabulary' as const,
  };
  const english = multipleChoice('The opposite of “ancient”', 'right modern', ['wrong a', 'wrong b', 'wrong c'], {
    targetLanguage: 'english',
    level: 6,
    knowledgeType: 'synonyms and antonyms',
  });
  return [...french, ...german, dzongkha, english];
}

async function chooseLanguage(page: Page, name: string) {
  await page.goto('/start');
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await page.waitForURL('**/lebemodule');
}

/** Picks the right choice with its number key, as a keyboard user would. */
async function answerRightByKeyboard(page: Page) {
  const choices = page.getByRole('group', { name: 'Answers' }).getByRole('button');
  await choices.first().waitFor();
  const texts = await choices.allInnerTexts();
  const index = texts.findIndex((t) => t.includes('right'));
  await page.keyboard.press(String(index + 1));
}

describeInBrowser('practice in the browser', { apps: ['web'] }, (suite) => {
  let learner: { email: string; password: string };
  beforeAll(async () => {
    await seedQuestions(suite.server, bank());
    learner = { email: 'lea@example.com', password: 'lea-secret' };
    await client(suite.server.url).post('/api/users', { name: 'Léa', ...learner });
  });

  it('greets in turn and leads to the language picker', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto('/');
      const first = await textOf(page.locator('.greeting'));
      await eventually(async () => expect(await textOf(page.locator('.greeting'))).not.toBe(first), 8000);
      await page.getByRole('button', { name: 'Start Learning' }).click();
      await page.waitForURL('**/start');
      await page.locator('.language-button').first().waitFor();
      expect(await page.locator('.language-button').count()).toBe(8);
      await screenshot(page, 'start');
    } finally {
      await context.close();
    }
  });

  it('five right answers by keyboard unlock the next level, which is saved to the account', async () => {
    const { context, page } = await suite.newPage();
    try {
      const user = await signInAs(page, suite.server.url, learner.email, learner.password, '/');
      await chooseLanguage(page, 'French');
      expect(await textOf(page.locator('#practice-title'))).toContain('Level 1');
      expect(await page.locator('.instruction').textContent()).toBe('Vocabulary');
      for (let i = 0; i < 5; i++) {
        expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
        await answerRightByKeyboard(page);
        if (i < 4) {
          await eventually(async () => expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true));
          expect(await page.getByRole('button', { name: 'Skip' }).isDisabled()).toBe(true);
          await page.keyboard.press('Enter');
          await page.waitForSelector('.choice:not([disabled])');
        }
      }
      const dialog = page.getByRole('dialog', { name: 'Level up!' });
      await dialog.waitFor();
      expect(await textOf(dialog.locator('.level-up-text'))).toBe(
        'Five in a row. Level 2 in French is unlocked — Advanced Beginner. Your next question is waiting.',
      );
      await screenshot(page, 'level-up');
      // Keep Going has the focus, so Enter keeps going: the whole session works from the keyboard.
      await eventually(async () =>
        expect(await page.evaluate('document.activeElement?.textContent')).toBe('Keep Going'),
      );
      await page.keyboard.press('Enter');
      await eventually(async () => expect(await textOf(page.locator('#practice-title'))).toContain('Level 2'));
      expect(await textOf(page.locator('.question-text'))).toMatch(/^Le mot 2-/);
      const profile = await client(suite.server.url).get('/api/users/profile', user.token);
      expect(profile.body.userLevels).toMatchObject({ french: 2 });
    } finally {
      await context.close();
    }
  });

  it('five right in a row at level 5 unlock level 6 for a new learner, whatever the ability model measures', async () => {
    const { context, page } = await suite.newPage();
    try {
      const account = { email: 'cinq@example.com', password: 'cinq-secret' };
      const created = await client(suite.server.url).post('/api/users', { name: 'Cinq', ...account });
      await grantLevels(suite.server, created.body._id, { french: 5 });
      const user = await signInAs(page, suite.server.url, account.email, account.password, '/start');
      await chooseLanguage(page, 'French');
      await page.getByRole('heading', { name: /French\s+Level 5/ }).waitFor();
      for (let i = 0; i < 5; i++) {
        await answerRightByKeyboard(page);
        if (i < 4) {
          await eventually(async () => expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true));
          await page.keyboard.press('Enter');
          await page.waitForSelector('.choice:not([disabled])');
        }
      }
      const dialog = page.getByRole('dialog', { name: 'Level up!' });
      await dialog.waitFor();
      expect(await textOf(dialog.locator('.level-up-text'))).toBe(
        'Five in a row. Level 6 in French is unlocked — Advanced. Your next question is waiting.',
      );
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: /French\s+Level 6/ }).waitFor();
      expect(await textOf(page.locator('.question-text'))).toMatch(/^Le mot 6-/);
      expect(await page.getByText(/evidence|likely/).count()).toBe(0);
      await eventually(async () =>
        expect((await client(suite.server.url).get('/api/users/profile', user.token)).body.userLevels).toMatchObject({
          french: 6,
        }),
      );
    } finally {
      await context.close();
    }
  });

  it('a level reached below the stored one is not saved over it', async () => {
    const { context, page } = await suite.newPage();
    try {
      const account = { email: 'max@example.com', password: 'max-secret' };
      const created = await client(suite.server.url).post('/api/users', { name: 'Max', ...account });
      await grantLevels(suite.server, created.body._id, { french: 5 });
      const user = await signInAs(page, suite.server.url, account.email, account.password, '/start');
      // Practice starts at the learner's own level 5; the level bar takes them down to level 1.
      await chooseLanguage(page, 'French');
      await page.getByRole('heading', { name: /French\s+Level 5/ }).waitFor();
      await page
        .getByRole('navigation', { name: 'Levels' })
        .getByRole('button', { name: 'Level 1', exact: true })
        .click();
      await page.getByRole('heading', { name: /French\s+Level 1/ }).waitFor();
      for (let i = 0; i < 5; i++) {
        await answerRightByKeyboard(page);
        if (i < 4) {
          await eventually(async () => expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true));
          await page.keyboard.press('Enter');
          await page.waitForSelector('.choice:not([disabled])');
        }
      }
      await page.getByRole('dialog', { name: 'Level up!' }).waitFor();
      await page.getByRole('button', { name: 'Take a Break' }).click();
      await page.waitForURL(suite.server.url + '/');
      const profile = await client(suite.server.url).get('/api/users/profile', user.token);
      expect(profile.body.userLevels).toMatchObject({ french: 5 });
      // The level reached is kept for the next visit to /lebemodule.
      const stored = await page.evaluate(`JSON.parse(localStorage.getItem('initializeParameters'))`);
      expect(stored).toMatchObject({ targetLanguage: 'french', level: 2 });
    } finally {
      await context.close();
    }
  });

  it('a wrong choice disables itself; the dashboard receives the answer', async () => {
    const { context, page } = await suite.newPage();
    try {
      const user = await signInAs(page, suite.server.url, learner.email, learner.password, '/');
      await chooseLanguage(page, 'French');
      const before = await client(suite.server.url).get('/api/dashboards/globalstudentanswercount', user.token);
      const wrong = page.locator('.choice', { hasText: 'wrong a' });
      await wrong.click();
      expect(await wrong.isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Show Answer' }).click();
      await page.locator('.revealed').waitFor();
      expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
      await eventually(async () => {
        const after = await client(suite.server.url).get('/api/dashboards/globalstudentanswercount', user.token);
        expect(JSON.stringify(after.body)).not.toBe(JSON.stringify(before.body));
      });
    } finally {
      await context.close();
    }
  });

  it('two misses in a row fetch another question at the level at once, and tell the missed answer', async () => {
    const { context, page } = await suite.newPage();
    try {
      await openPractice(page, 'french', 2);
      await page.locator('.choice', { hasText: 'wrong a' }).click();
      await page.getByText('“wrong a” is not right').waitFor();
      await page.locator('.choice', { hasText: 'right' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForSelector('.choice:not([disabled])');
      const second = await textOf(page.locator('.question-text'));
      const answer = second.replace('Le mot ', 'right ');
      await page.locator('.choice', { hasText: 'wrong b' }).click();
      await page.getByText(`the answer was “${answer}”`).waitFor();
      expect(await textOf(page.locator('#practice-title'))).toContain('Level 2');
      expect(await textOf(page.locator('.question-text'))).toMatch(/^Le mot 2-/);
      expect(await page.locator('.choice[disabled]').count()).toBe(0);
      await screenshot(page, 'refresh');
    } finally {
      await context.close();
    }
  });

  it('fill in the blank: a wrong keystroke lowers the partial value, the hint and letter pad help', async () => {
    const { context, page } = await suite.newPage();
    try {
      await signInAs(page, suite.server.url, learner.email, learner.password, '/');
      await chooseLanguage(page, 'German');
      expect(await page.locator('.instruction').textContent()).toBe('Conjugation');
      const input = page.getByLabel('Your answer');
      await input.pressSequentially('bx');
      expect(await input.getAttribute('class')).toContain('fib-wrong');
      expect(await textOf(page.locator('.partial-value'))).toBe('Score for this question: 0.9');
      await input.press('Backspace');
      await page.getByRole('button', { name: 'Hint' }).click();
      expect(await textOf(page.locator('.hint'))).toBe('Starts with “b”, 3 letters');
      expect(
        await page.getByRole('group', { name: 'Special characters' }).getByRole('button', { name: 'ß' }).count(),
      ).toBe(1);
      await input.press('End');
      await input.pressSequentially('in');
      expect(await input.inputValue()).toBe('bin');
      expect(await input.getAttribute('class')).toContain('fib-correct');
      expect(await textOf(page.locator('.partial-value'))).toBe('Score for this question: 0.9');
      expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
      await screenshot(page, 'fill-in');
    } finally {
      await context.close();
    }
  });

  it('a typed answer given up with Show Answer shows the score it is recorded with, 0.0', async () => {
    const { context, page } = await suite.newPage();
    try {
      await chooseLanguage(page, 'German');
      await page.getByLabel('Your answer').pressSequentially('b');
      await page.getByRole('button', { name: 'Show Answer' }).click();
      await page.locator('.revealed').waitFor();
      expect(await textOf(page.locator('.partial-value'))).toBe('Score for this question: 0.0');
    } finally {
      await context.close();
    }
  });

  it('a Dzongkha answer can be typed on the Tibetan letter pad alone, subjoined letters included', async () => {
    const { context, page } = await suite.newPage();
    try {
      await chooseLanguage(page, 'Dzongkha');
      const input = page.getByLabel('Your answer');
      await eventually(async () => expect(await page.evaluate('document.activeElement?.id')).toBe('typed-answer'));
      expect(await input.getAttribute('lang')).toBe('dz');
      const pad = page.locator('.typed-answer');
      // The final tsheg is optional: the answer is accepted as soon as the word is there.
      for (const letter of 'གཟའ་ལྷག་པ') await pad.getByRole('button', { name: letter, exact: true }).click();
      expect(await input.inputValue()).toBe('གཟའ་ལྷག་པ');
      expect(await input.getAttribute('class')).toContain('fib-correct');
      expect(await textOf(page.locator('.partial-value'))).toBe('Score for this question: 1.0');
      await screenshot(page, 'dzongkha');
    } finally {
      await context.close();
    }
  });

  it('flags a question and saves one to the notebook', async () => {
    const { context, page } = await suite.newPage();
    try {
      const user = await signInAs(page, suite.server.url, learner.email, learner.password, '/');
      await chooseLanguage(page, 'French');
      await page.getByRole('button', { name: 'Flag' }).click();
      await page.getByRole('switch', { name: 'Question is Incorrect' }).check();
      await page.getByLabel('Comment (optional)').fill('Two right answers');
      await screenshot(page, 'flag-modal');
      await page.getByRole('button', { name: 'Submit Flag' }).click();
      await page.getByText('Thank you for your input! Our staff will review the question.').waitFor();
      // Flag is now off: the focus goes on with the question, not to the top of the page.
      expect(await page.evaluate('document.activeElement?.id')).toBe('question-text');

      // Saved once answered: Add to Notebook is then off, and the focus is on Next.
      await answerRightByKeyboard(page);
      await eventually(async () => expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true));
      await page.getByRole('button', { name: 'Add to Notebook' }).click();
      await page.getByLabel('Note', { exact: true }).fill('remember this');
      await screenshot(page, 'notebook-modal');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Successfully added to notebook!').waitFor();
      expect(await page.getByRole('button', { name: 'Add to Notebook' }).isDisabled()).toBe(true);
      expect(await page.evaluate('document.activeElement?.textContent')).toBe('Next');
      await page.getByText('Successfully added to notebook!').waitFor({ state: 'hidden', timeout: 4000 });
      expect(await page.getByRole('button', { name: 'Add to Notebook' }).isDisabled()).toBe(true);

      const notes = await client(suite.server.url).get('/api/notebooks/mynotes/?keyword=&pageNumber=', user.token);
      expect(notes.body.questions.map((n: { note: string }) => n.note)).toContain('remember this');
      const admin = await client(suite.server.url).post('/api/users/login', {
        email: suite.server.adminEmail,
        password: suite.server.adminPassword,
      });
      const flags = await client(suite.server.url).get('/api/flags/allflags/?keyword=&pageNumber=', admin.body.token);
      expect(flags.body.flags).toEqual([expect.objectContaining({ incorrect: true, comment: 'Two right answers' })]);
    } finally {
      await context.close();
    }
  });

  it('opened directly, with no language chosen, practice starts in English at level 6', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto('/lebemodule');
      await page.getByRole('heading', { name: /English\s+Level 6/ }).waitFor();
      expect(await textOf(page.locator('.question-text'))).toContain('The opposite of “ancient”');
      expect(await page.locator('.instruction').textContent()).toBe('Synonyms and antonyms');
      // The level bar: ten levels, English opens the first six.
      const bar = page.getByRole('navigation', { name: 'Levels' });
      expect(await bar.getByRole('button').count()).toBe(10);
      expect(await bar.locator('button:not([disabled])').count()).toBe(6);
      expect(await bar.getByRole('button', { name: 'Level 6', exact: true }).getAttribute('aria-pressed')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('a visitor who logs in from practice goes on at their own level, and the level bar opens the levels below', async () => {
    const api = client(suite.server.url);
    const mona = { name: 'Mona', email: 'mona@example.com', password: 'mona-secret' };
    const me = (await api.post('/api/users', mona)).body;
    await grantLevels(suite.server, me._id, { french: 2 });
    const { context, page } = await suite.newPage();
    try {
      await chooseLanguage(page, 'French');
      await page.getByRole('heading', { name: /French\s+Level 1/ }).waitFor();
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await page.getByLabel('Email Address').fill(mona.email);
      await page.getByLabel('Password').fill(mona.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/lebemodule');
      await page.getByRole('heading', { name: /French\s+Level 2/ }).waitFor();
      expect(await textOf(page.locator('.question-text'))).toMatch(/^Le mot 2-/);

      const bar = page.getByRole('navigation', { name: 'Levels' });
      expect(await bar.locator('button:not([disabled])').allInnerTexts()).toEqual(['1', '2']);
      expect(await bar.getByRole('button', { name: 'Level 3 (locked)' }).isDisabled()).toBe(true);
      await bar.getByRole('button', { name: 'Level 1', exact: true }).click();
      await page.getByRole('heading', { name: /French\s+Level 1/ }).waitFor();
      await eventually(async () => expect(await textOf(page.locator('.question-text'))).toMatch(/^Le mot 1-/));
      // Level 2 stays open: it is the learner's own.
      expect(await bar.getByRole('button', { name: 'Level 2', exact: true }).isEnabled()).toBe(true);
      await screenshot(page, 'level-bar');
    } finally {
      await context.close();
    }
  });

  it('a visitor who creates an account from practice keeps the level reached and the streak, back in practice', async () => {
    const { context, page } = await suite.newPage();
    try {
      await chooseLanguage(page, 'French');
      await page.getByRole('heading', { name: /French\s+Level 1/ }).waitFor();
      for (let i = 0; i < 7; i++) {
        await answerRightByKeyboard(page);
        if (i === 4) {
          await page.getByRole('dialog', { name: 'Level up!' }).waitFor();
          await page.getByRole('button', { name: 'Keep Going' }).click();
          await page.getByRole('heading', { name: /French\s+Level 2/ }).waitFor();
        } else if (i < 6) {
          await eventually(async () => expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true));
          await page.keyboard.press('Enter');
        }
        if (i < 6) await page.waitForSelector('.choice:not([disabled])');
      }
      const meter = page.getByRole('meter', { name: 'Progress to level 3' });
      expect(await meter.getAttribute('aria-valuenow')).toBe('2');
      await page.getByRole('link', { name: 'create an account' }).click();
      await page.waitForURL(/\/register\?redirect=%2Flebemodule$/);
      const email = `visitor${Date.now()}@example.com`;
      await page.getByLabel('Name').fill('Vera');
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('visitor secret');
      await page.getByLabel('Confirm Password').fill('visitor secret');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL('**/lebemodule');
      await page.getByRole('heading', { name: /French\s+Level 2/ }).waitFor();
      expect(await page.getByRole('meter', { name: 'Progress to level 3' }).getAttribute('aria-valuenow')).toBe('2');
      expect(await page.getByText(/Start at level 1/).count()).toBe(0);
      const user = await client(suite.server.url).post('/api/users/login', { email, password: 'visitor secret' });
      expect(user.body.userLevels).toEqual({ french: 2 });
      // The visitor's answers were recorded on the account, graded by the server: the five that earned level 2
      // and the two since.
      const answers = await client(suite.server.url).get('/api/dashboards/globalstudentanswercount', user.body.token);
      expect(answers.body).toEqual({ answerCount: 7 });
      await page.goto('/start');
      expect(await textOf(page.locator('.lang-french .language-level'))).toMatch(/^Level 2\s*· yours/);
    } finally {
      await context.close();
    }
  }, 120_000); // seven answers, a sign-up and the seven recorded: long on a loaded machine

  it('two answers shown in a row keep the shown answer on screen until Next brings another question', async () => {
    const { context, page } = await suite.newPage();
    try {
      // Signed in, so the draw is not left to chance: the next question waits until the answers are recorded,
      // and the server never draws a question the learner just answered (a visitor's draw could repeat it).
      await signInAs(page, suite.server.url, learner.email, learner.password, '/');
      const params = { userLanguage: 'english', targetLanguage: 'french', level: 2 };
      await page.evaluate(`localStorage.setItem('initializeParameters', ${JSON.stringify(JSON.stringify(params))})`);
      await page.goto('/lebemodule');
      await page.getByRole('button', { name: 'Show Answer' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForSelector('.choice:not([disabled])');
      const second = await textOf(page.locator('.question-text'));
      await page.getByRole('button', { name: 'Show Answer' }).click();
      await eventually(async () => expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true));
      expect(await textOf(page.locator('.question-text'))).toBe(second);
      expect(await page.getByText('Two misses in a row').count()).toBe(0);
      await page.getByRole('button', { name: 'Next' }).click();
      await eventually(async () => expect(await textOf(page.locator('.question-text'))).not.toBe(second));
      expect(await textOf(page.locator('#practice-title'))).toContain('Level 2');
    } finally {
      await context.close();
    }
  });

  it('visitors practise without flag or notebook and are told to log in to save progress', async () => {
    const { context, page } = await suite.newPage();
    try {
      await chooseLanguage(page, 'French');
      await page.getByText('to save your progress').waitFor();
      expect(await page.getByRole('button', { name: 'Flag' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Add to Notebook' }).count()).toBe(0);
      await answerRightByKeyboard(page);
      await eventually(async () => expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true));
      await screenshot(page, 'visitor');
      await page.getByRole('button', { name: 'Exit' }).click();
      await page.waitForURL(suite.server.url + '/');
    } finally {
      await context.close();
    }
  });
});
