import { join } from 'node:path';
import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { eventually, signInAs, textOf } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { joinClassroom, registerUser } from '@lebe/testing/classrooms';
import { client } from '@lebe/testing/http';
import { keepScreenshot, openScreen, seriousViolations, sidewaysOverflow } from '@lebe/testing/page-checks';
import { repoRoot } from '@lebe/testing/test-server';

const shots = join(repoRoot(), 'web', 'test', 'screenshots');
const hexId = /\b[0-9a-f]{24}\b|\b[0-9a-f]{8}-[0-9a-f]{4}-/;

/** A page at rest is clean: no serious or critical axe finding and no sideways scroll; its screenshot kept. */
async function clean(page: Page, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await keepScreenshot(page, shots, name);
}

describeInBrowser('the class dashboard and groups in the browser (issue 38 items 4, 5)', { apps: ['web'] }, (suite) => {
  const api = () => client(suite.server.url);

  /** A French class of five with the teacher's three questions; Lucas needs help with 'le chat'. */
  async function frenchClass() {
    const teacher = await api().post('/api/users', {
      name: 'Dora Teacher',
      email: `dora.${Date.now()}@example.com`,
      password: 'secret-pass',
    });
    const token = teacher.body.token as string;
    const code = `FR-${Date.now()}`;
    const room = await api().post(
      '/api/classrooms',
      { classroomCode: code, name: 'Français 3', teacher: 'Mme Dora', password: 'k', target_language: 'french' },
      token,
    );
    const own: string[] = [];
    for (const [q, right] of [
      ['le chat', 'cat'],
      ['le chien', 'dog'],
      ['la pomme', 'apple'],
    ]) {
      const id = (await api().post('/api/myquestions', undefined, token)).body._id as string;
      const answers = [
        { text: right, isCorrect: true },
        { text: 'house', isCorrect: false },
      ];
      await api().put(`/api/myquestions/details/${id}`, { question: q, level: 1, answers }, token);
      own.push(id);
    }
    await api().put('/api/myquestions/addclassroom', { classroom: room.body._id, questions: own }, token);
    const students: Record<string, string> = {};
    for (const name of ['Zoé', 'Lucas', 'Léa', 'Émile', 'Ana']) {
      const user = await registerUser(api(), name.normalize('NFD').replace(/[^A-Za-z]/g, ''));
      expect((await joinClassroom(api(), user.token, { classroomCode: code, keycode: 'k' }, name)).status).toBe(201);
      students[name] = user.token;
    }
    const answer = (who: string, question: string, text: string) =>
      api().post('/api/mydashboards', { question, answer: text, classroom: room.body._id }, students[who]);
    for (let i = 0; i < 5; i++) await answer('Lucas', own[0], 'house');
    await answer('Léa', own[1], 'dog');
    await answer('Zoé', own[0], 'cat');
    await answer('Émile', own[2], 'apple');
    return { email: teacher.body.email as string, token, room: room.body._id as string, own, students };
  }

  it('takes this week from UTC days, as the server counts answers, on a browser far from UTC', async () => {
    const { email, room } = await frenchClass();
    // 01:00 UTC on this UTC week's Monday: in Los Angeles still Sunday evening, in the week before.
    const now = new Date();
    const back = (now.getUTCDay() + 6) % 7;
    const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back, 1);
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const context = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport: { width: 1280, height: 900 },
      timezoneId: 'America/Los_Angeles',
    });
    try {
      const page = await context.newPage();
      await page.clock.setFixedTime(monday);
      await signInAs(page, suite.server.url, email, 'secret-pass', `/teacherdashboard?classroom=${room}`);
      expect(await page.evaluate(() => new Date().getDate())).not.toBe(new Date(monday).getUTCDate());
      expect(await textOf(page.locator('.report-period'))).toBe(
        `${day.format(monday)} – ${day.format(monday + 6 * 86_400_000)} (UTC days)`,
      );
      // The answers given just now are in the week shown.
      await page.locator('.roster-table').getByRole('link', { name: 'Lucas' }).waitFor();
      expect(await page.getByText('No answers in this period yet.').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('reads at a glance: needs help first with the reason, levels in words, keys and edit links, no ids', async () => {
    const { email, room, own } = await frenchClass();
    const { context, page } = await suite.newPage();
    try {
      await signInAs(page, suite.server.url, email, 'secret-pass', `/teacherdashboard?classroom=${room}`);
      const roster = page.locator('.roster-table');
      await roster.getByRole('link', { name: 'Lucas' }).waitFor();
      const names = await roster.locator('td[data-label="Student"]').allInnerTexts();
      // Lucas needs help: first; then the others in French order ("Léa" before "Lucas", "Émile" with the Es).
      expect(names).toEqual(['Lucas', 'Ana', 'Émile', 'Léa', 'Zoé']);
      expect(await textOf(roster.locator('tbody tr').first().locator('td[data-label="Needs help"]'))).toContain(
        '5 wrong tries at “le chat” since the last right answer',
      );
      // Everyone who answered is at the class's level 1, not "—"; Ana, who never answered, has none.
      const row = (name: string) => roster.getByRole('row').filter({ hasText: name });
      expect(await textOf(row('Léa').locator('td[data-label="Level"]'))).toBe('French 1');
      expect(await textOf(row('Ana').locator('td[data-label="Level"]'))).toBe('—');
      expect(await textOf(row('Léa').locator('td[data-label="Measured level"]'))).toMatch(/^Measured level \d+/);
      expect(await page.getByText(/θ|± /).count()).toBe(0);
      // The hardest question shows its key and leads to its edit screen.
      const hardest = page.locator('.difficult-card').first();
      expect(await textOf(hardest.locator('h3'))).toBe('le chat');
      expect(await textOf(hardest.locator('.difficult-key'))).toBe('Key: cat');
      expect(await page.locator('main').innerText()).not.toMatch(hexId);
      await clean(page, 'class-dashboard');
      await page.setViewportSize({ width: 375, height: 800 });
      await clean(page, 'class-dashboard-375');
      await page.setViewportSize({ width: 1280, height: 800 });
      await hardest.getByRole('link', { name: /Edit this question/ }).click();
      await page.waitForURL(`**/myquestions/${own[0]}/edit`);

      // The classroom page names its students in the same order, numbered, without raw ids.
      await openScreen(page, `/myclassrooms/${room}`);
      await page.getByRole('button', { name: 'Delete Lucas' }).waitFor();
      expect(await page.locator('main').innerText()).not.toMatch(hexId);

      // Groups: the teacher makes one of Léa and Zoé by keyboard and mouse; the dashboard filters by it.
      const made = page.getByRole('form', { name: 'New group' });
      await made.getByLabel('Group name').fill('Table 1');
      await made.getByLabel('Léa').check();
      await made.getByLabel('Zoé').check();
      await made.getByRole('button', { name: 'Create group' }).click();
      const card = page.getByRole('form', { name: 'Group Table 1' });
      await card.waitFor();
      expect(await card.getByLabel('Zoé').isChecked()).toBe(true);
      await clean(page, 'classroom-groups');
      await openScreen(page, `/teacherdashboard?classroom=${room}`);
      await page.getByLabel('Group').selectOption({ label: 'Table 1 (2)' });
      await page.waitForURL('**group=*');
      await eventually(async () =>
        expect(await roster.locator('td[data-label="Student"]').allInnerTexts()).toEqual(['Léa', 'Zoé']),
      );
      await clean(page, 'class-dashboard-group');
      // Deleting asks first; declined, the group stays.
      await openScreen(page, `/myclassrooms/${room}`);
      page.once('dialog', (d) => d.dismiss());
      await card.getByRole('button', { name: 'Delete Table 1' }).click();
      expect(await card.count()).toBe(1);
      page.once('dialog', (d) => d.accept());
      await card.getByRole('button', { name: 'Delete Table 1' }).click();
      await card.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  }, 120_000);
});
