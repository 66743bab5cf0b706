import { preset } from '../jest.preset.js';

// The domain's contracts as data are a virtual module of the Vite build; under Jest the same data comes from here.
export default preset('admin', {
  moduleNameMapper: { '^virtual:lebe-contracts$': '<rootDir>/src/providers/contract-data.jest.ts' },
});
