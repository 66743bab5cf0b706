import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The learner app's layers (bulletproof-react): shared code (components, hooks, lib, config) -> features -> app.
// A feature never imports another: what two features share moves to the shared folders.
const web = './web/src';
const features = readdirSync(`${web}/features`);

/** Another feature's folder, reached past its index.ts. */
const intoAnotherFeature = {
  regex: '^\\.\\./[^./][^/]*/',
  message: 'Use another feature only through its index.ts (import from "../<feature>").',
};

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
    // The server by feature: cross-feature use goes through a feature's index.ts; features never load Koa
    // at run time (workers import their projections), only its types — HTTP plumbing is the platform's.
    files: ['server/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [intoAnotherFeature] }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['koa', 'koa-body', '@koa/router', '@koa/send', 'koa-compress'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'HTTP plumbing belongs to server/src/platform/http.',
          })),
        },
      ],
    },
  },
  {
    // A read model depends on the domain and the platform only, so a worker loads it without the routes.
    files: ['server/src/features/**/*.projection.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./[^./]', message: 'A projection imports no other feature.' }] },
      ],
    },
  },
  {
    // The platform knows no feature but through the one list of them.
    files: ['server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/features/', message: 'The platform reaches features only through src/features.ts.' }] },
      ],
    },
  },
  // The admin console: the rules of hooks (and the React Compiler's checks of them) for its components.
  {
    files: ['admin/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
);
