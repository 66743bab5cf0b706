import { beforeAll, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { signInAs } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { createClassroom } from '@lebe/testing/classrooms';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';

/**
 * The message a field shows is next to it and read with it: the field is marked invalid and described by the
 * element that holds the message. Returns that message.
 */
async function messageOf(page: Page, field: Locator): Promise<string> {
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const messages = await Promise.all(ids.map((id) => page.locator(`[id="${id}"].field-error`).allTextContents()));
  return messages.flat().join(' ');
}

describeInBrowser('field messages (issue 30 item 4)', { apps: ['web'] }, (suite) => {
  let teacher: { _id: string; token: string; email: string };
  let learner: { _id: string; token: string; email: string };
  let room: { id: string; classroomCode: string; keycode: string };
  let myQuestion: string;
  let entry: string;
  beforeAll(async () => {
    const api = client(suite.server.url);
    const account = async (name: string, email: string) => ({
      ...(await api.post('/api/users', { name, email, password: 'secret-pass' })).body,
      email,
    });
    teacher = await account('Tess', 'tess@example.com');
    learner = await account('Leo', 'leo@example.com');
    room = await createClassroom(api, teacher.token, 'sesame');
    myQuestion = (await api.post('/api/myquestions', undefined, teacher.token)).body._id;
    const [question] = await seedQuestions(suite.server, [multipleChoice('Dog in French?', 'chien', ['chat'])]);
    entry = (await api.post('/api/notebooks', { questionId: question }, learner.token)).body._id;
  });

  const as = async (who: { email: string }, path: string) => {
    const { context, page } = await suite.newPage({ width: 375, height: 812 });
    await signInAs(page, suite.server.url, who.email, 'secret-pass', path);
    return { context, page };
  };

  it('Create Your Classroom: a code too long and a keycode mismatch are said next to their fields', async () => {
    const { context, page } = await as(teacher, '/myclassrooms/register');
    try {
      await page.getByLabel('Classroom Code').fill('X'.repeat(60));
      await page.getByLabel('Classroom Title').fill('French 1');
      await page.getByLabel('Teacher', { exact: true }).fill('Tess');
      await page.getByLabel('Description').fill('Beginners');
      await page.getByLabel('Password', { exact: true }).fill('sesame');
      await page.getByLabel('Confirm Password').fill('sesame');
      await page.getByRole('button', { name: 'Create Classroom' }).click();
      expect(await messageOf(page, page.getByLabel('Classroom Code'))).toBe(
        'Classroom code must be at most 50 characters',
      );
      await page.getByLabel('Confirm Password').fill('sesamx');
      expect(await messageOf(page, page.getByLabel('Confirm Password'))).toBe('Passwords do not match');
      const mine = await client(suite.server.url).get('/api/classrooms/myclassrooms', teacher.token);
      expect(JSON.stringify(mine.body)).not.toContain('French 1'); // nothing was sent
    } finally {
      await context.close();
    }
  });

  it('Classroom Profile: a blank title is said next to it', async () => {
    const { context, page } = await as(teacher, `/myclassrooms/${room.id}`);
    try {
      const title = page.getByLabel('Classroom Title');
      await title.fill('   ');
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      expect(await messageOf(page, title)).toBe('Classroom title is required');
    } finally {
      await context.close();
    }
  });

  it('Join a Classroom: a missing keycode, then a name too long, said next to their fields', async () => {
    const { context, page } = await as(learner, '/joinclassroom');
    try {
      await page.getByLabel('Classroom Code').fill(room.classroomCode);
      await page.getByRole('button', { name: 'Sign In' }).click();
      expect(await messageOf(page, page.getByLabel('Enter secret keycode'))).toBe('Keycode is required');
      await page.getByLabel('Enter secret keycode').fill(room.keycode);
      await page.getByRole('button', { name: 'Sign In' }).click();
      const name = page.getByLabel('What name would you like to share with your teacher?');
      await name.fill('N'.repeat(201));
      await page.getByRole('button', { name: 'Join Class' }).click();
      expect(await messageOf(page, name)).toBe('Name must be at most 200 characters');
    } finally {
      await context.close();
    }
  });

  it('Edit Notebook: a note too long is said next to it', async () => {
    const { context, page } = await as(learner, `/notebook/${entry}/edit`);
    try {
      const note = page.getByLabel('Note');
      await note.fill('n'.repeat(5001));
      await page.getByRole('button', { name: 'Update' }).click();
      expect(await messageOf(page, note)).toBe('Note must be at most 5000 characters');
    } finally {
      await context.close();
    }
  });

  it('Edit Question: an empty question text and no correct answer are said next to their fields', async () => {
    const { context, page } = await as(teacher, `/myquestions/${myQuestion}/edit`);
    try {
      const question = page.getByLabel('Question', { exact: true });
      await question.waitFor();
      await question.fill('');
      await page.getByRole('button', { name: 'Update' }).click();
      expect(await messageOf(page, question)).toBe('Question text is required');
      await question.fill('Cat?');
      await page.getByRole('button', { name: 'Update' }).click();
      expect(await messageOf(page, page.getByLabel('Answer 1', { exact: true }))).toBe(
        'A question needs at least one correct answer',
      );
    } finally {
      await context.close();
    }
  });

  it('the quiz generator: a count out of range is said next to Number of questions', async () => {
    const { context, page } = await as(teacher, `/quizgenerator?classroom=${room.id}`);
    try {
      await page.getByLabel('Title').fill('Week 1');
      const count = page.getByLabel('Number of questions');
      await count.fill('500');
      expect(await messageOf(page, count)).toBe('Number of questions: a whole number from 1 to 100');
      expect(await page.getByRole('button', { name: 'Draw questions and assign' }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
