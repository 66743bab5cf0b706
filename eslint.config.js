import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { lebe } from './scripts/lint-rules.js';

// The learner app's layers (bulletproof-react): shared code (components, hooks, lib, config) -> features -> app.
// A feature never imports another: what two features share moves to the shared folders.
const web = './web/src';
const features = readdirSync(`${web}/features`);

// The API's features, and the HTTP packages only its platform may load.
const api = './api/src';
const apiFeatures = readdirSync(`${api}/features`);
const httpPackages = ['koa', 'koa-body', '@koa/router', '@koa/send', 'koa-compress'];

// The read side's features (each folder of projectors/src but its runtime).
const projectors = './projectors/src';
const projectorFeatures = readdirSync(projectors, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'runtime')
  .map((entry) => entry.name);

// Test code: test files, test folders, test helpers and the benches. Everything else is production code.
const testCode = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', 'testing/**', 'bench/**'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: 'Features do not import each other: move what they share to components/, hooks/ or lib/.',
            })),
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'Code flows shared -> features -> app: a feature does not import the app.',
            },
            {
              target: [`${web}/components`, `${web}/hooks`, `${web}/lib`, `${web}/config`],
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycle anywhere: a circle hides which module needs which, and ESM evaluates it half-loaded.
    files: ['*/src/**/*.{ts,tsx}', '*/test/**/*.{ts,tsx}', 'testing/**/*.ts'],
    plugins: { import: importPlugin, lebe },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: { project: ['tsconfig.node.json', 'tsconfig.web.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
    // eslint-plugin-import's no-cycle skips `import type` (and has no option not to): ours counts every import.
    rules: { 'lebe/no-cycle': 'error' },
  },
  {
    // File names are kebab-case (dots separate a role: rounds.projection.ts, jobs.int.test.ts).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.config.{js,ts,mjs,cjs}', '**/.*'],
    plugins: { lebe },
    rules: { 'lebe/kebab-case-files': 'error' },
  },
  {
    // Test helpers serve tests: production code never imports @lebe/testing or a testing/ folder.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: testCode,
    plugins: { lebe },
    rules: { 'lebe/no-test-helpers': 'error' },
  },
  {
    // ...and test helpers live in testing/ folders: a module only tests import is not left among production files.
    // The analysts' examples are run by path (npm run events -- replay), their test imports them.
    files: ['*/src/**/*.{ts,tsx}'],
    ignores: [...testCode, 'api/src/features/analysts/examples/**'],
    plugins: { lebe },
    rules: { 'lebe/test-helpers-in-testing': 'error' },
  },
  {
    // A projector feature imports no other: what two share lives in projectors/src/runtime (or the domain).
    files: ['projectors/src/**/*.ts'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: projectorFeatures.map((feature) => ({
            target: `${projectors}/${feature}`,
            from: projectors,
            except: [`./${feature}`, './runtime'],
            message: 'A projector feature imports no other feature: move what they share to runtime/ or the domain.',
          })),
        },
      ],
    },
  },
  {
    // The API (write and query side): the platform knows no feature; a feature knows no other feature —
    // features meet through read models (@lebe/projectors) and the domain's deciders.
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${api}/platform`,
              from: `${api}/features`,
              message: 'The platform imports no feature: src/main.ts hands it what it needs.',
            },
            ...apiFeatures.map((feature) => ({
              target: `${api}/features/${feature}`,
              from: `${api}/features`,
              except: [`./${feature}`],
              message: 'A feature imports no other feature: read its read model from @lebe/projectors.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Features never load Koa at run time (the jobs entry loads features' modules), only its types.
    files: ['api/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: httpPackages.map((name) => ({
            name,
            allowTypeImports: true,
            message: 'HTTP plumbing belongs to api/src/platform/http.',
          })),
        },
      ],
    },
  },
  {
    // The read side depends on the domain and the stores only: a worker loads it without HTTP or queues.
    files: ['projectors/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...httpPackages, 'bullmq', 'ioredis'].map((name) => ({
            name,
            message: 'Projectors import no HTTP and no queue: they run in the API and in workers alike.',
          })),
          patterns: [{ regex: '^@lebe/(api|workers)', message: 'Projectors never import the API or the workers.' }],
        },
      ],
    },
  },
  {
    // Workers: projectors, store and the API's jobs entry (which loads no HTTP).
    files: ['workers/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...httpPackages, '@lebe/api'].map((name) => ({
            name,
            message: 'Workers load no HTTP: of the API they import only @lebe/api/jobs.',
          })),
        },
      ],
    },
  },
  // The admin console: the rules of hooks (and the React Compiler's checks of them) for its components.
  {
    files: ['admin/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
);
