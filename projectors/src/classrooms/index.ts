// Classrooms: teachers' classrooms, their students and question lists, and who may see them.
export * from './classrooms.projection';
export * from './followers.projection';
export * from './removed-students.projection';
export * from './classroom-questions.projection';
export * from './access';
export * from './questions';
export * from './groups.projection';
