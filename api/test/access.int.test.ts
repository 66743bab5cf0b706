import { beforeAll, describe, expect, it } from '@jest/globals';
import { features, projections } from '../src/main';
import { apiRoutes } from '../src/platform/http/app';
import { useTestServer } from '@lebe/testing/use-test-server';

/**
 * Every route of the API, walked as a visitor, with a bad token, as a user, as another user and as an
 * admin. A route added to the app without a row here fails the first test, so none escapes the table.
 * `owned`: the route's :id / :userId names a user, whom only that user (or an admin) may touch.
 */
const table: Record<string, { owned?: boolean; body?: object }> = {
  'GET /api/health': {},
  'GET /api/admin/metrics': {},
  'GET /api/health/live': {},
  'GET /api/health/ready': {},
  'POST /api/users/login': { body: { email: 'nobody@example.com', password: 'whatever' } },
  'POST /api/users': { body: { name: 'Table', email: 'table@example.com', password: 'table-pass' } },
  'POST /api/users/password-reset': { body: { email: 'nobody@example.com' } },
  'POST /api/users/password-reset/confirm': { body: { token: 'made-up', password: 'made-up-pass' } },
  'GET /api/users/profile': {},
  'PUT /api/users/profile': { body: {} },
  'GET /api/users': {},
  'PUT /api/users/:userId/levels': { owned: true, body: { language: 'french', level: 2 } },
  'PUT /api/users/:userId/customlevels': { owned: true, body: { classroom: 'c', level: 2 } },
  'PUT /api/users/:userId/clearlevels': { owned: true, body: {} },
  'GET /api/users/:id': { owned: true },
  'PUT /api/users/:id': { owned: true, body: { name: 'A', email: 'a@example.com', isAdmin: false } },
  'DELETE /api/users/:id': { owned: true },
  'GET /api/admin/users': {},
  'GET /api/admin/users/:id': { owned: true },
  'PUT /api/admin/users/:id': { owned: true, body: { name: 'A', email: 'a@example.com', isAdmin: false } },
  'DELETE /api/admin/users/:id': { owned: true },
  'GET /api/admin/events/catalogue': {},
  'GET /api/admin/events': {},
  'GET /api/admin/events/:position': {},
  'GET /api/admin/streams/:stream': {},
  'GET /api/site': {},
  'GET /api/questions/stats': {},
  'GET /api/questions': {},
  'GET /api/questions/filter': {},
  'PUT /api/questions/flag/:id': {},
  'POST /api/questions': {},
  'GET /api/questions/:id': {},
  'PUT /api/questions/:id': { body: { level: 2 } },
  'DELETE /api/questions/:id': {},
  'GET /api/admin/questions': {},
  'GET /api/admin/questions/:id': {},
  'POST /api/admin/questions': {},
  'PUT /api/admin/questions/:id': { body: { question: 'x' } },
  'DELETE /api/admin/questions/:id': {},
  'POST /api/admin/ability/prior': {},
  'POST /api/flags': { body: { question: 'unknown' } },
  'GET /api/flags/allflags': {},
  'GET /api/admin/flags': {},
  'GET /api/admin/flags/:id': {},
  'PUT /api/admin/flags/:id': { body: { resolved: true } },
  'DELETE /api/admin/flags/:id': {},
  'POST /api/notebooks': { body: { questionId: 'unknown' } },
  'GET /api/notebooks/mynotes': {},
  'GET /api/notebooks/levels': {},
  'GET /api/notebooks/module': {},
  'DELETE /api/notebooks/delete/notebooksbulk': { body: { notebooks: ['unknown'] } },
  'GET /api/notebooks/:id': {},
  'PUT /api/notebooks/:id': { body: { note: 'x' } },
  'DELETE /api/notebooks/:id': {},
  'POST /api/dashboards': { body: { question: 'unknown', answer: 'a', score: 'incorrect', pointscore: 0 } },
  'DELETE /api/dashboards/delete': {},
  'GET /api/dashboards/globalstudentheatmap': {},
  'GET /api/dashboards/globalstudentquestioncount': {},
  'GET /api/dashboards/globalstudentanswercount': {},
  'GET /api/dashboards/globalstudentoverallaccuracy': {},
  'GET /api/dashboards/globalstudenttimeseries': {},
  'GET /api/dashboards/globalstudentbarchart': {},
  'GET /api/dashboards/languagestudentquestioncount': {},
  'GET /api/dashboards/languagestudentanswercount': {},
  'GET /api/dashboards/languagestudentoverallaccuracy': {},
  'GET /api/dashboards/languagestudentaccuracybarchart': {},
  'GET /api/dashboards/languagestudenttrickywords': {},
  'GET /api/dashboards/streak': {},
  'GET /api/dashboards/languagestudentheatmap': {},
  'GET /api/dashboards/languagestudentlebescore': {},
  'GET /api/dashboards/languagestudentmeanscorebarchart': {},
  'POST /api/mydashboards': {
    body: { question: 'unknown', answer: 'a', score: 'incorrect', pointscore: 0, classroom: 'unknown' },
  },
  'GET /api/mydashboards/questioncount': {},
  'GET /api/mydashboards/answercount': {},
  'GET /api/mydashboards/overallaccuracy': {},
  'POST /api/classrooms': { body: { classroomCode: '', name: 'x', teacher: 't', password: 'k' } },
  'GET /api/classrooms/myclassrooms': {},
  'POST /api/classrooms/classlogin': { body: { classroomCode: 'unknown', password: 'wrong' } },
  'GET /api/classrooms/:id': {},
  'PUT /api/classrooms/:id': { body: { name: 'x' } },
  'DELETE /api/classrooms/:id': {},
  'POST /api/followers': { body: { classroom: 'unknown', studentName: 'x' } },
  'GET /api/followers/myfollowedclassrooms': {},
  'GET /api/followers/mystudents': {},
  'DELETE /api/followers/classroom/:id': {},
  'DELETE /api/followers/:id': {},
  'POST /api/followers/:id/readmit': {},
  'GET /api/followers/removed': {},
  'GET /api/classrooms/:id/round': {},
  'GET /api/classrooms/:id/bank': {},
  'POST /api/classrooms/:id/bank/random': { body: { count: 1 } },
  'GET /api/classrooms/:id/groups': {},
  'POST /api/classrooms/:id/groups': { body: { name: 'x' } },
  'PUT /api/classrooms/:id/groups/:groupId': { body: { name: 'x' } },
  'DELETE /api/classrooms/:id/groups/:groupId': {},
  'GET /api/classrooms/:id/report': {},
  'GET /api/classrooms/:id/report/students/:studentId': {},
  'POST /api/quizzes': { body: { classroom: 'unknown', title: 'x', targetLanguage: 'french', levels: [1], count: 1 } },
  'PUT /api/quizzes/:id/questions/:questionId': { body: {} },
  'POST /api/quizzes/:id/questions': { body: {} },
  'DELETE /api/quizzes/:id/questions/:questionId': {},
  'POST /api/quizzes/:id/assign': { body: {} },
  'POST /api/quizzes/:id/submit': {},
  'POST /api/quizzes/:id/close': {},
  'GET /api/quizzes': {},
  'GET /api/quizzes/:id': {},
  'GET /api/quizzes/:id/report': {},
  'POST /api/myquestions': {},
  'GET /api/myquestions': {},
  'DELETE /api/myquestions/deletemyquestions': { body: { questions: ['unknown'] } },
  'PUT /api/myquestions/addclassroom': { body: { classroom: 'unknown', questions: ['unknown'] } },
  'PUT /api/myquestions/removeclassroom': { body: { classroom: 'unknown', questions: ['unknown'] } },
  'GET /api/myquestions/classroomquestions/:id': {},
  'GET /api/myquestions/levels/:id': {},
  'GET /api/myquestions/lowestlevel/:id': {},
  'GET /api/myquestions/module/:id': {},
  'GET /api/myquestions/details/:id': {},
  'PUT /api/myquestions/details/:id': { body: { level: 2 } },
  'DELETE /api/myquestions/details/:id': {},
  'GET /api/myquestions/details/:id/regrade': {},
  'GET /api/team': {},
  'GET /api/team/:id': {},
  'POST /api/team': {},
  'PUT /api/team/:id': { body: { name: 'x' } },
  'DELETE /api/team/:id': {},
  'GET /api/admin/team': {},
  'GET /api/admin/team/:id': {},
  'POST /api/admin/team': {},
  'PUT /api/admin/team/:id': { body: { name: 'x', role: '', image: '', salary: 0, category: '', description: '' } },
  'DELETE /api/admin/team/:id': {},
  'POST /api/upload': {},
  'POST /api/placement': { body: { language: 'french' } },
  'POST /api/placement/:id/answers': { body: { question: 'unknown', answer: '' } },
};

