// The classroom screens, loaded together as one chunk when a classroom route is first opened.
export { ClassroomPracticeScreen, MyQuestionsPracticeScreen } from './classroom-practice-screen';
export { ClassroomProfileScreen } from './classroom-profile-screen';
export { CreateClassroomScreen } from './create-classroom-screen';
export { JoinClassroomScreen } from './join-classroom-screen';
export { MyQuestionEditScreen } from './my-question-edit-screen';
export { MyQuestionsScreen } from './my-questions-screen';
export { StudentClassroomScreen } from './student-classroom-screen';
export { StudentClassroomsScreen } from './student-classrooms-screen';
export { TeacherClassroomsScreen } from './teacher-classrooms-screen';
export { TakeQuizScreen } from './take-quiz-screen';
