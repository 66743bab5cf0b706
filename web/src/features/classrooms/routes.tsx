import type { ComponentType } from 'react';
import { Navigate, Outlet, useSearchParams, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../../components/ui/require-auth';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { lazyRoute } from '../../lib/lazy-route';
import './classrooms.css';

/**
 * SPEC §2: a signed-out visitor of the create form goes to the path in the query string, or /, and is told
 * there to sign in first (a flash the layout shows).
 */
function SignedInOrBack() {
  const { userInfo } = useAuth();
  const [search] = useSearchParams();
  if (userInfo) return <Outlet />;
  // The query's value, whatever its name (`?redirect=/about`, `?redirect=about`), as a path of this site.
  const value = search.get('redirect') ?? [...search.values()][0] ?? '';
  const target = `/${value.replace(/^\/+/, '')}`;
  const flash = { text: 'Sign in to create a classroom.', signIn: paths.createClassroom.href() };
  return <Navigate to={target.includes('://') ? '/' : target} replace state={{ flash }} />;
}

const screens = () => import('./components/screens');
const screen = (path: string, pick: (m: Awaited<ReturnType<typeof screens>>) => ComponentType) =>
  lazyRoute(path, screens, pick);

/** Teacher and student classroom screens, and the teacher's own questions (SPEC §2). */
export const classroomRoutes: RouteObject[] = [
  { element: <SignedInOrBack />, children: [screen(paths.createClassroom.path, (m) => m.CreateClassroomScreen)] },
  {
    element: <RequireAuth />,
    children: [
      screen(paths.teacherClassrooms.path, (m) => m.TeacherClassroomsScreen),
      screen(paths.classroomProfile.path, (m) => m.ClassroomProfileScreen),
      screen(paths.studentClassrooms.path, (m) => m.StudentClassroomsScreen),
      screen(paths.joinClassroom.path, (m) => m.JoinClassroomScreen),
      screen(paths.studentClassroom.path, (m) => m.StudentClassroomScreen),
      screen(paths.classroomPractice.path, (m) => m.ClassroomPracticeScreen),
      screen(paths.takeQuiz.path, (m) => m.TakeQuizScreen),
      ...paths.myQuestions.patterns.map((path) => screen(path, (m) => m.MyQuestionsScreen)),
      screen(paths.myQuestionEdit.path, (m) => m.MyQuestionEditScreen),
      screen(paths.myQuestionsPractice.path, (m) => m.MyQuestionsPracticeScreen),
    ],
  },
];
