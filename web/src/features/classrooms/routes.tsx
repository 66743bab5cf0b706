import type { ReactNode } from 'react';
import { Navigate, useSearchParams, type RouteObject } from 'react-router-dom';
import { lazyScreen, RequireAuth, useAuth } from '../../shared';
import './classrooms.css';

// Each screen is its own chunk, loaded when its route opens.
const ClassroomModuleScreen = lazyScreen(() => import('./ClassroomModuleScreen'), 'ClassroomModuleScreen');
const ClassroomProfileScreen = lazyScreen(() => import('./ClassroomProfileScreen'), 'ClassroomProfileScreen');
const CreateClassroomScreen = lazyScreen(() => import('./CreateClassroomScreen'), 'CreateClassroomScreen');
const JoinClassroomScreen = lazyScreen(() => import('./JoinClassroomScreen'), 'JoinClassroomScreen');
const MyQuestionEditScreen = lazyScreen(() => import('./MyQuestionEditScreen'), 'MyQuestionEditScreen');
const MyQuestionsScreen = lazyScreen(() => import('./MyQuestionsScreen'), 'MyQuestionsScreen');
const Placeholder = lazyScreen(() => import('./Placeholder'), 'Placeholder');
const StudentClassroomScreen = lazyScreen(() => import('./StudentClassroomScreen'), 'StudentClassroomScreen');
const StudentClassroomsScreen = lazyScreen(() => import('./StudentClassroomsScreen'), 'StudentClassroomsScreen');
const TeacherClassroomsScreen = lazyScreen(() => import('./TeacherClassroomsScreen'), 'TeacherClassroomsScreen');

const signedIn = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <RequireAuth>{element}</RequireAuth>,
});

/** SPEC §2: a signed-out visitor of the create form goes to the path in the query string, or /. */
function SignedInOrBack({ children }: { children: ReactNode }) {
  const { userInfo } = useAuth();
  const [search] = useSearchParams();
  if (userInfo) return <>{children}</>;
  // The query's value, whatever its name (`?redirect=/about`, `?redirect=about`), as a path of this site.
  const value = search.get('redirect') ?? [...search.values()][0] ?? '';
  const target = `/${value.replace(/^\/+/, '')}`;
  return <Navigate to={target.includes('://') ? '/' : target} replace />;
}

/** Teacher and student classroom screens, and the teacher's own questions (SPEC §2). */
export const classroomRoutes: RouteObject[] = [
  signedIn('/myclassrooms', <TeacherClassroomsScreen />),
  {
    path: '/myclassrooms/register',
    element: (
      <SignedInOrBack>
        <CreateClassroomScreen />
      </SignedInOrBack>
    ),
  },
  signedIn('/myclassrooms/:id', <ClassroomProfileScreen />),
  signedIn('/studentclassrooms', <StudentClassroomsScreen />),
  signedIn('/joinclassroom', <JoinClassroomScreen />),
  signedIn('/studentclassrooms/:id', <StudentClassroomScreen />),
  signedIn('/studentclassrooms/module/:id', <ClassroomModuleScreen />),
  signedIn('/myquestions', <MyQuestionsScreen />),
  signedIn('/myquestions/page/:pageNumber', <MyQuestionsScreen />),
  signedIn('/myquestions/search/:keyword', <MyQuestionsScreen />),
  signedIn('/myquestions/search/:keyword/page/:pageNumber', <MyQuestionsScreen />),
  signedIn('/myquestions/:id/edit', <MyQuestionEditScreen />),
  signedIn('/myquestions/module/:id', <ClassroomModuleScreen exitTo="/myquestions" />),
  signedIn('/teacherdashboard', <Placeholder title="Teacher Dashboard" />),
  signedIn('/quizgenerator', <Placeholder title="Quiz Generator" />),
];
