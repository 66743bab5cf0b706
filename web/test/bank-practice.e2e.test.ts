import { join } from 'node:path';
import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { eventually, signInAs, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { joinClassroom } from '@lebe/testing/classrooms';
import { client } from '@lebe/testing/http';
import { keepScreenshot, openScreen, seriousViolations, sidewaysOverflow } from '@lebe/testing/page-checks';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { repoRoot } from '@lebe/testing/test-server';

const shots = join(repoRoot(), 'web', 'test', 'screenshots');
const phone = { width: 375, height: 800 };

/** A page at rest is clean: no serious or critical axe finding and no sideways scroll; its screenshot kept. */
async function clean(page: Page, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await keepScreenshot(page, shots, name);
}

const french = { targetLanguage: 'french' as const };
const typed = (question: string, answer: string, level: number) => ({
  ...french,
  question,
  level,
  answers: [{ text: answer, isCorrect: true }],
  questionType: 'fill_in_the_blank' as const,
  knowledgeType: 'conjugation' as const,
});

/**
 * Issue 38 items 1 and 3: a teacher gives the bank to a class (chosen by filters, and N at random), removes one
 * with the browser's confirm; a student practises the class's bank questions, types a wrong answer and asks to be
 * shown the right one, and leaves a question after typing: the teacher's report reads what was typed.
 */
describeInBrowser('the bank in class practice in the browser', { apps: ['web'] }, (suite) => {
  let teacher: { _id: string; token: string };
  let room: string;
  beforeAll(async () => {
    const api = client(suite.server.url);
    teacher = (await api.post('/api/users', { name: 'Tara', email: 'tara@example.com', password: 'secret-pass' })).body;
    const created = await api.post(
      '/api/classrooms',
      {
        classroomCode: 'BANK-1',
        name: 'Français 1',
        teacher: 'Mme Roux',
        description: 'Le bank',
        password: 'clef',
        target_language: 'french',
      },
      teacher.token,
    );
    room = created.body._id;
    await seedQuestions(suite.server, [
      multipleChoice('le chat', 'the cat', ['the dog', 'the house'], { ...french, level: 1 }),
      multipleChoice('le chien', 'the dog', ['the cat', 'the house'], { ...french, level: 1 }),
      multipleChoice('la maison', 'the house', ['the cat', 'the dog'], { ...french, level: 1 }),
      typed('nous ___ (être)', 'sommes', 1),
      typed('vous ___ (être)', 'êtes', 2),
      multipleChoice('el gato', 'the cat', ['the dog'], { targetLanguage: 'spanish', level: 1 }),
    ]);
  });

  const classList = (page: Page) => page.locator('table').first();
  const bank = (page: Page) => page.locator('.bank-picker');

  it('a teacher adds bank questions chosen by filters and N at random, and removes one after confirming', async () => {
    const { context, page } = await suite.newPage();
    try {
      await signInAs(page, suite.server.url, 'tara@example.com', 'secret-pass', `/myclassrooms/${room}`);
      await bank(page).getByRole('heading', { name: 'Add from the bank' }).waitFor();
      // The bank in the class's language only: the Spanish question is not offered.
      await bank(page).getByText('le chat').waitFor();
      expect(await bank(page).getByText('el gato').count()).toBe(0);
      expect(await textOf(classList(page).locator('..').getByText('No questions in this classroom yet.'))).toBe(
        'No questions in this classroom yet.',
      );
      await clean(page, 'bank-picker-1280');

      await bank(page).getByLabel('Level').selectOption('1');
      await bank(page).getByLabel('Question type').selectOption('multiple_choice');
      await eventually(async () => expect(await bank(page).locator('tbody tr').count()).toBe(3));
      await bank(page).getByLabel('Select le chat').check();
      await bank(page).getByLabel('Select le chien').check();
      await bank(page).getByRole('button', { name: 'Add selected to classroom' }).click();
      await bank(page).getByText('2 questions from the bank added to the classroom.').waitFor();
      await classList(page).getByText('le chien').waitFor();
      expect(await classList(page).getByText('From the bank').count()).toBe(2);
      expect(await bank(page).getByText('In the class', { exact: true }).count()).toBe(2);

      // N at random from what the filters keep: one level-1 conjugation question is all there is.
      await bank(page).getByLabel('Question type').selectOption('');
      await bank(page).getByLabel('Knowledge type').selectOption('conjugation');
      await bank(page).getByLabel('How many').fill('5');
      await bank(page).getByRole('button', { name: 'Add at random' }).click();
      await bank(page).getByText('1 question from the bank added to the classroom at random.').waitFor();
      await classList(page).getByText('nous ___ (être)').waitFor();
      await clean(page, 'bank-picker-added-1280');

      // Removing asks first: dismissed, nothing goes; accepted, the question leaves the class.
      await classList(page).getByLabel('Select le chien').check();
      const remove = page.getByRole('button', { name: 'Delete selected questions from classroom' });
      const asked: string[] = [];
      page.once('dialog', (d) => {
        asked.push(d.message());
        void d.dismiss();
      });
      await remove.click();
      await eventually(() => expect(asked).toEqual(['Are you sure']));
      expect(await classList(page).getByText('le chien').count()).toBe(1);
      page.once('dialog', (d) => void d.accept());
      await remove.click();
      await eventually(async () => expect(await classList(page).getByText('le chien').count()).toBe(0));
      const api = client(suite.server.url);
      const listed = (await api.get(`/api/myquestions/classroomquestions/${room}`, teacher.token)).body.questions;
      expect(listed.map((q: { question: string }) => q.question).sort()).toEqual(['le chat', 'nous ___ (être)']);

      await page.setViewportSize(phone);
      await openScreen(page, `/myclassrooms/${room}`);
      await bank(page).getByText('le chat').waitFor();
      await clean(page, 'bank-picker-375');
    } finally {
      await context.close();
    }
  }, 120_000);

  it("a student practises the class's bank questions; what they typed and gave up reaches the teacher's report", async () => {
    const api = client(suite.server.url);
    const sam = (await api.post('/api/users', { name: 'Sam', email: 'sam@example.com', password: 'secret-pass' })).body;
    expect((await joinClassroom(api, sam.token, { classroomCode: 'BANK-1', keycode: 'clef' }, 'Sam')).status).toBe(201);
    const { context, page } = await suite.newPage();
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    try {
      await signInAs(page, suite.server.url, 'sam@example.com', 'secret-pass', `/studentclassrooms/module/${room}`);
      // The round at level 1 is the two bank questions the class holds, in some order.
      const seen: string[] = [];
      for (let i = 0; i < 2; i++) {
        const text = await textOf(page.locator('.question-text'));
        seen.push(text);
        if (text === 'le chat') await page.locator('.choices button', { hasText: 'the cat' }).click();
        else {
          await page.locator('#typed-answer').fill('sont');
          await button('Show Answer').click();
          await page.locator('.revealed').getByText('sommes').waitFor();
        }
        await eventually(async () => expect(await button('Next').isEnabled()).toBe(true));
        await clean(page, `bank-practice-student-${i}`);
        await button('Next').click();
        await eventually(async () => expect(await textOf(page.locator('.question-text'))).not.toBe(text));
      }
      expect(seen.sort()).toEqual(['le chat', 'nous ___ (être)']);

      // The next round: the typed question, typed at and left for another page.
      for (let i = 0; i < 4 && (await textOf(page.locator('.question-text'))) === 'le chat'; i++) {
        await page.locator('.choices button', { hasText: 'the cat' }).click();
        await button('Next').click();
        await page.locator('.question-text').getByText('nous').waitFor();
      }
      await page.locator('#typed-answer').fill('soms');
      await page.goto('/studentclassrooms');
      const report = async () => (await api.get(`/api/classrooms/${room}/report`, teacher.token)).body;
      await eventually(async () => {
        const hard = (await report()).difficultQuestions.find(
          (d: { question: { question: string } }) => d.question.question === 'nous ___ (être)',
        );
        expect(hard.wrongAnswers.map((w: { answer: string }) => w.answer).sort()).toEqual(['soms', 'sont']);
      });
    } finally {
      await context.close();
    }

    // The teacher's dashboard reads what was typed, not "(no answer: skipped or shown)".
    const t = await suite.newPage();
    try {
      await signInAs(
        t.page,
        suite.server.url,
        'tara@example.com',
        'secret-pass',
        `/teacherdashboard?classroom=${room}`,
      );
      const card = t.page.locator('.difficult-card').filter({ hasText: 'nous ___ (être)' });
      await card.locator('.wrong-answers').getByText('sont').waitFor();
      expect(await card.getByText('no answer').count()).toBe(0);
    } finally {
      await t.context.close();
    }
  }, 120_000);
});
