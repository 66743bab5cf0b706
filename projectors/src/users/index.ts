export * from './users.projection';
