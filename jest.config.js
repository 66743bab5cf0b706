import { availableParallelism } from 'node:os';

// One Jest run over every workspace; each keeps its own jest.config.js so it can also run alone.
export default {
  projects: ['domain', 'store', 'question-bank', 'projectors', 'api', 'workers', 'bench', 'web', 'admin'].map(
    (w) => `<rootDir>/${w}`,
  ),
  // testTimeout is a global option: the projects' own settings are ignored in a multi-project run.
  testTimeout: 30000,
  // A worker per core (Jest's default leaves one idle: on two cores, every file ran one after another), at most
  // four: each takes its own Redis database (workers/src/testing/redis-server.ts). Much of a suite's time is
  // spent waiting on the servers and browsers it starts.
  maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
  // The question-bank data sets of one file after another outgrow the heap: a worker over this limit is
  // replaced between files.
  workerIdleMemoryLimit: '1GB',
  reporters: ['default', '<rootDir>/scripts/summary-reporter.js'],
  // Longest suites first on a fresh clone too (durations of a CI run in .ci/test-durations.json).
  testSequencer: '<rootDir>/scripts/test-sequencer.js',
};
