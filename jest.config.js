// One Jest run over every workspace; each keeps its own jest.config.js so it can also run alone.
export default {
  projects: ['domain', 'store', 'projectors', 'api', 'workers', 'bench', 'web', 'admin'].map((w) => `<rootDir>/${w}`),
  // testTimeout is a global option: the projects' own settings are ignored in a multi-project run.
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/scripts/summary-reporter.js'],
};
