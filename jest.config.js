// One Jest run over every workspace; each keeps its own jest.config.js so it can also run alone.
export default {
  projects: ['domain', 'store', 'question-bank', 'projectors', 'api', 'workers', 'bench', 'web', 'admin'].map(
    (w) => `<rootDir>/${w}`,
  ),
  // testTimeout is a global option: the projects' own settings are ignored in a multi-project run.
  testTimeout: 30000,
  // With one core to spare Jest would run every file in band, in one process, where the question-bank data
  // sets of one file after another outgrow the heap; a worker over this limit is replaced between files.
  workerIdleMemoryLimit: '1GB',
  reporters: ['default', '<rootDir>/scripts/summary-reporter.js'],
};
