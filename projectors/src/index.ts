export * from './projection';
export * from './runner/projection-runner';
export * from './runner/failures';
export * from './runner/freshness';
export * from './registry';
export * from './stream-id';
export * from './users';
