import { beforeAll, expect, it } from '@jest/globals';
import { eventually, screenshot, signInAs } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { createClassroom, joinClassroom, registerUser } from '@lebe/testing/classrooms';
import { client } from '@lebe/testing/http';

describeInBrowser('the admin console: events', { apps: ['web', 'admin'] }, (suite) => {
  let learner: { _id: string; name: string; token: string };
  let classroom: string;
  beforeAll(async () => {
    const api = client(suite.server.url);
    const teacher = await registerUser(api, 'Teacher');
    learner = (await api.post('/api/users', { name: 'Lina', email: 'lina@example.com', password: 'lina-pass' })).body;
    await api.put('/api/users/profile', { name: 'Lina Renamed' }, learner.token);
    const room = await createClassroom(api, teacher.token);
    classroom = room.id;
    expect((await joinClassroom(api, learner.token, room, 'Lina R.')).status).toBe(201);
  });

  it('an admin browses the log by type, opens an event and its stream, and follows a classroom’s membership', async () => {
    const { context, page } = await suite.newPage();
    try {
      await suite.signInAsAdmin(page, '/admin/events');
      await page.locator('tr', { hasText: 'StudentJoinedClassroom' }).waitFor();
      await page.locator('tr', { hasText: 'UserRegistered' }).first().waitFor();
      await screenshot(page, 'admin-events');

      await page.getByRole('button', { name: 'Show Filters' }).click();
      await page.getByRole('combobox', { name: 'Event type' }).click();
      await page.getByRole('option', { name: 'UserProfileUpdated', exact: true }).click();
      await eventually(async () => expect(await page.locator('tr', { hasText: 'UserRegistered' }).count()).toBe(0));
      const row = page.locator('tbody tr', { hasText: 'UserProfileUpdated' });
      expect(await row.count()).toBe(1);
      expect(await row.innerText()).toContain('Lina Renamed'); // the actor, by name

      await row.locator('td').first().click();
      await page.getByText('"name": "Lina Renamed"').waitFor();
      await page.getByText('The user changed their own name or e-mail.').waitFor(); // its meaning, from the catalogue
      await screenshot(page, 'admin-event');

      await page.getByRole('link', { name: `user-${learner._id}` }).click();
      const history = page.getByRole('table', { name: 'History' });
      await history.locator('tr', { hasText: 'UserProfileUpdated' }).waitFor();
      await history.locator('tr', { hasText: 'UserRegistered' }).waitFor();
      expect(page.url()).toContain(`/admin/streams/user-${learner._id}`);

      await page.goto(`/admin/streams/classroom-${classroom}`);
      await page.getByRole('table', { name: 'History' }).locator('tr', { hasText: 'ClassroomCreated' }).waitFor();
      const related = page.getByRole('table', { name: 'Related events' });
      const joined = related.locator('tr', { hasText: 'StudentJoinedClassroom' });
      await joined.waitFor();
      expect(await joined.innerText()).toContain('Lina R.');
      await screenshot(page, 'admin-stream');
    } finally {
      await context.close();
    }
  });

  it('the catalogue lists every event type with its meaning and leads to the log of one type', async () => {
    const { context, page } = await suite.newPage();
    try {
      await suite.signInAsAdmin(page, '/admin/events');
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Event catalogue' }).click();
      const catalogue = page.getByRole('table', { name: 'Event catalogue' });
      const joined = catalogue.locator('tr', { hasText: 'StudentJoinedClassroom' });
      await joined.waitFor();
      expect(await joined.innerText()).toContain('follower-<id>');
      expect(await joined.innerText()).toContain('studentName');
      await screenshot(page, 'admin-event-catalogue');
      await joined.getByRole('link', { name: 'StudentJoinedClassroom' }).click();
      await page.waitForURL(/\/admin\/events\?/);
      await eventually(async () => {
        const rows = await page.locator('tbody tr').allInnerTexts();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toContain(`follower-`);
      });
    } finally {
      await context.close();
    }
  });

  it('pages an uncounted log with Previous and Next only; an actor leads to the user edit screen', async () => {
    const api = client(suite.server.url);
    for (let i = 0; i < 30; i++) await registerUser(api, `Paged${i}`);
    const { context, page } = await suite.newPage();
    try {
      const filter = encodeURIComponent(JSON.stringify({ type: 'UserRegistered' }));
      await suite.signInAsAdmin(page, `/admin/events?filter=${filter}`);
      await eventually(async () => expect(await page.locator('tbody tr').count()).toBe(25));
      const pages = page.getByRole('navigation', { name: 'Pages' });
      // The server did not count the matches (more follow): no page numbers, no First or Last.
      expect(await pages.getByRole('button').allTextContents()).toEqual(['Previous', 'Next']);
      expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      await pages.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL(/page=2/);
      await eventually(async () => expect(await page.locator('tbody tr').count()).toBeLessThan(25));
      expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(false);

      const updated = encodeURIComponent(JSON.stringify({ type: 'UserProfileUpdated' }));
      await page.goto(`/admin/events?filter=${updated}`);
      await page.getByRole('link', { name: 'Lina Renamed' }).click();
      await page.waitForURL(`**/admin/user/${learner._id}/edit`);
      await eventually(async () =>
        expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Lina Renamed'),
      );
    } finally {
      await context.close();
    }
  }, 90_000); // thirty registrations (a scrypt hash each) come first

  it('a long stream opens a page at a time, newest first, with its page numbers', async () => {
    const api = client(suite.server.url);
    const user = await registerUser(api, 'Renamer');
    for (let i = 1; i <= 60; i++) await api.put('/api/users/profile', { name: `Renamer ${i}` }, user.token);
    const { context, page } = await suite.newPage();
    try {
      await suite.signInAsAdmin(page, `/admin/streams/user-${user._id}`);
      const history = page.getByRole('table', { name: 'History' });
      await history.locator('tbody tr').first().waitFor();
      const rows = history.locator('tbody tr');
      expect(await rows.count()).toBe(50);
      expect(await rows.first().innerText()).toContain('Renamer 60');
      await page.getByText('61 events, 50 a page, newest first.').waitFor();
      const pages = page.getByRole('navigation', { name: 'Pages' }).first();
      await pages.getByRole('button', { name: '2', exact: true }).click();
      await eventually(async () => expect(await rows.count()).toBe(11));
      expect(await rows.last().innerText()).toContain('UserRegistered');
      expect(await rows.first().innerText()).toContain('Renamer 10');
    } finally {
      await context.close();
    }
  });

  it('a learner who opens the Events view is sent to sign in, and the API refuses them the log', async () => {
    const { context, page } = await suite.newPage();
    try {
      await signInAs(page, suite.server.url, 'lina@example.com', 'lina-pass', '/admin/events');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await page.locator('tr', { hasText: 'UserRegistered' }).count()).toBe(0);
      const events = await client(suite.server.url).get('/api/admin/events', learner.token);
      expect(events.status).toBe(403);
    } finally {
      await context.close();
    }
  });
});
