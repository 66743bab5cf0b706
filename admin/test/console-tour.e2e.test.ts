import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { eventually } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { keepScreenshot, screenshotDir, seriousViolations, settled, sidewaysOverflow } from './page-checks';

/** A console screen: where it is, what shows it is ready, and what to do there first (open a panel or a menu). */
interface Screen {
  name: string;
  path: () => string;
  ready: (page: Page) => Promise<unknown>;
  then?: (page: Page) => Promise<unknown>;
}

const row = (text: string) => (page: Page) => page.locator('tbody tr', { hasText: text }).first().waitFor();
const field = (name: RegExp, value: string) => (page: Page) =>
  eventually(async () => expect(await page.getByRole('textbox', { name }).first().inputValue()).toBe(value));
const heading = (text: string) => (page: Page) => page.getByRole('heading', { level: 1, name: text }).waitFor();

describeInBrowser('the admin console', { apps: ['web', 'admin'] }, (suite) => {
  const ids = { question: '', user: '', team: '', flag: '', event: 0 };

  const screens: Screen[] = [
    { name: 'users', path: () => '/admin/userlist', ready: row('Nora') },
    {
      // Newest first by the Created column (sorted by the server): Nora registered after the admin.
      name: 'users-by-created',
      path: () => '/admin/userlist',
      ready: row('Nora'),
      then: async (page) => {
        if ((page.viewportSize()?.width ?? 0) < 800) return;
        const header = page.getByRole('columnheader', { name: 'Created' });
        await header.getByRole('button').click();
        await header.getByRole('button').click();
        await eventually(async () => expect(await page.locator('tbody tr').first().textContent()).toContain('Nora'));
      },
    },
    {
      // Issue 38: each user's role, and the most recently seen first by the Last seen column (the server sorts).
      name: 'users-by-last-seen',
      path: () => '/admin/userlist',
      ready: row('Nora'),
      then: async (page) => {
        const admin = page.locator('tbody tr', { hasText: 'Lëbe Admin' });
        expect(await admin.locator('.column-role').textContent()).toBe('Admin');
        expect(await page.locator('tbody tr', { hasText: 'Nora' }).locator('.column-role').textContent()).toBe(
          'Learner',
        );
        const header = page.getByRole('columnheader', { name: 'Last seen' });
        await header.getByRole('button').click();
        await header.getByRole('button').click();
        await eventually(async () => expect(await page.locator('tbody tr').first().textContent()).toContain('Nora'));
      },
    },
    { name: 'user-edit', path: () => `/admin/user/${ids.user}/edit`, ready: field(/^Name/, 'Nora') },
    {
      // From a user to their account's stream, whose entries name who did each thing (not a raw id).
      name: 'user-stream',
      path: () => `/admin/user/${ids.user}/edit`,
      ready: field(/^Name/, 'Nora'),
      then: async (page) => {
        await page
          .getByRole('list', { name: 'Event streams' })
          .getByRole('link', { name: /^Account/ })
          .click();
        await page.waitForURL(`**/admin/streams/user-${ids.user}`);
        const registered = page.getByRole('table', { name: 'History' }).locator('tr', { hasText: 'UserRegistered' });
        await expect(registered.locator('td[data-label="Who"]').textContent()).resolves.toBe('Nora');
      },
    },
    { name: 'questions', path: () => '/admin/questionfilter', ready: row('Horse in French?') },
    {
      name: 'questions-filters',
      path: () => '/admin/questionfilter/search/horse',
      ready: row('Horse in French?'),
      then: async (page) => {
        await page.getByRole('button', { name: 'Show Filters' }).click();
        await page.getByRole('combobox', { name: 'Target Language' }).waitFor();
      },
    },
    {
      name: 'question-delete',
      path: () => '/admin/questionfilter',
      ready: row('Cat in German?'),
      then: async (page) => {
        await page.locator('tr', { hasText: 'Cat in German?' }).getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog').getByText('Are you sure').waitFor();
      },
    },
    {
      name: 'question-edit',
      path: () => `/admin/questionfilter/${ids.question}/edit`,
      ready: async (page) => {
        await field(/^Question/, 'Horse in French?')(page);
        await page.getByRole('table', { name: 'History' }).locator('tr', { hasText: 'QuestionCreated' }).waitFor();
      },
    },
    { name: 'question-create', path: () => '/admin/questionfilter/create', ready: heading('Create Question') },
    { name: 'team', path: () => '/admin/teamlist', ready: row('Marie Curie') },
    { name: 'team-create', path: () => '/admin/teamlist/create', ready: heading('Create Team Member') },
    { name: 'team-edit', path: () => `/admin/team/${ids.team}/edit`, ready: field(/^Name/, 'Marie Curie') },
    { name: 'flags', path: () => '/admin/flags', ready: row('typo in French') },
    { name: 'flag-edit', path: () => `/admin/flags/${ids.flag}/edit`, ready: field(/^Question/, 'Horse in French?') },
    { name: 'events', path: () => '/admin/events', ready: row('FlagRaised') },
    {
      name: 'event',
      path: () => `/admin/events/${ids.event}/show`,
      ready: (page) => heading(`Event ${ids.event}: FlagRaised`)(page),
    },
    {
      name: 'stream',
      path: () => `/admin/streams/question-${ids.question}`,
      ready: (page) =>
        page.getByRole('table', { name: 'History' }).locator('tr', { hasText: 'QuestionCreated' }).waitFor(),
      // What an event changed is read at full width on a phone too, never squeezed to a column of letters.
      then: async (page) => {
        const widths = await page
          .getByRole('table', { name: 'History' })
          .locator('tbody td:last-child')
          .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
        expect(Math.min(...widths)).toBeGreaterThan(150);
      },
    },
    {
      name: 'event-catalogue',
      path: () => '/admin/eventcatalogue',
      ready: (page) =>
        page.getByRole('table', { name: 'Event catalogue' }).locator('tr', { hasText: 'FlagRaised' }).waitFor(),
    },
    {
      name: 'navigation',
      path: () => '/admin/userlist',
      ready: row('Nora'),
      then: async (page) => {
        // Folded (narrow): the panel with every menu laid out flat; wide: the Admin menu open.
        const folded = page.getByRole('button', { name: 'Toggle navigation' });
        if (await folded.isVisible()) {
          await folded.click();
          await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Flags' }).waitFor();
        } else {
          await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('button', { name: 'Admin', exact: true })
            .click();
          await page.getByRole('menu').getByRole('menuitem', { name: 'Flags' }).waitFor();
        }
      },
    },
  ];

  beforeAll(async () => {
    const api = client(suite.server.url);
    [ids.question] = await seedQuestions(suite.server, [
      multipleChoice('Horse in French?', 'cheval', ['chat', 'chien'], { targetLanguage: 'french', level: 2 }),
      multipleChoice('Cat in German?', 'Katze', ['Hund'], { targetLanguage: 'german', level: 1 }),
    ]);
    const nora = (await api.post('/api/users', { name: 'Nora', email: 'nora@example.com', password: 'nora-pass' }))
      .body;
    ids.user = nora._id;
    const flag = await api.post(
      '/api/flags',
      { question: ids.question, incorrect: true, comment: 'typo in French' },
      nora.token,
    );
    ids.flag = flag.body._id;
    const admin = (
      await api.post('/api/users/login', { email: suite.server.adminEmail, password: suite.server.adminPassword })
    ).body;
    const member = await api.post('/api/admin/team', { name: 'Marie Curie', role: 'Head of research' }, admin.token);
    ids.team = member.body.id;
    const raised = await api.get(
      `/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ type: 'FlagRaised' }))}`,
      admin.token,
    );
    ids.event = raised.body[0].position;
  });

  describe.each([1280, 375])('at %i px', (width) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await suite.newPage({ width, height: 900 }));
      await suite.signInAsAdmin(page, '/admin/userlist');
    });
    afterAll(async () => context?.close());

    it.each(screens.map((s) => ({ name: s.name, screen: s })))(
      `$name: no serious or critical axe finding, no sideways scroll, a one-line header (screenshot in ${screenshotDir})`,
      async ({ screen }) => {
        await page.goto(screen.path());
        await screen.ready(page);
        await screen.then?.(page);
        await settled(page);
        await keepScreenshot(page, screen.name);
        // At 1280 px the bar's brand, search box, links, menus and refresh sit on one line (a dense toolbar, 56 px).
        const bar = (await page.locator('header').first().boundingBox())!.height;
        expect({
          axe: await seriousViolations(page),
          overflow: await sidewaysOverflow(page),
          header: width === 1280 ? bar : 56,
        }).toEqual({ axe: [], overflow: 0, header: 56 });
      },
    );
  });
});
