// The team directory.
export * from './team.projection';
export * from './queries';
