// The one write path: load -> decide (domain) -> append with the revision read. See command-handler.ts.
export * from './command-handler';
export * from './aggregates';
export * from './own-writes';
