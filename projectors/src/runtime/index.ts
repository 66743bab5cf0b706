// The read side's machinery: what a projection is, the runner that feeds it the log, partitions,
// freshness (read-your-writes) and parked failures. Read models themselves live in ../<feature>.
export * from './projection';
export * from './projection-runner';
export * from './partition';
export * from './freshness';
export * from './failures';
export * from './random-order';
export * from './from-log';
export * from './shared-documents';
