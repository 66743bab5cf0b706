// Quizzes: a classroom's quizzes (their own streams) and the results their students gave.
export * from './quizzes.projection';
export * from './quiz-results.projection';
export * from './queries';
