import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { signInAs } from '@lebe/testing/browser';
import { describeInBrowser } from '@lebe/testing/browser-suite';
import { joinClassroom } from '@lebe/testing/classrooms';
import { client } from '@lebe/testing/http';
import { multipleChoice, seedQuestions } from '@lebe/testing/questions';
import { keepScreenshot, openScreen, seriousViolations, sidewaysOverflow } from '@lebe/testing/page-checks';
import { paths } from '../src/config/paths';

/** Where the screenshots of every screen go (not committed), to be looked at for layout faults. */
const shots = join(import.meta.dirname ?? '.', 'screenshots', 'a11y');

type Role = 'visitor' | 'learner' | 'teacher';
/** The seeded records the screens show. */
const ids = { entry: '', room: '', student: '', question: '', quiz: '', member: '' };

/**
 * Every route pattern of the router (web/src/config/paths.ts, which the features' route lists are built from),
 * opened with real data by the role that uses it. A pattern added to the app without a line here fails the
 * first test, so no screen goes unchecked.
 */
const screens: Record<string, [Role, () => string]> = {
  '/': ['visitor', () => '/'],
  '/start': ['learner', () => '/start'],
  '/lebemodule': ['learner', () => '/lebemodule'],
  '/placement/:language': ['learner', () => '/placement/french'],
  '/languages': ['visitor', () => '/languages'],
  '/about': ['visitor', () => '/about'],
  '/mission': ['visitor', () => '/mission'],
  '/future': ['visitor', () => '/future'],
  '/careers': ['visitor', () => '/careers'],
  '/personalpage': ['visitor', () => '/personalpage'],
  '/levels': ['visitor', () => '/levels'],
  '/research': ['visitor', () => '/research'],
  '/dashboardsample': ['visitor', () => '/dashboardsample'],
  '/team': ['visitor', () => '/team'],
  '/team/page/:pageNumber': ['visitor', () => '/team/page/1'],
  '/team/search/:keyword': ['visitor', () => '/team/search/ada'],
  '/team/search/:keyword/page/:pageNumber': ['visitor', () => '/team/search/ada/page/1'],
  '/team/:id': ['visitor', () => `/team/${ids.member}`],
  '/login': ['visitor', () => '/login'],
  '/register': ['visitor', () => '/register'],
  '/profile': ['learner', () => '/profile'],
  '/forgotpassword': ['visitor', () => '/forgotpassword'],
  '/resetpassword': ['visitor', () => '/resetpassword#not-a-real-token'],
  '/dashboard': ['learner', () => '/dashboard'],
  '/notebook': ['learner', () => '/notebook'],
  '/notebook/page/:pageNumber': ['learner', () => '/notebook/page/1'],
  '/notebook/search/:keyword': ['learner', () => '/notebook/search/horse'],
  '/notebook/search/:keyword/page/:pageNumber': ['learner', () => '/notebook/search/horse/page/1'],
  '/notebook/:id/edit': ['learner', () => `/notebook/${ids.entry}/edit`],
  '/notebook/module': ['learner', () => '/notebook/module/'],
  '/studentclassrooms': ['learner', () => '/studentclassrooms'],
  '/studentclassrooms/:id': ['learner', () => `/studentclassrooms/${ids.room}`],
  '/studentclassrooms/module/:id': ['learner', () => `/studentclassrooms/module/${ids.room}`],
  '/joinclassroom': ['learner', () => '/joinclassroom'],
  '/myclassrooms': ['teacher', () => '/myclassrooms'],
  '/myclassrooms/register': ['teacher', () => '/myclassrooms/register'],
  '/myclassrooms/:id': ['teacher', () => `/myclassrooms/${ids.room}`],
  '/myquestions': ['teacher', () => '/myquestions'],
  '/myquestions/page/:pageNumber': ['teacher', () => '/myquestions/page/1'],
  '/myquestions/search/:keyword': ['teacher', () => '/myquestions/search/cat'],
  '/myquestions/search/:keyword/page/:pageNumber': ['teacher', () => '/myquestions/search/cat/page/1'],
  '/myquestions/:id/edit': ['teacher', () => `/myquestions/${ids.question}/edit`],
  '/myquestions/module/:id': ['teacher', () => `/myquestions/module/${ids.room}`],
  '/teacherdashboard': ['teacher', () => `/teacherdashboard?classroom=${ids.room}`],
  '/teacherdashboard/:classroom/students/:student': [
    'teacher',
    () => `/teacherdashboard/${ids.room}/students/${ids.student}`,
  ],
  '/quizgenerator': ['teacher', () => `/quizgenerator?classroom=${ids.room}`],
  '/quizgenerator/:id/report': ['teacher', () => `/quizgenerator/${ids.quiz}/report`],
  '/studentclassrooms/:classroom/quizzes/:quiz': [
    'learner',
    () => `/studentclassrooms/${ids.room}/quizzes/${ids.quiz}`,
  ],
  '*': ['visitor', () => '/no/such/page'],
};

/** The router's patterns, as paths.ts names them (the console under /admin is an app of its own). */
const routerPatterns = [
  ...Object.entries(paths)
    .filter(([name]) => name !== 'admin')
    .flatMap(([, p]) => ('patterns' in p ? p.patterns : [(p as { path: string }).path])),
  '*',
];

