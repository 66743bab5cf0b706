import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { signInAs } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { repoRoot } from '@lebe/testing/test-server';
import { keepScreenshot, openScreen, seriousViolations } from '@lebe/testing/page-checks';
import { stubTeamApi } from './team-stub';

/** Screenshots of every screen at both widths (SCREENSHOTS=1), for a person to open (not committed: see .gitignore). */
const shots = join(repoRoot(), 'web', 'test', 'screenshots');
const widths = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 812 }],
] as const;

/** What a user would notice on a page: serious or critical axe findings, and a page wider than the window. */
async function check(page: Page, name: string, width: string) {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  const violations = await seriousViolations(page);
  await keepScreenshot(page, shots, `${name}-${width}`);
  return { name, width, violations, sidewaysScroll: overflow > 0 ? `${overflow}px` : 'none' };
}
/** The pages among `results` with something to fix: none, when every page is clean. */
const problems = (results: Awaited<ReturnType<typeof check>>[]) =>
  results.filter((r) => r.violations.length > 0 || r.sidewaysScroll !== 'none');

describeInBrowser('every learner page', { apps: ['web'] }, (suite) => {
  let questions: string[];
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    questions = await seedQuestions(suite.server, [
      ...Array.from({ length: 6 }, (_, i) =>
        multipleChoice(`Le mot ${i}`, `right ${i}`, ['wrong a', 'wrong b', 'wrong c'], {
          targetLanguage: 'french',
          level: 1,
        }),
      ),
      multipleChoice('Which is the Dzongkha for “Tuesday”?', 'གཟའ་ལྷག་པ་', ['གཟའ་ཟླ་བ་', 'གཟའ་མིག་དམར་'], {
        targetLanguage: 'dzongkha',
        level: 1,
      }),
      ...Array.from({ length: 5 }, (_, i) =>
        multipleChoice(`The opposite of “small” ${i}`, `right big ${i}`, ['wrong a', 'wrong b', 'wrong c'], {
          targetLanguage: 'english',
          level: 1,
        }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        multipleChoice(`The opposite of “old” ${i}`, `right new ${i}`, ['wrong a', 'wrong b', 'wrong c'], {
          targetLanguage: 'english',
          level: 6,
        }),
      ),
    ]);
  });

  /** A learner with answers in French and Dzongkha, a notebook entry, and a classroom they teach and joined. */
  async function makeLearner(width: string) {
    const api = client(suite.server.url);
    const ids: Record<string, string> = {};
    const learner = { email: `pages-${width}@example.com`, password: 'pages-secret' };
    const me = (await api.post('/api/users', { name: 'Paige', ...learner })).body;
    for (const [i, q] of questions.slice(0, 7).entries())
      await api.post(
        '/api/dashboards',
        { question: q, answer: 'x', score: i % 3 ? 'correct' : 'incorrect', pointscore: i % 3 ? 1 : 0 },
        me.token,
      );
    ids.notebook = (await api.post('/api/notebooks', { questionId: questions[0], note: 'a note' }, me.token)).body._id;
    const code = `PAGES-${width}`;
    const room = await api.post(
      '/api/classrooms',
      { classroomCode: code, name: 'Pages room', teacher: 'Paige', description: 'Every page', password: 'k' },
      me.token,
    );
    ids.classroom = room.body._id;
    ids.myQuestion = (await api.post('/api/myquestions', undefined, me.token)).body._id;
    await api.put('/api/myquestions/addclassroom', { classroom: ids.classroom, questions: [ids.myQuestion] }, me.token);
    const login = await api.post('/api/classrooms/classlogin', { classroomCode: code, password: 'k' });
    await api.post(
      '/api/followers',
      { classroom: ids.classroom, studentName: 'Paige', ticket: login.body.ticket },
      me.token,
    );
    return { learner };
  }

  /*
   * Every route pattern is checked in a11y.e2e.test.ts, at the same two widths, with the same two checks, as a
   * visitor, a learner or a teacher. Here, only the screens in a state that suite does not open: practice and
   * /start signed out, the team pages four members to a page (stubbed), a dashboard with answers in two languages
   * (Dzongkha's script among them), the teacher screens with no classroom chosen, and practice's dialogs.
   */
  const visitorPages = [
    ['start', '/start'],
    ['practice-visitor', '/lebemodule'],
    ['team', '/team'],
    ['team-member', '/team/m1'],
  ] as const;
  const learnerPages = [
    ['dashboard-global', '/dashboard'],
    ['teacher-dashboard', '/teacherdashboard'],
    ['quiz-generator', '/quizgenerator'],
  ];

  it.each(widths)(
    'the visitor screens a11y does not open are clean at %s width: no serious or critical axe finding, no sideways scroll',
    async (width, viewport) => {
      const { context, page } = await suite.newPage(viewport);
      try {
        await stubTeamApi(page);
        const results = [];
        for (const [name, path] of visitorPages) {
          await openScreen(page, path);
          results.push(await check(page, name, width));
        }
        expect(problems(results)).toEqual([]);
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it.each(widths)(
    "a signed-in learner's own dashboards, the teacher screens with no classroom chosen and practice's dialogs are clean at %s width",
    async (width, viewport) => {
      const { learner } = await makeLearner(width);
      const { context, page } = await suite.newPage(viewport);
      try {
        await signInAs(page, suite.server.url, learner.email, learner.password, '/');
        const results = [];
        for (const [name, path] of learnerPages) {
          await openScreen(page, path);
          results.push(await check(page, name, width));
        }
        await openScreen(page, '/dashboard');
        await page.getByLabel('Language', { exact: true }).selectOption('french');
        await page.getByText('French Fluency Score').waitFor();
        results.push(await check(page, 'dashboard-french', width));

        // Main practice and its dialogs: flag, notebook, and the level-up.
        // English level 1: five right in a row there bring the level-up dialog (SPEC §4).
        await page.evaluate(
          `localStorage.setItem('initializeParameters', JSON.stringify({ userLanguage: 'english', targetLanguage: 'english', level: 1 }))`,
        );
        await openScreen(page, '/lebemodule');
        results.push(await check(page, 'practice', width));
        for (const [button, dialog] of [
          ['Flag', 'flag-dialog'],
          ['Add to Notebook', 'notebook-dialog'],
        ]) {
          await page.getByRole('button', { name: button, exact: true }).click();
          await page.getByRole('dialog').waitFor();
          results.push(await check(page, dialog, width));
          await page.keyboard.press('Escape');
        }
        for (let i = 0; i < 5; i++) {
          const right = page.locator('.choice', { hasText: 'right' });
          await right.click();
          if (i < 4) {
            await page.getByRole('button', { name: 'Next' }).click();
            await page.waitForSelector('.choice:not([disabled])');
          }
        }
        await page.getByRole('dialog', { name: 'Level up!' }).waitFor();
        results.push(await check(page, 'level-up', width));
        expect(problems(results)).toEqual([]);
      } finally {
        await context.close();
      }
    },
    150_000,
  );
});
