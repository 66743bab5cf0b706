// Accounts: the users read model and how the API looks an account up.
export * from './users.projection';
export * from './queries';
