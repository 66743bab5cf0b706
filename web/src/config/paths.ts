/**
 * Every route of the learner app, named once (SPEC §2): `path` is the router's pattern, `href` builds a link.
 * Screens, links and tests of the app read them from here, never a literal.
 */
const enc = encodeURIComponent;

/** A list with search and page variants: /x, /x/page/{n}, /x/search/{keyword}, /x/search/{keyword}/page/{n}. */
function pagedList(root: string) {
  return {
    path: root,
    patterns: [root, `${root}/page/:pageNumber`, `${root}/search/:keyword`, `${root}/search/:keyword/page/:pageNumber`],
    href: (keyword = '', page = 1) =>
      (keyword ? `${root}/search/${enc(keyword)}` : root) + (page > 1 ? `/page/${page}` : ''),
  };
}

const fixed = (path: string) => ({ path, href: () => path });

/** A path with the non-blank parameters as its query string. */
function withQuery(path: string, params: Record<string, string>) {
  const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ''));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  home: fixed('/'),
  start: fixed('/start'),
  /** Main practice; with a language and level (the dashboard's offer of questions at the measured level), there. */
  practice: {
    path: '/lebemodule',
    href: (at?: { language: string; level: number }) =>
      at ? withQuery('/lebemodule', { language: at.language, level: String(at.level) }) : '/lebemodule',
  },
  /** The placement test of a language (issue 29): finds the level its practice starts at. */
  placement: { path: '/placement/:language', href: (language: string) => `/placement/${enc(language)}` },

  languages: fixed('/languages'),
  about: fixed('/about'),
  mission: fixed('/mission'),
  future: fixed('/future'),
  careers: fixed('/careers'),
  personalPage: fixed('/personalpage'),
  levels: fixed('/levels'),
  research: fixed('/research'),
  dashboardSample: fixed('/dashboardsample'),
  team: pagedList('/team'),
  teamMember: { path: '/team/:id', href: (id: string) => `/team/${enc(id)}` },

  login: {
    path: '/login',
    /** With the page to come back to after signing in (SPEC §2: optional redirect query). */
    href: (redirect?: string) => (redirect && redirect !== '/' ? `/login?redirect=${enc(redirect)}` : '/login'),
  },
  register: {
    path: '/register',
    href: (redirect?: string) => (redirect && redirect !== '/' ? `/register?redirect=${enc(redirect)}` : '/register'),
  },
  profile: fixed('/profile'),
  forgotPassword: fixed('/forgotpassword'),
  /** A reset link opens it with the token in the fragment (#token), which never reaches a server. */
  resetPassword: fixed('/resetpassword'),

  dashboard: fixed('/dashboard'),

  notebook: pagedList('/notebook'),
  notebookEdit: { path: '/notebook/:id/edit', href: (id: string) => `/notebook/${enc(id)}/edit` },
  notebookPractice: { path: '/notebook/module', href: () => '/notebook/module/' },

  studentClassrooms: { path: '/studentclassrooms', href: () => '/studentclassrooms' },
  studentClassroom: { path: '/studentclassrooms/:id', href: (id: string) => `/studentclassrooms/${enc(id)}` },
  classroomPractice: {
    path: '/studentclassrooms/module/:id',
    href: (id: string) => `/studentclassrooms/module/${enc(id)}`,
  },
  joinClassroom: fixed('/joinclassroom'),
  teacherClassrooms: fixed('/myclassrooms'),
  createClassroom: fixed('/myclassrooms/register'),
  classroomProfile: {
    path: '/myclassrooms/:id',
    href: (id: string, pageNumber = 1) =>
      `/myclassrooms/${enc(id)}${pageNumber > 1 ? `?pageNumber=${pageNumber}` : ''}`,
  },
  myQuestions: pagedList('/myquestions'),
  myQuestionEdit: { path: '/myquestions/:id/edit', href: (id: string) => `/myquestions/${enc(id)}/edit` },
  myQuestionsPractice: { path: '/myquestions/module/:id', href: (id: string) => `/myquestions/module/${enc(id)}` },
  /** The teacher dashboard: a classroom and a period in the query (?classroom=&period=&from=&to=). */
  teacherDashboard: {
    path: '/teacherdashboard',
    href: (params: Record<string, string> = {}) => withQuery('/teacherdashboard', params),
  },
  /** One student's page of the teacher dashboard, over the same period. */
  studentReport: {
    path: '/teacherdashboard/:classroom/students/:student',
    href: (classroom: string, student: string, params: Record<string, string> = {}) =>
      withQuery(`/teacherdashboard/${enc(classroom)}/students/${enc(student)}`, params),
  },
  /** The quiz generator; ?classroom= chooses the classroom. */
  quizGenerator: {
    path: '/quizgenerator',
    href: (classroom?: string) => withQuery('/quizgenerator', classroom ? { classroom } : {}),
  },
  quizReport: { path: '/quizgenerator/:id/report', href: (id: string) => `/quizgenerator/${enc(id)}/report` },
  /** A student takes a quiz of their classroom, as practice. */
  takeQuiz: {
    path: '/studentclassrooms/:classroom/quizzes/:quiz',
    href: (classroom: string, quiz: string) => `/studentclassrooms/${enc(classroom)}/quizzes/${enc(quiz)}`,
  },

  /** The react-admin console: a separate app under /admin, reached with a full page load. */
  admin: {
    root: '/admin',
    users: '/admin/userlist',
    questions: '/admin/questionfilter',
    team: '/admin/teamlist',
    flags: '/admin/flags',
    /** A blank query (after trimming) means no search (SPEC §2, §5). */
    questionSearch: (query: string) =>
      query.trim() ? `/admin/questionfilter/search/${enc(query.trim())}` : '/admin/questionfilter',
  },
} as const;
