import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