describeInBrowser('accessibility (axe-core) in the browser', { apps: ['web'] }, (suite) => {
  const accounts = {
    learner: { email: 'lou@example.com', password: 'secret-pass' },
    teacher: { email: 'tom@example.com', password: 'secret-pass' },
  };
  beforeAll(async () => {
    const api = client(suite.server.url);
    const questions = await seedQuestions(suite.server, [
      multipleChoice('Horse in French?', 'cheval', ['chat', 'chien', 'lapin'], {
        targetLanguage: 'french',
        level: 1,
      }),
      multipleChoice('Cat in French?', 'chat', ['cheval', 'chien'], { targetLanguage: 'french', level: 1 }),
    ]);
    const learner = (await api.post('/api/users', { name: 'Lou', ...accounts.learner })).body;
    const teacher = (await api.post('/api/users', { name: 'Tom', ...accounts.teacher })).body;
    const admin = (
      await api.post('/api/users/login', { email: suite.server.adminEmail, password: suite.server.adminPassword })
    ).body.token;
    ids.member = (
      await api.post('/api/admin/team', { name: 'Ada Lovelace', role: 'Founder', description: 'Started it.' }, admin)
    ).body.id;
    ids.student = learner._id;
    const room = await api.post(
      '/api/classrooms',
      {
        classroomCode: 'AXE-1',
        name: 'Français 1',
        teacher: 'Tom',
        description: 'Animals and colours',
        target_language: 'french',
        password: 'sesame',
      },
      teacher.token,
    );
    ids.room = room.body._id;
    expect((await joinClassroom(api, learner.token, { classroomCode: 'AXE-1', keycode: 'sesame' }, 'Lou')).status).toBe(
      201,
    );
    ids.question = (await api.post('/api/myquestions', undefined, teacher.token)).body._id;
    await api.put(
      `/api/myquestions/details/${ids.question}`,
      {
        question: 'Cat?',
        level: 1,
        targetLanguage: 'french',
        answers: [
          { text: 'chat', isCorrect: true },
          { text: 'chien', isCorrect: false },
        ],
      },
      teacher.token,
    );
    await api.put('/api/myquestions/addclassroom', { classroom: ids.room, questions: [ids.question] }, teacher.token);
    const quiz = await api.post(
      '/api/quizzes',
      {
        classroom: ids.room,
        title: 'Week 1',
        targetLanguage: 'french',
        levels: [1],
        count: 1,
        questions: [ids.question],
      },
      teacher.token,
    );
    ids.quiz = quiz.body._id ?? quiz.body.id;
    for (const [question, answer] of [
      [questions[0], 'cheval'],
      [questions[1], 'chien'],
    ])
      await api.post('/api/dashboards', { question, answer }, learner.token);
    await api.post(
      '/api/mydashboards',
      { question: ids.question, answer: 'chien', classroom: ids.room },
      learner.token,
    );
    ids.entry = (await api.post('/api/notebooks', { questionId: questions[0] }, learner.token)).body._id;
  });

  it('every route of the router is in the list of screens checked', () => {
    expect(routerPatterns.filter((p) => !(p in screens))).toEqual([]);
    expect(ids.quiz).toBeTruthy();
  });

  describe.each([1280, 375])('at %i px', (width) => {
    const pages: Partial<Record<Role, { context: BrowserContext; page: Page }>> = {};
    const pageOf = async (role: Role) => {
      if (!pages[role]) {
        const opened = await suite.newPage({ width, height: width > 800 ? 900 : 812 });
        opened.page.setDefaultTimeout(30_000); // a shared machine under load can take more than 10 s to load a screen
        if (role !== 'visitor')
          await signInAs(opened.page, suite.server.url, accounts[role].email, accounts[role].password);
        pages[role] = opened;
      }
      return pages[role]!.page;
    };
    afterAll(async () => {
      for (const opened of Object.values(pages)) await opened?.context.close();
    });

    it.each(Object.entries(screens).map(([pattern, [role, url]]) => ({ pattern, role, url })))(
      '$pattern (as a $role): no serious or critical axe finding, no sideways scroll',
      async ({ pattern, role, url }) => {
        const page = await pageOf(role);
        const path = url();
        await openScreen(page, path);
        const name = pattern === '*' ? 'not-found' : pattern.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '');
        await keepScreenshot(page, shots, name || 'home');
        expect({ path, axe: await seriousViolations(page), overflow: await sidewaysOverflow(page) }).toEqual({
          path,
          axe: [],
          overflow: 0,
        });
      },
      60_000,
    );
  });

  it('the signed-in and admin navigation, with its menus open, and the profile have none', async () => {
    const api = client(suite.server.url);
    await api.post('/api/users', { name: 'Axe Tester', email: 'axe@example.com', password: 'axe-tester-1' });
    for (const [email, password, menus] of [
      ['axe@example.com', 'axe-tester-1', ['username', 'teachertools']],
      [suite.server.adminEmail, suite.server.adminPassword, ['adminmenu']],
    ] as const) {
      const { context, page } = await suite.newPage();
      try {
        await signInAs(page, suite.server.url, email, password, '/profile');
        await page.locator('main h1').waitFor();
        for (const menu of menus) {
          // The menus by their ids: the seeded admin is called Admin, like the Admin menu.
          await page.locator(`#${menu} > button`).click();
          expect({ menu, violations: await seriousViolations(page) }).toEqual({ menu, violations: [] });
        }
      } finally {
        await context.close();
      }
    }
  });
});
