// Flags: learners' reports of questions, open and resolved.
export * from './flags.projection';
export * from './queries';
