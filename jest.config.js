// One Jest run over every workspace; each keeps its own jest.config.js so it can also run alone.
export default {
  projects: ['domain', 'store', 'projectors', 'api', 'workers', 'bench', 'web', 'admin'].map((w) => `<rootDir>/${w}`),
  reporters: ['default', '<rootDir>/scripts/summary-reporter.js'],
};