const routes = apiRoutes(
  features.flatMap((f) => f.routes),
  projections.map((p) => p.name),
);
const key = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

const { server, api } = useTestServer();
const tokens: Record<'user' | 'other' | 'admin', string> = { user: '', other: '', admin: '' };
let ownerId = '';

beforeAll(async () => {
  const stamp = Date.now();
  const user = await api.post('/api/users', {
    name: 'Owner',
    email: `owner${stamp}@example.com`,
    password: 'secret-pass',
  });
  const other = await api.post('/api/users', {
    name: 'Other',
    email: `other${stamp}@example.com`,
    password: 'secret-pass',
  });
  const admin = await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword });
  [tokens.user, tokens.other, tokens.admin, ownerId] = [
    user.body.token,
    other.body.token,
    admin.body.token,
    user.body._id,
  ];
});

/** Refused by the access mechanism (a failed login's 401 is an answer, not a refusal). */
const refused = (reply: { status: number; body: { message?: string } }) =>
  reply.status === 403 || (reply.status === 401 && /^Not authorized/.test(reply.body?.message ?? ''));

const call = (route: (typeof routes)[number], token?: string) =>
  api.call(route.method.toUpperCase(), route.path.replace(/:(id|userId)/g, ownerId), {
    token,
    body: table[key(route)]?.body,
  });

describe('access to every route', () => {
  it('has a row in the access table for every route of the app', () => {
    expect(routes.map(key).sort()).toEqual(Object.keys(table).sort());
  });

  it.each(routes.map((r) => [key(r), r] as const))('%s: visitors and bad tokens', async (_name, route) => {
    const visitor = await call(route);
    const forged = await call(route, 'forged.token.value');
    if (route.access === 'public') {
      expect(refused(visitor)).toBe(false);
    } else {
      expect([visitor.status, visitor.body]).toEqual([401, { message: 'Not authorized, no token' }]);
      expect([forged.status, forged.body]).toEqual([401, { message: 'Not authorized, token failed' }]);
    }
  });

  it.each(routes.map((r) => [key(r), r] as const))('%s: users, other users and admins', async (_name, route) => {
    const asOther = await call(route, tokens.other);
    if (route.access === 'admin' || table[key(route)].owned) expect(asOther.status).toBe(403);
    else expect(refused(asOther)).toBe(false);
    if (route.access !== 'admin' && route.method !== 'delete') {
      const asOwner = await call(route, tokens.user);
      expect(refused(asOwner)).toBe(false);
    }
    if (route.method === 'get') {
      const asAdmin = await call(route, tokens.admin);
      expect(refused(asAdmin)).toBe(false);
    }
  });
});
