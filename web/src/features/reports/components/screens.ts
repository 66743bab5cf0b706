// The teacher dashboard's screens, loaded together as one chunk when one of them is first opened.
export { StudentReportScreen } from './student-report-screen';
export { TeacherDashboardScreen } from './teacher-dashboard-screen';
