// The team directory.
export * from './team.projection';
