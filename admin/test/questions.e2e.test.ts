import { beforeAll, expect, it } from '@jest/globals';
import { eventually, screenshot } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { registerUser } from '@lebe/testing/classrooms';

describeInBrowser('the admin console: questions', { apps: ['web', 'admin'] }, (suite) => {
  let ids: string[];
  beforeAll(async () => {
    ids = await seedQuestions(suite.server, [
      multipleChoice('Horse in French?', 'cheval', ['chat', 'chien'], { targetLanguage: 'french', level: 3 }),
      multipleChoice('Horse in German?', 'Pferd', ['Katze', 'Hund'], { targetLanguage: 'german', level: 3 }),
      multipleChoice('Cat in German?', 'Katze', ['Pferd', 'Hund'], { targetLanguage: 'german', level: 1 }),
    ]);
  });

  it('an admin searches and filters questions, edits one and sees its history', async () => {
    const { context, page } = await suite.newPage();
    try {
      const admin = await suite.signInAsAdmin(page, '/admin/questionfilter/search/horse');
      await page.locator('tr', { hasText: 'Horse in French?' }).waitFor();
      await page.locator('tr', { hasText: 'Horse in German?' }).waitFor();
      expect(await page.locator('tr', { hasText: 'Cat in German?' }).count()).toBe(0);

      await page.getByRole('button', { name: 'Show Filters' }).click();
      await page.getByRole('combobox', { name: 'Target Language' }).click();
      await page.getByRole('option', { name: 'German' }).click();
      await eventually(async () => expect(await page.locator('tr', { hasText: 'Horse in French?' }).count()).toBe(0));
      await screenshot(page, 'admin-questions');

      await page.locator('tr', { hasText: 'Horse in German?' }).getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL(`**/admin/questionfilter/${ids[1]}/edit`);
      await page.getByRole('textbox', { name: /^Question/ }).waitFor();
      await eventually(async () =>
        expect(await page.getByRole('textbox', { name: /^Question/ }).inputValue()).toBe('Horse in German?'),
      );
      await page.getByRole('textbox', { name: /^Question/ }).fill('Which word means horse in German?');
      await page.getByRole('button', { name: 'Add Answer' }).click();
      await page.getByRole('button', { name: 'Remove Answer' }).click();
      await page.getByRole('button', { name: 'Add Answer' }).click();
      await page.getByRole('combobox', { name: /^Weight/ }).click();
      await page.getByRole('option', { name: '4' }).click();
      await page.getByRole('combobox', { name: /^Red Flags/ }).click();
      await page.getByRole('option', { name: 'Flagged', exact: true }).click();
      await screenshot(page, 'admin-question-edit');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.waitForURL(/\/admin\/questionfilter(\?.*)?$/);
      await page.locator('tr', { hasText: 'Which word means horse in German?' }).waitFor();

      const saved = await client(suite.server.url).get(`/api/admin/questions/${ids[1]}`, admin.token);
      expect(saved.body).toMatchObject({ question: 'Which word means horse in German?', weight: 4, isFlagged: true });
      expect(saved.body.answers).toHaveLength(4);
      expect(saved.body.answers[3]).toEqual({ text: 'Answer', isCorrect: false });

      await page.goto(`/admin/questionfilter/${ids[1]}/edit`);
      const history = page.getByRole('table', { name: 'History' });
      await history.locator('tr', { hasText: 'QuestionEdited' }).waitFor();
      await history.locator('tr', { hasText: 'QuestionCreated' }).waitFor();
      expect(await history.locator('tr', { hasText: 'QuestionEdited' }).innerText()).toContain('Lëbe Admin');
      await screenshot(page, 'admin-question-history');
    } finally {
      await context.close();
    }
    // Three screens, a save and a reload: 30 s is too short when CI runs eight suites at once on two cores.
  }, 90_000);

  it('the edit screen says how hard learners found the question once it is answered (issue 29)', async () => {
    const api = client(suite.server.url);
    const learner = await registerUser(api, 'Calibrator');
    const answered = await api.post('/api/dashboards', { question: ids[2], answer: 'Katze' }, learner.token);
    expect(answered.status).toBeLessThan(300);
    const { context, page } = await suite.newPage();
    try {
      await suite.signInAsAdmin(page, `/admin/questionfilter/${ids[2]}/edit`);
      const difficulty = page.getByTestId('question-difficulty');
      await eventually(async () =>
        expect(await difficulty.innerText()).toMatch(/^Difficulty b = -?\d+\.\d\d from 1 answer$/),
      );
      await page.goto(`/admin/questionfilter/${ids[0]}/edit`);
      await eventually(async () => expect(await difficulty.innerText()).toBe('Difficulty: not answered yet'));
    } finally {
      await context.close();
    }
  });

  it('Create New Question opens an empty form, then the edit screen of the saved question; delete asks first', async () => {
    const { context, page } = await suite.newPage();
    try {
      await suite.signInAsAdmin(page, '/admin/questionfilter');
      await page.getByRole('button', { name: 'Create New Question' }).click();
      await page.waitForURL('**/admin/questionfilter/create');
      expect(await page.getByRole('textbox', { name: /^Question/ }).inputValue()).toBe('');
      await page.getByRole('textbox', { name: /^Question/ }).fill('Sample question');
      await page.locator('input[name="answers.0.text"]').fill('Answer');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/questionfilter\/[0-9a-f]{24}\/edit$/);
      await eventually(async () =>
        expect(await page.getByRole('textbox', { name: /^Question/ }).inputValue()).toBe('Sample question'),
      );
      await page.goto('/admin/questionfilter/search/Sample');
      const row = page.locator('tr', { hasText: 'Sample question' });
      await row.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Are you sure').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await eventually(async () => expect(await row.count()).toBe(0));
    } finally {
      await context.close();
    }
  });
  it("the learner app's admin search box opens the console filtered by the keyword", async () => {
    const { context, page } = await suite.newPage();
    try {
      await suite.signInAsAdmin(page, '/');
      await page.getByPlaceholder('Search questions...').fill('  Cat in ');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.locator('tr', { hasText: 'Cat in German?' }).waitFor();
      expect(await page.locator('tr', { hasText: 'Horse' }).count()).toBe(0);
      // The console stays at the spec's search path.
      expect(new URL(page.url()).pathname).toBe('/admin/questionfilter/search/Cat%20in');
      // A new keyword typed in the console's own search moves to its search path, on page 1.
      await page.getByPlaceholder('Keyword').fill('Horse in');
      await page.waitForURL('**/admin/questionfilter/search/Horse%20in/page/1');
      await page.locator('tr', { hasText: 'Horse in French?' }).waitFor();
      expect(await page.locator('tr', { hasText: 'Cat in German?' }).count()).toBe(0);
      // Back returns to the earlier keyword.
      await page.goBack();
      await page.locator('tr', { hasText: 'Cat in German?' }).waitFor();
      expect(await page.locator('tr', { hasText: 'Horse in French?' }).count()).toBe(0);
      // A blank query shows every question: the keyword searched before is not remembered.
      await page.goto('/');
      await page.getByPlaceholder('Search questions...').fill('   ');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/questionfilter');
      await page.locator('tr', { hasText: 'Horse in French?' }).waitFor();
      await page.locator('tr', { hasText: 'Cat in German?' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('pages the list with First, Previous, pages n-4 to n+2, Next and Last (total), showing Loading... meanwhile', async () => {
    await seedQuestions(
      suite.server,
      Array.from({ length: 200 }, (_, i) =>
        multipleChoice(`Filler question ${i}`, 'a', ['b'], { targetLanguage: 'dutch', level: 5 }),
      ),
    );
    const { context, page } = await suite.newPage();
    try {
      await suite.signInAsAdmin(page, '/');
      // The first list request is held until the loading text shows.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/admin/questions?**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/admin/questionfilter/page/7');
      await page.getByText('Loading...').first().waitFor();
      release();
      expect(new URL(page.url()).pathname).toBe('/admin/questionfilter/page/7');
      const pages = page.getByRole('navigation', { name: 'Pages' });
      const current = pages.locator('[aria-current=page]');
      await eventually(async () => expect(await current.innerText()).toBe('7'));
      // 203 questions (the three above and 200 more), 20 a page: 11 pages.
      const labels = async () =>
        (await pages.locator('button, span').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
      expect(await labels()).toEqual([
        'First',
        'Previous',
        '…',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
        '…',
        'Next',
        'Last (11)',
      ]);
      await screenshot(page, 'admin-questions-pagination');

      await pages.getByRole('button', { name: 'Last (11)' }).click();
      await page.waitForURL('**/admin/questionfilter/page/11');
      await eventually(async () =>
        expect(await labels()).toEqual(['First', 'Previous', '…', '7', '8', '9', '10', '11', 'Next', 'Last (11)']),
      );
      expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      await pages.getByRole('button', { name: '9', exact: true }).click();
      await eventually(async () => expect(await current.innerText()).toBe('9'));
      await pages.getByRole('button', { name: 'First' }).click();
      await eventually(async () => expect(await current.innerText()).toBe('1'));
      expect(await labels()).toEqual(['First', 'Previous', '1', '2', '3', '…', 'Next', 'Last (11)']);
      expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/admin/questionfilter/page/1');
      // Back goes to the page seen before.
      await page.goBack();
      await page.waitForURL('**/admin/questionfilter/page/9');
      await eventually(async () => expect(await current.innerText()).toBe('9'));
    } finally {
      await context.close();
    }
  });
});
