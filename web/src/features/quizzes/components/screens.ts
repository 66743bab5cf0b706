// The quiz screens, loaded together as one chunk when one of them is first opened.
export { QuizGeneratorScreen } from './quiz-generator-screen';
export { QuizReportScreen } from './quiz-report-screen';
