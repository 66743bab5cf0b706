// My questions: a teacher's own questions, read from the question bank.
export * from './queries';
