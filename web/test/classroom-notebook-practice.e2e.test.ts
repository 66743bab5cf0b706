import { beforeAll, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { eventually, screenshot, signInAs, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

/**
 * The question session of classroom and notebook practice (SPEC §4), as main practice runs it: a wrong
 * choice disables only itself, Next waits for the right answer or Show Answer, a right answer ends the
 * question; one result per question. And their dialogs keep the focus (JOIN CLASSROOM, Flag).
 */
describeInBrowser('classroom and notebook practice in the browser', { apps: ['web'] }, (suite) => {
  let teacher: { _id: string; token: string };
  let classroom: string;
  beforeAll(async () => {
    const api = client(suite.server.url);
    teacher = (
      await api.post('/api/users', { name: 'Tess Teacher', email: 'tess@example.com', password: 'secret-pass' })
    ).body;
    const created = await api.post(
      '/api/classrooms',
      {
        classroomCode: 'PR-1',
        name: 'Practice room',
        teacher: 'Tess',
        description: 'Levels 1 and 2',
        password: 'clef',
      },
      teacher.token,
    );
    expect(created.status).toBe(201);
    classroom = created.body._id;
    // Six four-choice questions at each of levels 1 and 2: "q<level>-<i>", right answer "right q<level>-<i>".
    const ids: string[] = [];
    for (const level of [1, 2])
      for (let i = 0; i < 6; i++) {
        const { _id } = (await api.post('/api/myquestions', undefined, teacher.token)).body;
        const name = `q${level}-${i}`;
        const saved = await api.put(
          `/api/myquestions/details/${_id}`,
          {
            question: name,
            level,
            questionType: 'multiple_choice',
            targetLanguage: 'french',
            answers: [
              { text: `right ${name}`, isCorrect: true },
              { text: 'wrong a', isCorrect: false },
              { text: 'wrong b', isCorrect: false },
              { text: 'wrong c', isCorrect: false },
            ],
          },
          teacher.token,
        );
        expect(saved.status).toBe(200);
        ids.push(_id);
      }
    const added = await api.put('/api/myquestions/addclassroom', { classroom, questions: ids }, teacher.token);
    expect(added.status).toBe(200);
  });

  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  const choice = (page: Page, text: string) => page.locator('.choices button', { hasText: text });
  /** The choices in screen order, without the hidden "(wrong)" and "(correct answer)" marks. */
  const choiceTexts = async (page: Page) =>
    (await page.locator('.choices button').allInnerTexts()).map((t) => t.replace(/\s*\((wrong|correct answer)\)$/, ''));
  const disabledStates = async (page: Page) =>
    Promise.all((await page.locator('.choices button').all()).map((b: Locator) => b.isDisabled()));
  const activeInDialog = (page: Page) => page.evaluate(`!!document.activeElement?.closest('[role="dialog"]')`);
  const activeText = (page: Page) => page.evaluate(`document.activeElement?.textContent?.trim() ?? ''`);
  const classroomAnswers = async () =>
    (await client(suite.server.url).get(`/api/mydashboards/answercount?id=${classroom}`, teacher.token)).body
      .answerCount;

  it('a classroom with no questions says so, with no keyboard tip for answers that are not there', async () => {
    const { context, page } = await suite.newPage();
    try {
      const api = client(suite.server.url);
      const empty = await api.post(
        '/api/classrooms',
        { classroomCode: 'PR-EMPTY', name: 'Empty room', teacher: 'Tess', password: 'clef' },
        teacher.token,
      );
      await signInAs(
        page,
        suite.server.url,
        'tess@example.com',
        'secret-pass',
        `/myquestions/module/${empty.body._id}`,
      );
      await page.getByText('This classroom has no questions yet.').waitFor();
      expect(await page.locator('.keyboard-tip').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('classroom practice: a wrong choice disables only itself; the right one ends the question; Show Answer and Flag follow main practice', async () => {
    const { context, page } = await suite.newPage();
    try {
      await signInAs(page, suite.server.url, 'tess@example.com', 'secret-pass', `/myquestions/module/${classroom}`);
      const name = await textOf(page.locator('.question-text'));
      await choice(page, 'wrong a').click();
      await eventually(async () => expect(await choice(page, 'wrong a').isDisabled()).toBe(true));
      // The learner can try again: the other choices, Skip and Show Answer stay on, Next stays off.
      expect((await disabledStates(page)).filter(Boolean)).toHaveLength(1);
      expect(await button(page, 'Skip').isEnabled()).toBe(true);
      expect(await button(page, 'Show Answer').isEnabled()).toBe(true);
      expect(await button(page, 'Next').isDisabled()).toBe(true);
      await screenshot(page, 'classroom-practice-wrong-choice');

      await choice(page, `right ${name}`).click();
      await eventually(async () => expect(await button(page, 'Next').isEnabled()).toBe(true));
      expect(await disabledStates(page)).toEqual([true, true, true, true]);
      expect(await button(page, 'Skip').isDisabled()).toBe(true);
      expect(await button(page, 'Show Answer').isDisabled()).toBe(true);
      // One result for the question: the first pick's.
      await eventually(async () => expect(await classroomAnswers()).toBe(1));

      // Show Answer on the next question: counted once, the answer shown, Next on.
      await button(page, 'Next').click();
      await eventually(async () => expect(await textOf(page.locator('.question-text'))).not.toBe(name));
      const second = await textOf(page.locator('.question-text'));
      await button(page, 'Show Answer').click();
      await page.getByText(`right ${second}`).first().waitFor();
      expect(await button(page, 'Next').isEnabled()).toBe(true);
      expect(await button(page, 'Show Answer').isDisabled()).toBe(true);
      expect(await disabledStates(page)).toEqual([true, true, true, true]);
      await eventually(async () => expect(await classroomAnswers()).toBe(2));

      // The Flag dialog takes the focus, keeps Tab inside, closes on Escape and gives the focus back.
      const flag = button(page, 'Flag');
      await flag.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await eventually(async () => expect(await activeInDialog(page)).toBe(true));
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await activeInDialog(page)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await eventually(async () => expect(await dialog.count()).toBe(0));
      expect(await activeText(page)).toBe('Flag');

      // Flagged once: thanked, and Flag is off for this question.
      await flag.click();
      await dialog.locator('input[type="checkbox"]').first().check();
      await dialog.getByRole('button', { name: /Flag/ }).last().click();
      await page.getByText('Thank you for your input! Our staff will review the question.').waitFor();
      expect(await dialog.count()).toBe(0);
      expect(await flag.isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('classroom practice: after a Skip that drops the level, the header and the question agree', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.addInitScript(`localStorage.removeItem('initializeCustomParameters')`);
      await signInAs(page, suite.server.url, 'tess@example.com', 'secret-pass', `/myquestions/module/${classroom}`);
      const header = page.locator('#practice-title .level-pill');
      await eventually(async () => expect(await textOf(header)).toBe('Level 1'));
      for (let i = 0; i < 5; i++) {
        const name = await textOf(page.locator('.question-text'));
        await choice(page, `right ${name}`).click();
        if (i < 4) {
          await button(page, 'Next').click();
          await eventually(async () => expect(await button(page, 'Next').isDisabled()).toBe(true));
        }
      }
      // Five right in a row: the level-up dialog of main practice; Keep Going goes on at the next level.
      await page.getByRole('dialog', { name: 'Level up!' }).waitFor();
      await button(page, 'Keep Going').click();
      await eventually(async () => expect(await textOf(header)).toBe('Level 2'));
      await eventually(async () => expect(await textOf(page.locator('.question-text'))).toMatch(/^q2-/));

      // Two skips in a row on a fresh score: the level drops to 1, and the next question is a level 1 one.
      await button(page, 'Skip').click();
      await eventually(async () => expect(await button(page, 'Skip').isEnabled()).toBe(true));
      await button(page, 'Skip').click();
      await eventually(async () => expect(await textOf(header)).toBe('Level 1'));
      await eventually(async () => expect(await textOf(page.locator('.question-text'))).toMatch(/^q1-/));
      expect(await textOf(header)).toBe('Level 1');
    } finally {
      await context.close();
    }
  });

  it('the JOIN CLASSROOM dialog takes the focus, keeps Tab inside, closes on Escape and gives the focus back', async () => {
    const api = client(suite.server.url);
    await api.post('/api/users', { name: 'Jo Joiner', email: 'jo@example.com', password: 'secret-pass' });
    const { context, page } = await suite.newPage();
    try {
      await signInAs(page, suite.server.url, 'jo@example.com', 'secret-pass', '/joinclassroom');
      await page.getByLabel('Classroom Code').fill('pr-1');
      await page.getByLabel('Enter secret keycode').fill('clef');
      await button(page, 'Sign In').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('JOIN CLASSROOM').waitFor();
      await eventually(async () => expect(await activeInDialog(page)).toBe(true));
      await screenshot(page, 'classrooms-join-dialog');
      // Typing the name keeps the focus in the name box.
      const name = dialog.getByLabel('What name would you like to share with your teacher?');
      await name.fill('');
      await name.pressSequentially('Jojo');
      expect(await name.inputValue()).toBe('Jojo');
      expect(await page.evaluate('document.activeElement?.id')).toBe('studentName');
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await activeInDialog(page)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await eventually(async () => expect(await dialog.count()).toBe(0));
      expect(await activeText(page)).toBe('Sign In');
      // Enter on Sign In opens it again; Enter in the name box joins, as a form would.
      await page.keyboard.press('Enter');
      await eventually(async () => expect(await page.evaluate('document.activeElement?.id')).toBe('studentName'));
      await page.keyboard.press('Enter');
      await page.waitForURL('**/studentclassrooms');
      await page.getByRole('heading', { name: 'Practice room' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('notebook practice: a wrong choice disables only itself, the choices keep their order, Show Answer still works', async () => {
    const api = client(suite.server.url);
    const me = (await api.post('/api/users', { name: 'Nell', email: 'nell@example.com', password: 'secret-pass' }))
      .body;
    const ids = await seedQuestions(
      suite.server,
      ['un', 'deux', 'trois'].map((w) =>
        multipleChoice(`Nombre ${w}`, `right ${w}`, ['wrong a', 'wrong b', 'wrong c'], {
          targetLanguage: 'french',
          level: 1,
        }),
      ),
    );
    for (const questionId of ids) expect((await api.post('/api/notebooks', { questionId }, me.token)).status).toBe(201);
    const answers = async () => (await api.get('/api/dashboards/globalstudentanswercount', me.token)).body.answerCount;
    const { context, page } = await suite.newPage();
    try {
      await signInAs(page, suite.server.url, 'nell@example.com', 'secret-pass', '/notebook/module');
      await page.locator('.question-text').waitFor();
      const order = await choiceTexts(page);
      await choice(page, 'wrong b').click();
      await eventually(async () => expect(await choice(page, 'wrong b').isDisabled()).toBe(true));
      expect(await choiceTexts(page)).toEqual(order);
      expect((await disabledStates(page)).filter(Boolean)).toHaveLength(1);
      expect(await button(page, 'Skip').isEnabled()).toBe(true);
      expect(await button(page, 'Show Answer').isEnabled()).toBe(true);
      expect(await button(page, 'Next').isDisabled()).toBe(true);
      await eventually(async () => expect(await answers()).toBe(1));

      await button(page, 'Show Answer').click();
      await eventually(async () => expect(await button(page, 'Next').isEnabled()).toBe(true));
      expect(await choiceTexts(page)).toEqual(order);
      await screenshot(page, 'notebook-practice-shown');
      expect(await disabledStates(page)).toEqual([true, true, true, true]);
      expect(await button(page, 'Skip').isDisabled()).toBe(true);
      expect(await button(page, 'Show Answer').isDisabled()).toBe(true);
      // Still one result for the question: the wrong first pick's.
      await new Promise((r) => setTimeout(r, 300));
      expect(await answers()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
