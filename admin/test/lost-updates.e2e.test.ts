import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { browserUnavailableReason, eventually, launchBrowser, newPage, signInAs } from '@lebe/testing/browser';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { startTestServer, type TestServer } from '@lebe/testing/test-server';

const unavailable = browserUnavailableReason(['web', 'admin']);

/** An edit screen of the console: where it is, the API record behind it, and a text field it edits. */
interface EditCase {
  noun: string;
  screen: (id: string) => string;
  api: (id: string) => string;
  field: RegExp;
  value: (record: Record<string, unknown>) => string;
  change: (record: Record<string, unknown>, text: string) => Record<string, unknown>;
}

const cases: EditCase[] = [
  {
    noun: 'question',
    screen: (id) => `/admin/questionfilter/${id}/edit`,
    api: (id) => `/api/admin/questions/${id}`,
    field: /^Question/,
    value: (r) => r.question as string,
    change: (r, text) => ({ ...r, question: text }),
  },
  {
    noun: 'flag',
    screen: (id) => `/admin/flags/${id}/edit`,
    api: (id) => `/api/admin/flags/${id}`,
    field: /^Question/,
    value: (r) => (r.questionData as { question: string }).question,
    change: (r, text) => ({ ...r, questionData: { ...(r.questionData as object), question: text } }),
  },
  {
    noun: 'user',
    screen: (id) => `/admin/user/${id}/edit`,
    api: (id) => `/api/admin/users/${id}`,
    field: /^Name/,
    value: (r) => r.name as string,
    change: (r, text) => ({ ...r, name: text }),
  },
  {
    noun: 'team member',
    screen: (id) => `/admin/team/${id}/edit`,
    api: (id) => `/api/admin/team/${id}`,
    field: /^Name/,
    value: (r) => r.name as string,
    change: (r, text) => ({ ...r, name: text }),
  },
];

/** Waits until the edit form holds the record (typing before it arrives would be overwritten). */
async function formHolds(page: Page, field: RegExp, value: string) {
  await eventually(async () =>
    expect(await page.getByRole('textbox', { name: field }).first().inputValue()).toBe(value),
  );
}

// The server (trustworthy-writes issue) puts the record's stream revision on the records it returns as `version`
// and refuses a save read at an older one with 409. Whether it does yet decides whether the round trip can run.
const server: TestServer | undefined = unavailable ? undefined : await startTestServer();
let admin = '';
const ids: Record<string, string> = {};
if (server) {
  const api = client(server.url);
  admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword })).body.token;
  [ids.question] = await seedQuestions(server, [multipleChoice('Horse in Frnech?', 'cheval', ['chat'])]);
  const nora = (await api.post('/api/users', { name: 'Nora', email: 'nora@example.com', password: 'nora-pass' })).body;
  ids.user = nora._id;
  ids.flag = (await api.post('/api/flags', { question: ids.question, incorrect: true }, nora.token)).body._id;
  ids['team member'] = (await api.post('/api/admin/team', { name: 'Marie Curie' }, admin)).body.id;
}
const versioned = server
  ? typeof (await client(server.url).get(cases[0].api(ids.question), admin)).body.version === 'number'
  : false;

if (!server) {
  describe('the admin console: lost updates', () => it.skip(`skipped: ${unavailable}`, () => undefined));
} else {
  describe('the admin console: lost updates', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await server.close();
    });

    it.each(cases)(
      'a $noun edit sends back the version it was read at; a 409 shows the server’s message above the form, keeps the edit, and Reload shows the other change',
      async (c) => {
        const { context, page } = await newPage(browser, server.url);
        try {
          const api = client(server.url);
          const message = `This ${c.noun} was changed by someone else since you opened it. Reload to see the change.`;
          // The server's side, as the contract says it: records carry a version; a stale save is refused.
          const sent: Record<string, unknown>[] = [];
          await page.route(`**${c.api(ids[c.noun])}`, async (route) => {
            if (route.request().method() === 'PUT') {
              sent.push(route.request().postDataJSON());
              return route.fulfill({ status: 409, json: { message } });
            }
            const response = await route.fetch();
            await route.fulfill({ response, json: { ...(await response.json()), version: 7 } });
          });
          await signInAs(page, server.url, server.adminEmail, server.adminPassword, c.screen(ids[c.noun]));
          const record = (await api.get(c.api(ids[c.noun]), admin)).body;
          await formHolds(page, c.field, c.value(record));

          // Someone else changes the record; this form still holds the old one.
          const theirs = `${c.value(record)} (theirs)`;
          expect((await api.put(c.api(ids[c.noun]), c.change(record, theirs), admin)).status).toBe(200);
          await page
            .getByRole('textbox', { name: c.field })
            .first()
            .fill(`${c.value(record)} (mine)`);
          await page.getByRole('button', { name: 'Update' }).click();

          await page.getByRole('alert').filter({ hasText: message }).first().waitFor();
          expect(sent).toHaveLength(1);
          expect(sent[0].version).toBe(7);
          expect(new URL(page.url()).pathname).toBe(c.screen(ids[c.noun]));
          expect(await page.getByRole('textbox', { name: c.field }).first().inputValue()).toBe(
            `${c.value(record)} (mine)`,
          );

          await page.getByRole('button', { name: 'Reload' }).click();
          await formHolds(page, c.field, theirs);
        } finally {
          await context.close();
        }
      },
    );

    (versioned ? it : it.skip)(
      versioned
        ? 'a stale question edit is refused by the server with 409 and its message shows in the console'
        : 'skipped until the server versions admin records (trustworthy-writes issue, server side): a stale question edit is refused by the server with 409 and its message shows in the console',
      async () => {
        const { context, page } = await newPage(browser, server.url);
        try {
          const api = client(server.url);
          const path = cases[0].api(ids.question);
          await signInAs(page, server.url, server.adminEmail, server.adminPassword, cases[0].screen(ids.question));
          const record = (await api.get(path, admin)).body;
          await formHolds(page, /^Question/, record.question);
          expect((await api.put(path, { ...record, question: 'Horse in French?' }, admin)).status).toBe(200);

          await page.getByRole('textbox', { name: /^Question/ }).fill('Which animal is a cheval?');
          const refused = page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'PUT');
          await page.getByRole('button', { name: 'Update' }).click();
          const response = await refused;
          expect(response.status()).toBe(409);
          const { message } = await response.json();
          await page.getByRole('alert').filter({ hasText: message }).first().waitFor();
          expect((await api.get(path, admin)).body.question).toBe('Horse in French?');
          await page.getByRole('button', { name: 'Reload' }).click();
          await formHolds(page, /^Question/, 'Horse in French?');
        } finally {
          await context.close();
        }
      },
    );
  });
}
