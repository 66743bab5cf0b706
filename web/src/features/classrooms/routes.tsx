import type { ReactNode } from 'react';
import { Navigate, useSearchParams, type RouteObject } from 'react-router-dom';
import { RequireAuth, useAuth } from '../../shared';
import { ClassroomModuleScreen } from './ClassroomModuleScreen';
import { ClassroomProfileScreen } from './ClassroomProfileScreen';
import { CreateClassroomScreen } from './CreateClassroomScreen';
import { JoinClassroomScreen } from './JoinClassroomScreen';
import { MyQuestionEditScreen } from './MyQuestionEditScreen';
import { MyQuestionsScreen } from './MyQuestionsScreen';
import { Placeholder } from './Placeholder';
import { StudentClassroomScreen } from './StudentClassroomScreen';
import { StudentClassroomsScreen } from './StudentClassroomsScreen';
import { TeacherClassroomsScreen } from './TeacherClassroomsScreen';
import './classrooms.css';

const signedIn = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <RequireAuth>{element}</RequireAuth>,
});

/** SPEC §2: a signed-out visitor of the create form goes to the path in the query string, or /. */
function SignedInOrBack({ children }: { children: ReactNode }) {
  const { userInfo } = useAuth();
  const [search] = useSearchParams();
  if (userInfo) return <>{children}</>;
  const target = search.get('redirect') ?? '/';
  return <Navigate to={target.startsWith('/') && !target.startsWith('//') ? target : '/'} replace />;
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
