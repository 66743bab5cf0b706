export * from './classrooms.projection';
export * from './followers.projection';
export * from './classroom-questions.projection';
